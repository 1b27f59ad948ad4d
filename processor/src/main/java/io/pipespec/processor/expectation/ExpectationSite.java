package io.pipespec.processor.expectation;

import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeFacts;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Where one expectation annotation is declared, with what validating it needs: the method, its
 * annotation, the class that holds it, the base time of its scenario, and the report about the
 * method. Every error of a kind is attached here, to the method and the annotation (and the
 * attribute at fault, where there is one).
 *
 * @param annotation the annotation as messages show it, such as {@code @ExpectContains}
 * @param baseMillis the base time that the scenario's relative times count from
 */
@API(status = API.Status.INTERNAL)
public record ExpectationSite(
    ValidationContext context,
    ValidationReport.Builder report,
    TypeElement owner,
    ExecutableElement method,
    AnnotationMirror mirror,
    String annotation,
    long baseMillis) {

  public TypeFacts facts() {
    return context.facts();
  }

  public AnnotationLookup lookup() {
    return context.lookup();
  }

  public LiteralParser literals() {
    return context.literals();
  }

  public String methodName() {
    return method.getSimpleName().toString();
  }

  /** The class that declares the method. */
  public ClassRef declaring() {
    return JavaTypes.classRef(owner);
  }

  /** How a message starts: {@code "@ExpectContains on lateTotals"}. */
  public String on() {
    return annotation + " on " + methodName();
  }

  /** The package the suite is generated in, where every literal must be writable. */
  public PackageElement suitePackage() {
    return facts().elements().getPackageOf(method);
  }

  /** The same method with another of its annotations, such as its {@code @Where}. */
  public ExpectationSite withAnnotation(AnnotationMirror other, String otherDisplay) {
    return new ExpectationSite(context, report, owner, method, other, otherDisplay, baseMillis);
  }

  /** The value of {@code attribute}, the default when the user wrote none. */
  public AnnotationValue value(String attribute) {
    return lookup().value(mirror, attribute);
  }

  /** The value the user wrote for {@code attribute}. */
  public Optional<AnnotationValue> explicit(String attribute) {
    return lookup().explicitValue(mirror, attribute);
  }

  public String string(String attribute) {
    return lookup().stringValue(mirror, attribute);
  }

  public List<? extends AnnotationValue> list(String attribute) {
    return lookup().listValue(mirror, attribute);
  }

  public long number(String attribute) {
    return lookup().numberValue(mirror, attribute);
  }

  /** An error on the annotation. */
  public void error(ErrorTag tag, String message) {
    report.addError(tag, message, method, mirror);
  }

  /** An error on the annotation's value {@code at}, or on the annotation when it is null. */
  public void error(ErrorTag tag, String message, @Nullable AnnotationValue at) {
    report.addError(tag, message, method, mirror, at);
  }
}
