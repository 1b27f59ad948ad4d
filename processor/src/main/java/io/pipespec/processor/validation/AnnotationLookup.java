package io.pipespec.processor.validation;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import org.apiguardian.api.API;

/** Finds Pipespec annotations and their values by name, without their classes. */
@API(status = API.Status.INTERNAL)
public final class AnnotationLookup {

  private final Elements elements;

  public AnnotationLookup(Elements elements) {
    this.elements = elements;
  }

  /** The annotation named {@code annotationName} on {@code element}, if present. */
  public Optional<AnnotationMirror> find(Element element, String annotationName) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(annotationName)) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  public boolean has(Element element, String annotationName) {
    return find(element, annotationName).isPresent();
  }

  /** The value the user wrote for {@code name}, empty when the default applies. */
  public Optional<AnnotationValue> explicitValue(AnnotationMirror mirror, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        mirror.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(name)) {
        return Optional.of(entry.getValue());
      }
    }
    return Optional.empty();
  }

  /** The value of {@code name}, the default when the user wrote none. */
  public AnnotationValue value(AnnotationMirror mirror, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        elements.getElementValuesWithDefaults(mirror).entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(name)) {
        return entry.getValue();
      }
    }
    throw new IllegalArgumentException("No attribute " + name + " on " + mirror);
  }

  public String stringValue(AnnotationMirror mirror, String name) {
    return (String) value(mirror, name).getValue();
  }

  /** The elements of the array attribute {@code name}, such as the literals of {@code value}. */
  @SuppressWarnings("unchecked") // javac represents an array attribute as a list of values
  public List<? extends AnnotationValue> listValue(AnnotationMirror mirror, String name) {
    return (List<? extends AnnotationValue>) value(mirror, name).getValue();
  }

  /** The value of the {@code long} or {@code int} attribute {@code name}. */
  public long numberValue(AnnotationMirror mirror, String name) {
    return ((Number) value(mirror, name).getValue()).longValue();
  }
}
