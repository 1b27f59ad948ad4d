package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import org.apiguardian.api.API;

/**
 * What the {@code @UnderTest} method of every kind of test shares: there is exactly one, and the
 * suite calls it statically, by name, where no checked exception can be thrown. The kind resolves
 * the rest ({@link #resolve}).
 *
 * @param <R> what the kind makes of the method
 */
@API(status = API.Status.INTERNAL)
public abstract class UnderTestMethod<R> {

  /** The {@code @UnderTest} method found, with its annotation and its name. */
  public record Found(ExecutableElement method, AnnotationMirror mirror, String name) {}

  protected final ValidationContext context;
  private final String howToAdd;
  private final String howToKeepOne;

  /**
   * @param howToAdd what the error of a class without an {@code @UnderTest} method says to add
   * @param howToKeepOne what the error of a class with several says to do
   */
  protected UnderTestMethod(ValidationContext context, String howToAdd, String howToKeepOne) {
    this.context = context;
    this.howToAdd = howToAdd;
    this.howToKeepOne = howToKeepOne;
  }

  /**
   * What the one {@code @UnderTest} method of {@code testClass} stands for; empty when there is
   * none, more than one, or it is wrong.
   */
  public final Optional<R> validate(TypeElement testClass, ValidationReport.Builder report) {
    return report.part(
        method -> find(testClass, method).flatMap(found -> resolve(testClass, found, method)));
  }

  /** What the kind makes of {@code found}; its errors go to {@code report}. */
  protected abstract Optional<R> resolve(
      TypeElement testClass, Found found, ValidationReport.Builder report);

  private Optional<Found> find(TypeElement testClass, ValidationReport.Builder report) {
    AnnotationLookup lookup = context.lookup();
    List<ExecutableElement> candidates = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(testClass.getEnclosedElements())) {
      if (lookup.has(method, PipespecNames.UNDER_TEST)) {
        candidates.add(method);
      }
    }
    if (candidates.isEmpty()) {
      report.addError(
          ErrorTag.PipespecNoUnderTest,
          testClass.getSimpleName() + " has no @UnderTest method. " + howToAdd,
          testClass);
      return Optional.empty();
    }
    ExecutableElement method = candidates.get(0);
    for (ExecutableElement extra : candidates.subList(1, candidates.size())) {
      report.addError(
          ErrorTag.PipespecTwoUnderTests,
          testClass.getSimpleName()
              + " has more than one @UnderTest method: "
              + method.getSimpleName()
              + " and "
              + extra.getSimpleName()
              + ". "
              + howToKeepOne,
          extra,
          mirror(extra));
    }
    if (candidates.size() > 1) {
      return Optional.empty();
    }
    checkCallable(method, report);
    return Optional.of(new Found(method, mirror(method), method.getSimpleName().toString()));
  }

  /**
   * The error of a type in the signature of the {@code @UnderTest} method that the suite, in
   * package {@code pkg}, cannot name.
   *
   * @param what how the message names the place of the type, such as "The return type of ..."
   */
  protected final void checkAccessible(
      TypeMirror type,
      PackageElement pkg,
      String what,
      Element element,
      ValidationReport.Builder report) {
    context
        .facts()
        .firstInaccessible(type, pkg)
        .ifPresent(
            inaccessible ->
                report.addError(
                    ErrorTag.PipespecInaccessibleType,
                    what
                        + " uses "
                        + inaccessible.getSimpleName()
                        + ", which the generated suite in package "
                        + pkg.getQualifiedName()
                        + " cannot refer to. Make "
                        + inaccessible.getSimpleName()
                        + " (and the classes that enclose it) public or package-private in"
                        + " the test's package.",
                    element));
  }

  private AnnotationMirror mirror(ExecutableElement method) {
    return context.lookup().find(method, PipespecNames.UNDER_TEST).orElseThrow();
  }

  private void checkCallable(ExecutableElement method, ValidationReport.Builder report) {
    AnnotationMirror mirror = mirror(method);
    String name = method.getSimpleName().toString();
    if (!method.getModifiers().contains(Modifier.STATIC)) {
      report.addError(
          ErrorTag.PipespecUnderTestNotStatic,
          "@UnderTest method " + name + " is not static. Make " + name + " static.",
          method,
          mirror);
    }
    if (method.getModifiers().contains(Modifier.PRIVATE)) {
      report.addError(
          ErrorTag.PipespecPrivateMember,
          "@UnderTest method "
              + name
              + " is private, so the generated suite cannot call it. Make it package-private.",
          method,
          mirror);
    }
    for (TypeMirror thrown : method.getThrownTypes()) {
      if (context.facts().isChecked(thrown)) {
        report.addError(
            ErrorTag.PipespecCheckedException,
            "@UnderTest method "
                + name
                + " declares the checked exception "
                + TypeDisplay.of(thrown)
                + ". Remove it from the throws clause and wrap it in an unchecked exception.",
            method,
            mirror);
      }
    }
  }
}
