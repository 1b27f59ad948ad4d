package io.pipespec.engine.descriptor;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;

/**
 * Reads JUnit Jupiter's {@code @Tag}, {@code @Tags} and {@code @Disabled} on Pipespec classes and
 * methods by the annotations' names, so that users tag and disable expectations with the
 * annotations they already know while the engine does not depend on {@code junit-jupiter-api}.
 *
 * <p>As in Jupiter, the annotations count when present directly or as meta-annotations of a
 * composed annotation (such as a user's {@code @Slow} annotated {@code @Tag("slow")}).
 */
@API(status = INTERNAL)
public final class JupiterAnnotations {

  static final String TAG = "org.junit.jupiter.api.Tag";
  static final String TAGS = "org.junit.jupiter.api.Tags";
  static final String DISABLED = "org.junit.jupiter.api.Disabled";

  private JupiterAnnotations() {}

  /** The values of every {@code @Tag} on {@code element}, in declaration order, as written. */
  public static Set<String> tagNames(AnnotatedElement element) {
    Set<String> names = new LinkedHashSet<>();
    for (Annotation annotation : findAll(element)) {
      String type = annotation.annotationType().getName();
      if (type.equals(TAG)) {
        names.add((String) value(annotation));
      } else if (type.equals(TAGS)) {
        for (Annotation tag : (Annotation[]) value(annotation)) {
          names.add((String) value(tag));
        }
      }
    }
    return names;
  }

  /**
   * The reason given by {@code @Disabled} on {@code element}: empty when it is not disabled, an
   * empty string when it is disabled without a reason.
   */
  public static Optional<String> disabledReason(AnnotatedElement element) {
    return findAll(element).stream()
        .filter(annotation -> annotation.annotationType().getName().equals(DISABLED))
        .map(annotation -> ((String) value(annotation)).trim())
        .findFirst();
  }

  /** Every annotation on {@code element} and, transitively, on those annotations' types. */
  private static List<Annotation> findAll(AnnotatedElement element) {
    List<Annotation> found = new ArrayList<>();
    collect(element.getAnnotations(), found, new HashSet<>());
    return found;
  }

  private static void collect(
      Annotation[] annotations, List<Annotation> found, Set<Class<?>> visited) {
    for (Annotation annotation : annotations) {
      Class<? extends Annotation> type = annotation.annotationType();
      found.add(annotation);
      if (!type.getName().startsWith("java.lang.annotation.") && visited.add(type)) {
        collect(type.getAnnotations(), found, visited);
      }
    }
  }

  private static Object value(Annotation annotation) {
    try {
      Method value = annotation.annotationType().getMethod("value");
      return value.invoke(annotation);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(
          "Cannot read value() of "
              + annotation
              + "; is "
              + annotation.annotationType().getName()
              + " JUnit Jupiter's annotation?",
          e);
    }
  }
}
