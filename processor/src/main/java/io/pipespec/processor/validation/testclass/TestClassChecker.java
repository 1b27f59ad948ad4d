package io.pipespec.processor.validation.testclass;

import static java.util.Objects.requireNonNull;

import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import org.apiguardian.api.API;

/**
 * The checks that every kind of test class shares, with the same tags and messages for all: the
 * class and its {@code @Scenario} classes are classes the suite can name and create, and
 * expectation methods sit in scenarios. It finds the scenarios that the kind's validator then
 * checks one by one.
 */
@API(status = API.Status.INTERNAL)
public final class TestClassChecker {

  /**
   * A test class whose shape is checked.
   *
   * @param kind which test it is
   * @param scenarios its {@code @Scenario} classes, or the class itself when it has none
   */
  public record TestClass(TypeElement element, TestKind kind, List<TypeElement> scenarios) {
    public TestClass {
      scenarios = List.copyOf(scenarios);
    }

    /** Whether {@code owner} is the test class itself, as a scenario of its own. */
    public boolean isItself(TypeElement owner) {
      return owner.equals(element);
    }
  }

  private final ValidationContext context;
  private final ExpectationMethods expectations;

  public TestClassChecker(ValidationContext context, ExpectationMethods expectations) {
    this.context = context;
    this.expectations = expectations;
  }

  /**
   * The test class {@code testClass} of {@code kind} with its scenarios; empty when it is also a
   * test of another kind, which no validation can make sense of.
   */
  public Optional<TestClass> check(
      TypeElement testClass, TestKind kind, ValidationReport.Builder report) {
    AnnotationLookup lookup = context.lookup();
    AnnotationMirror mirror = lookup.find(testClass, kind.annotation()).orElseThrow();
    List<String> annotations = new ArrayList<>();
    for (String annotation : TestKind.annotations()) {
      if (lookup.has(testClass, annotation)) {
        annotations.add(PipespecNames.display(annotation));
      }
    }
    if (annotations.size() > 1) {
      report.addError(
          ErrorTag.PipespecTestClassKind,
          testClass.getSimpleName()
              + " is both a "
              + String.join(" and a ", annotations)
              + ". Keep one; put the other kind of test in a class of its own.",
          testClass,
          mirror);
      return Optional.empty();
    }
    if (testClass.getNestingKind() != NestingKind.TOP_LEVEL) {
      // Maven Surefire's default excludes (**/*$*) skip nested classes, so such a test would pass
      // every build by never running: refused rather than accepted and ignored.
      String name = testClass.getSimpleName().toString();
      String outer =
          requireNonNull(testClass.getEnclosingElement(), "a nested class's outer class")
              .getSimpleName()
              .toString();
      report.addError(
          ErrorTag.PipespecNestedTestClass,
          kind.display()
              + " class "
              + name
              + " is nested in "
              + outer
              + ", and Maven Surefire's default excludes skip nested classes ("
              + outer
              + "$"
              + name
              + "), so mvn test would never run it. Move "
              + name
              + " to a top-level class in a file of its own ("
              + name
              + ".java); to test several cases of one @UnderTest, give it @Scenario classes.",
          testClass,
          mirror);
      return Optional.empty();
    }
    if (!checkClass(testClass, mirror, kind.display(), report)) {
      return Optional.empty(); // an enum, interface, record or local class: nothing more to say
    }
    List<TypeElement> scenarios = scenarios(testClass, report);
    if (!scenarios.isEmpty()) {
      for (ExecutableElement method : expectations.methods(testClass, kind)) {
        report.addError(
            ErrorTag.PipespecExpectationOutsideScenario,
            "Expectation method "
                + method.getSimpleName()
                + " is declared on "
                + testClass.getSimpleName()
                + ", which has @Scenario classes, so it belongs to no scenario. Move it into"
                + " one of the @Scenario classes.",
            method,
            expectations.firstMirror(method, kind));
      }
    }
    return Optional.of(
        new TestClass(testClass, kind, scenarios.isEmpty() ? List.of(testClass) : scenarios));
  }

  /** The {@code @Scenario} classes of {@code testClass}, each checked. */
  private List<TypeElement> scenarios(TypeElement testClass, ValidationReport.Builder report) {
    List<TypeElement> scenarios = new ArrayList<>();
    for (TypeElement nested : ElementFilter.typesIn(testClass.getEnclosedElements())) {
      Optional<AnnotationMirror> mirror = context.lookup().find(nested, PipespecNames.SCENARIO);
      if (mirror.isEmpty()) {
        continue;
      }
      scenarios.add(nested);
      checkClass(nested, mirror.get(), "@Scenario", report);
      // The suite creates a scenario class without an enclosing instance and names it.
      if (!nested.getModifiers().contains(Modifier.STATIC)) {
        report.addError(
            ErrorTag.PipespecScenarioNotStatic,
            "@Scenario class "
                + nested.getSimpleName()
                + " is an inner class. Make "
                + nested.getSimpleName()
                + " static.",
            nested,
            mirror.get());
      }
      if (nested.getModifiers().contains(Modifier.PRIVATE)) {
        report.addError(
            ErrorTag.PipespecPrivateClass,
            "@Scenario class "
                + nested.getSimpleName()
                + " is private, so the generated suite cannot refer to it. Make it"
                + " package-private.",
            nested,
            mirror.get());
      }
    }
    return scenarios;
  }

  /**
   * Where a message tells to add what a scenario lacks: to the scenario {@code owner}, or to the
   * test class to share it with every scenario.
   */
  public static String ownerOrShared(TypeElement owner, TypeElement testClass) {
    return owner.getSimpleName()
        + (owner.equals(testClass) ? "" : " (or to " + testClass.getSimpleName() + " to share it)");
  }

  /**
   * A class the suite can name without type arguments; false when {@code type} is no class at all
   * (reported).
   */
  private static boolean checkClass(
      TypeElement type,
      AnnotationMirror mirror,
      String annotation,
      ValidationReport.Builder report) {
    if (type.getKind() != ElementKind.CLASS) {
      String kind =
          switch (type.getKind()) {
            case ENUM -> "an enum";
            case INTERFACE -> "an interface";
            case ANNOTATION_TYPE -> "an annotation type";
            case RECORD -> "a record";
            default -> "a " + type.getKind().toString().toLowerCase(java.util.Locale.ROOT);
          };
      report.addError(
          ErrorTag.PipespecTestClassKind,
          annotation
              + " "
              + type.getSimpleName()
              + " is "
              + kind
              + ", but "
              + annotation
              + " goes on a class: the suite creates an instance of it and calls its"
              + " expectation methods. Declare "
              + type.getSimpleName()
              + " as a class.",
          type,
          mirror);
      return false;
    }
    if (type.getNestingKind().isNested() && type.getNestingKind() != NestingKind.MEMBER) {
      report.addError(
          ErrorTag.PipespecTestClassKind,
          annotation
              + " class "
              + type.getSimpleName()
              + " is a local or anonymous class, which the suite cannot name. Declare it at the"
              + " top level"
              + (annotation.equals("@Scenario") ? " or nested in a class." : "."),
          type,
          mirror);
    }
    if (!type.getTypeParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecGenericClass,
          annotation
              + " class "
              + type.getSimpleName()
              + " has type parameters. Remove them; the suite creates and names the class"
              + " without type arguments.",
          type,
          mirror);
    }
    return true;
  }
}
