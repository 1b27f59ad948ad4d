package io.pipespec.processor.validation;

import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.model.OutputModel;
import io.pipespec.processor.model.ScenarioModel;
import io.pipespec.processor.model.ScopeModel;
import io.pipespec.processor.model.SuiteModel;
import io.pipespec.processor.model.UnderTestModel;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeFacts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * Validates one {@code @PipelineTest} class and, when every check passed, builds its {@link
 * SuiteModel}. Errors go to the report; no model is built from a report that is not clean.
 */
public final class TestClassValidator {

  private final TypeFacts facts;
  private final AnnotationLookup lookup;

  public TestClassValidator(TypeFacts facts, AnnotationLookup lookup) {
    this.facts = facts;
    this.lookup = lookup;
  }

  /** The model of {@code testClass}, or empty when {@code report} got an error. */
  public Optional<SuiteModel> validate(TypeElement testClass, ValidationReport report) {
    AnnotationMirror mirror = lookup.find(testClass, PipespecNames.PIPELINE_TEST).orElseThrow();
    PackageElement pkg = facts.elements().getPackageOf(testClass);
    checkClassShape(testClass, mirror, "@PipelineTest", report);
    if (testClass.getNestingKind() == NestingKind.MEMBER
        && !testClass.getModifiers().contains(Modifier.STATIC)) {
      report.addError(
          ErrorTag.PipespecNestedTestClassNotStatic,
          "@PipelineTest class "
              + testClass.getSimpleName()
              + " is an inner class. Make "
              + testClass.getSimpleName()
              + " static.",
          testClass,
          mirror);
    }
    if (!facts.isAccessible(testClass, pkg)) {
      report.addError(
          ErrorTag.PipespecPrivateClass,
          "@PipelineTest class "
              + testClass.getSimpleName()
              + " (or a class that encloses it) is private, so the generated harness cannot"
              + " refer to it. Make it package-private.",
          testClass,
          mirror);
    }

    List<TypeElement> scenarioClasses = new ArrayList<>();
    for (TypeElement nested : ElementFilter.typesIn(testClass.getEnclosedElements())) {
      lookup
          .find(nested, PipespecNames.SCENARIO)
          .ifPresent(
              scenarioMirror -> {
                scenarioClasses.add(nested);
                checkClassShape(nested, scenarioMirror, "@Scenario", report);
                checkScenarioModifiers(nested, scenarioMirror, report);
              });
    }

    ExpectationValidator expectations = new ExpectationValidator(facts, lookup, report);
    if (!scenarioClasses.isEmpty()) {
      for (ExecutableElement method : expectations.expectationMethods(testClass)) {
        report.addError(
            ErrorTag.PipespecExpectationOutsideScenario,
            "Expectation method "
                + method.getSimpleName()
                + " is declared on "
                + testClass.getSimpleName()
                + ", which has @Scenario classes, so it belongs to no scenario. Move it into"
                + " one of the @Scenario classes.",
            method,
            firstExpectationMirror(method));
      }
    }

    Optional<UnderTestValidator.Resolved> underTest =
        new UnderTestValidator(facts, lookup, report).validate(testClass);
    if (underTest.isEmpty()) {
      // Inputs and expectations are judged against the @UnderTest method; without a valid one,
      // every further message would be noise.
      return Optional.empty();
    }

    InputValidator inputs = new InputValidator(facts, lookup, report);
    Map<String, InputValidator.Resolved> sharedInputs = inputs.validate(testClass, underTest.get());
    BaseTimeReader baseTimes = new BaseTimeReader(lookup, report);
    baseTimes.report(testClass);
    TimelineValidator timelines = new TimelineValidator(facts, lookup, report);
    Optional<TimelineValidator.Resolved> sharedTimeline =
        timelines.validate(
            testClass, underTest.get(), sharedInputs, baseTimes.of(testClass, testClass));
    ScopeValidator scopeValidator = new ScopeValidator(lookup, report);
    List<TypeElement> scenarioOwners =
        scenarioClasses.isEmpty() ? List.of(testClass) : scenarioClasses;
    List<ScenarioModel> scenarios = new ArrayList<>();
    Set<String> methodNames = new HashSet<>(List.of("testClass", "scenarios", "underTest"));
    for (TypeElement owner : scenarioOwners) {
      Map<String, InputValidator.Resolved> own =
          owner.equals(testClass) ? sharedInputs : inputs.validate(owner, underTest.get());
      if (!owner.equals(testClass)) {
        baseTimes.report(owner);
      }
      Optional<TimelineValidator.Resolved> ownTimeline =
          owner.equals(testClass)
              ? sharedTimeline
              : timelines.validate(owner, underTest.get(), own, baseTimes.of(owner, testClass));
      List<InputModel> scenarioInputs = new ArrayList<>();
      for (UnderTestValidator.Parameter parameter : underTest.get().parameters()) {
        InputValidator.Resolved input = own.get(parameter.name());
        Optional<TimelineValidator.Resolved> timeline =
            ownTimeline.filter(t -> t.parameter().equals(parameter.name()));
        if (input == null && timeline.isEmpty()) {
          input = sharedInputs.get(parameter.name());
          if (input == null) {
            timeline = sharedTimeline.filter(t -> t.parameter().equals(parameter.name()));
          }
        }
        if (timeline.isPresent()) {
          scenarioInputs.add(
              new InputModel.Timeline(
                  parameter.name(),
                  JavaTypes.classRef(timeline.get().owner()),
                  JavaTypes.of(parameter.elementType()),
                  timeline.get().steps()));
          continue;
        }
        if (input == null
            && (timelineClaims(owner, parameter.name(), underTest.get())
                || timelineClaims(testClass, parameter.name(), underTest.get()))) {
          // A @Timeline with errors has been reported; "no input" would only add noise.
          continue;
        }
        if (input == null) {
          report.addError(
              ErrorTag.PipespecMissingInput,
              "Scenario "
                  + owner.getSimpleName()
                  + " has no input for parameter "
                  + parameter.name()
                  + " of "
                  + underTest.get().signature()
                  + ". Add an @Input static field or method named "
                  + parameter.name()
                  + " to "
                  + owner.getSimpleName()
                  + (owner.equals(testClass)
                      ? ""
                      : " (or to " + testClass.getSimpleName() + " to share it)")
                  + ".",
              owner);
          continue;
        }
        scenarioInputs.add(
            new InputModel.Member(
                parameter.name(),
                JavaTypes.classRef(input.owner()),
                input.member().getSimpleName().toString(),
                input.member().getKind() == ElementKind.METHOD,
                input.kind(),
                JavaTypes.of(parameter.elementType())));
      }
      if (expectations.expectationMethods(owner).isEmpty()) {
        report.addError(
            ErrorTag.PipespecNoExpectations,
            "Scenario "
                + owner.getSimpleName()
                + " has no expectation, so it would test nothing. Add an @ExpectContains,"
                + " @ExpectEmpty or @Satisfies method to "
                + owner.getSimpleName()
                + ", or remove the scenario.",
            owner);
      }
      List<ExpectationModel> scenarioExpectations = expectations.validate(owner, underTest.get());
      Map<String, ScopeModel> scopes =
          scopeValidator.validate(
              owner, expectations.expectationMethods(owner), baseTimes.of(owner, testClass));
      scenarios.add(
          new ScenarioModel(
              owner.getSimpleName().toString(),
              JavaTypes.classRef(owner),
              factoryMethodName(owner.getSimpleName().toString(), methodNames),
              scenarioInputs,
              scenarioExpectations,
              scopes));
    }
    if (!report.isClean()) {
      return Optional.empty();
    }
    return Optional.of(
        new SuiteModel(
            suiteName(testClass),
            JavaTypes.classRef(testClass),
            facts.hasGeneratedAnnotation(),
            underTestModel(testClass, underTest.get()),
            scenarios));
  }

  private void checkClassShape(
      TypeElement type, AnnotationMirror mirror, String annotation, ValidationReport report) {
    if (type.getKind() != ElementKind.CLASS
        || type.getNestingKind().isNested() && type.getNestingKind() != NestingKind.MEMBER) {
      report.addError(
          ErrorTag.PipespecTestClassKind,
          annotation
              + " "
              + type.getSimpleName()
              + " is not a top-level or member class. Declare it as a class at the top level"
              + " or nested in a class.",
          type,
          mirror);
    }
    if (!type.getTypeParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecGenericClass,
          annotation
              + " class "
              + type.getSimpleName()
              + " has type parameters. Remove them; the harness creates and names the class"
              + " without type arguments.",
          type,
          mirror);
    }
  }

  /**
   * The harness creates a scenario class without an enclosing instance and refers to it by name, in
   * a pipeline test and in a function test alike.
   */
  static void checkScenarioModifiers(
      TypeElement scenario, AnnotationMirror mirror, ValidationReport report) {
    if (!scenario.getModifiers().contains(Modifier.STATIC)) {
      report.addError(
          ErrorTag.PipespecScenarioNotStatic,
          "@Scenario class "
              + scenario.getSimpleName()
              + " is an inner class. Make "
              + scenario.getSimpleName()
              + " static.",
          scenario,
          mirror);
    }
    if (scenario.getModifiers().contains(Modifier.PRIVATE)) {
      report.addError(
          ErrorTag.PipespecPrivateClass,
          "@Scenario class "
              + scenario.getSimpleName()
              + " is private, so the generated harness cannot refer to it. Make it"
              + " package-private.",
          scenario,
          mirror);
    }
  }

  /** Whether {@code owner} has a {@code @Timeline}, valid or not, that feeds {@code parameter}. */
  private boolean timelineClaims(
      TypeElement owner, String parameter, UnderTestValidator.Resolved underTest) {
    return lookup
        .find(owner, PipespecNames.TIMELINE)
        .map(mirror -> lookup.stringValue(mirror, "input"))
        .map(
            input ->
                input.equals(parameter)
                    || (input.isEmpty() && underTest.parameterNames().size() == 1))
        .orElse(false);
  }

  private AnnotationMirror firstExpectationMirror(ExecutableElement method) {
    for (String name : ExpectationValidator.ANNOTATIONS) {
      Optional<AnnotationMirror> mirror = lookup.find(method, name);
      if (mirror.isPresent()) {
        return mirror.get();
      }
    }
    throw new IllegalStateException("No expectation annotation on " + method);
  }

  private UnderTestModel underTestModel(
      TypeElement testClass, UnderTestValidator.Resolved underTest) {
    List<OutputModel> outputs = new ArrayList<>();
    for (UnderTestValidator.Output output : underTest.outputs()) {
      outputs.add(
          new OutputModel(output.name(), output.accessor(), JavaTypes.of(output.elementType())));
    }
    return new UnderTestModel(
        JavaTypes.classRef(testClass),
        underTest.method().getSimpleName().toString(),
        underTest.parameterNames(),
        underTest.recordType().map(JavaTypes::of),
        outputs);
  }

  /**
   * {@code Pipespec_<Outer>_<Inner>} in the test's package: the binary name below the package with
   * {@code $} replaced by {@code _}, the same rule as the runtime's {@code SuiteNames}.
   */
  public ClassRef suiteName(TypeElement testClass) {
    String packageName = facts.elements().getPackageOf(testClass).getQualifiedName().toString();
    String binaryName = facts.elements().getBinaryName(testClass).toString();
    String nested =
        packageName.isEmpty() ? binaryName : binaryName.substring(packageName.length() + 1);
    return ClassRef.of(packageName, PipespecNames.SUITE_PREFIX + nested.replace('$', '_'));
  }

  /** The scenario's name with a lower-case first letter, made unique among harness methods. */
  static String factoryMethodName(String scenarioName, Set<String> used) {
    String base = Character.toLowerCase(scenarioName.charAt(0)) + scenarioName.substring(1);
    if (SourceVersion.isKeyword(base)) {
      base = base + "Scenario";
    }
    String name = base;
    for (int i = 2; !used.add(name); i++) {
      name = base + i;
    }
    return name;
  }
}
