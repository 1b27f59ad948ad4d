package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.expectation.Judged;
import io.pipespec.processor.model.BaseTimeModel;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.model.ScenarioModel;
import io.pipespec.processor.model.ScopeModel;
import io.pipespec.processor.model.SuiteModel;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import org.apiguardian.api.API;

/**
 * Validating one test class, the same steps for every kind of test: the checks all kinds share
 * ({@link TestClassChecker}, and the refusal of job declarations in a test that is not a job's),
 * then what is under test, then each scenario once, into a report of its own: what feeds it and
 * what its expectations can judge (the kind's {@link #scenario}), whether what feeds it can be
 * explored and taken over from a savepoint ({@link TakeOverScenario}), then its expectations
 * ({@link ExpectationMethods}, with the {@code @Window}/{@code @Pane} scopes of {@link
 * ScopeValidator}); then the model of the suite, kept only when the class's report is clean. A kind
 * adds what is its own: what it tests, and the parts of each scenario.
 *
 * @param <U> what is under test, as the kind resolved it
 * @param <M> the model of what is under test
 * @param <I> the model of what feeds one scenario
 */
@API(status = API.Status.INTERNAL)
public abstract class TestClassValidator<U, M, I> {

  /**
   * One scenario being validated.
   *
   * @param owner the {@code @Scenario} class, or the test class itself
   * @param testClass the test class
   * @param baseMillis the base time its relative times count from
   */
  public record Scenario(TypeElement owner, TypeElement testClass, long baseMillis) {}

  /**
   * A scenario as its kind validated it, once.
   *
   * @param judged what its expectations can judge
   * @param input the model of what feeds its run
   * @param <I> the model of what feeds a scenario
   */
  public record ScenarioParts<I>(Judged judged, I input) {}

  protected final ValidationContext context;
  private final TestKind kind;
  private final List<String> suiteMethods;
  private final ExpectationMethods expectations;
  private final TestClassChecker checker;
  private final BaseTimeReader baseTimes;
  private final ScopeValidator scopes;
  private final JobOnlyValidator jobOnly;
  private final TakeOverScenario takeOver;

  /**
   * @param suiteMethods the names of the suite's own methods, which scenario methods must not take
   */
  protected TestClassValidator(
      TestKind kind,
      List<String> suiteMethods,
      ValidationContext context,
      ExpectationMethods expectations) {
    this.kind = kind;
    this.suiteMethods = List.copyOf(suiteMethods);
    this.context = context;
    this.expectations = expectations;
    this.checker = new TestClassChecker(context, expectations);
    this.baseTimes = new BaseTimeReader(context.lookup());
    this.scopes = new ScopeValidator(context.lookup());
    this.jobOnly = new JobOnlyValidator(context.lookup());
    this.takeOver = new TakeOverScenario(context.lookup());
  }

  /**
   * The model of {@code testClass}; empty when it has errors, which are added to {@code report}.
   */
  public final Optional<SuiteModel<M, I>> validate(
      TypeElement testClass, ValidationReport.Builder report) {
    return report.part(classReport -> suite(testClass, classReport));
  }

  private Optional<SuiteModel<M, I>> suite(TypeElement testClass, ValidationReport.Builder report) {
    Optional<TestClassChecker.TestClass> checked = checker.check(testClass, kind, report);
    if (checked.isEmpty()) {
      return Optional.empty();
    }
    baseTimes.check(testClass, report);
    for (TypeElement owner : checked.get().scenarios()) {
      if (!checked.get().isItself(owner)) {
        baseTimes.check(owner, report);
      }
    }
    kind.whyNoJobDeclarations().ifPresent(why -> jobOnly.validate(testClass, why, report));
    Optional<U> underTest = underTest(testClass, report);
    if (underTest.isEmpty()) {
      // Scenarios are judged against what is under test; without it, every further message
      // would be noise.
      return Optional.empty();
    }
    // What the scenarios share has been validated; a scenario's inputs are whole only if it is
    // clean.
    boolean sharedClean = report.build().isClean();
    Set<String> methodNames = new HashSet<>(suiteMethods);
    List<ScenarioModel<I>> scenarios = new ArrayList<>();
    for (TypeElement owner : checked.get().scenarios()) {
      report
          .part(
              scenarioReport ->
                  scenarioModel(
                      owner, testClass, underTest.get(), methodNames, sharedClean, scenarioReport))
          .ifPresent(scenarios::add);
    }
    if (scenarios.size() < checked.get().scenarios().size()) {
      return Optional.empty();
    }
    return Optional.of(
        new SuiteModel<>(
            JavaTypes.classRef(testClass).suite(),
            JavaTypes.classRef(testClass),
            context.facts().hasGeneratedAnnotation(),
            model(underTest.get()),
            scenarios));
  }

  /** One scenario, validated once: its scopes, its parts, then its expectations. */
  private Optional<ScenarioModel<I>> scenarioModel(
      TypeElement owner,
      TypeElement testClass,
      U underTest,
      Set<String> methodNames,
      boolean sharedClean,
      ValidationReport.Builder report) {
    long base = baseTime(owner, testClass);
    Map<String, ScopeModel> scopes =
        this.scopes.validate(owner, expectations.methods(owner, kind), base, report);
    ScenarioParts<I> parts = scenario(new Scenario(owner, testClass, base), underTest, report);
    if (sharedClean && report.build().isClean()) {
      // (Inputs with errors are left out of the parts; what is left could only mislead.)
      ExploredRetry.check(context.lookup(), owner, testClass, timelineSteps(parts.input()), report);
      explored(parts.input()).ifPresent(inputs -> checkExplored(owner, testClass, inputs, report));
      takeOver.check(owner, testClass, inputs(parts.input()), report);
    }
    List<ExpectationModel> models =
        expectations.validate(owner, kind, parts.judged(), base, scopes, report);
    String name = owner.getSimpleName().toString();
    return Optional.of(
        new ScenarioModel<>(
            name,
            JavaTypes.classRef(owner),
            scenarioMethodName(name, methodNames),
            parts.input(),
            models));
  }

  /**
   * Refuses {@code @Explore} (the scenario's own, else the test class's) on a scenario whose inputs
   * certainly hold nothing to perturb, or whose every expectation is left out of exploration: the
   * engine would refuse it when the tests run.
   */
  private void checkExplored(
      TypeElement owner,
      TypeElement testClass,
      ExploredInputs inputs,
      ValidationReport.Builder report) {
    Optional<AnnotationMirror> own = context.lookup().find(owner, PipespecNames.EXPLORE);
    if (own.isEmpty() && !context.lookup().has(testClass, PipespecNames.EXPLORE)) {
      return;
    }
    Optional<ExploredInputs.Nothing> nothing = inputs.nothingToPerturb();
    Optional<String> leftOut = everyExpectationLeftOut(owner);
    if (nothing.isEmpty() && leftOut.isEmpty()) {
      return;
    }
    String scenario = owner.equals(testClass) ? "" : "scenario " + owner.getSimpleName() + " of ";
    String asked =
        "@Explore asks to explore "
            + scenario
            + testClass.getSimpleName()
            + (own.isPresent() ? "" : " (the @Explore of " + testClass.getSimpleName() + ")");
    String remove =
        "remove @Explore"
            + (own.isPresent() || owner.equals(testClass)
                ? "."
                : " from "
                    + testClass.getSimpleName()
                    + " and put it on the scenarios to explore.");
    if (nothing.isPresent()) {
      report.addError(
          ErrorTag.PipespecNothingToExplore,
          asked
              + ", but there is nothing to explore: "
              + nothing.get().why()
              + ". "
              + nothing.get().fix()
              + ", or "
              + remove,
          owner,
          own.orElse(null));
      return;
    }
    report.addError(
        ErrorTag.PipespecNoExploredExpectation,
        asked
            + ", but every expectation of it is left out of exploration ("
            + leftOut.get()
            + "), so no explored run would be judged. Remove @NotExplored from an expectation that"
            + " must hold whatever the order and bundles of its elements, or "
            + remove,
        owner,
        own.orElse(null));
  }

  /**
   * Which expectations of {@code owner} leave exploration, when all do: those with
   * {@code @NotExplored}, and {@code @ExpectShape}, which the engine judges on the run as written
   * only; empty when one is explored.
   */
  private Optional<String> everyExpectationLeftOut(TypeElement owner) {
    List<String> notExplored = new ArrayList<>();
    List<String> shapes = new ArrayList<>();
    for (ExecutableElement method : expectations.methods(owner, kind)) {
      String name = method.getSimpleName().toString();
      if (context.lookup().has(method, PipespecNames.NOT_EXPLORED)) {
        notExplored.add(name);
      } else if (context.lookup().has(method, PipespecNames.EXPECT_SHAPE)) {
        shapes.add(name);
      } else {
        return Optional.empty();
      }
    }
    List<String> parts = new ArrayList<>();
    if (!notExplored.isEmpty()) {
      parts.add("@NotExplored on " + String.join(", ", notExplored));
    }
    if (!shapes.isEmpty()) {
      parts.add(
          "@ExpectShape on " + String.join(", ", shapes) + ", judged on the run as written only");
    }
    return parts.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", parts));
  }

  /**
   * The scenario's name with a lower-case first letter, made unique among the suite's methods
   * ({@code used}, to which it is added).
   */
  private static String scenarioMethodName(String scenarioName, Set<String> used) {
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

  /** The base time of {@code owner}, a scenario of {@code testClass} or the class itself. */
  protected final long baseTime(TypeElement owner, TypeElement testClass) {
    return baseTimes.of(owner, testClass);
  }

  /** The {@code @BaseTime} of {@code owner} as written, its own else {@code testClass}'s. */
  protected final Optional<BaseTimeModel> declaredBaseTime(
      TypeElement owner, TypeElement testClass) {
    return baseTimes.declared(owner, testClass);
  }

  /** What {@code testClass} tests, checked; empty when it is wrong. */
  protected abstract Optional<U> underTest(TypeElement testClass, ValidationReport.Builder report);

  /**
   * The parts of {@code scenario}: what its expectations can judge and what feeds its run, each
   * declaration it reads validated once, its errors added to {@code report}.
   */
  protected abstract ScenarioParts<I> scenario(
      Scenario scenario, U underTest, ValidationReport.Builder report);

  /**
   * What exploring a scenario fed by {@code input} could perturb; empty for a kind that cannot be
   * explored, where {@code @Explore} is refused as it is written ({@link ExploreValidator}).
   */
  protected abstract Optional<ExploredInputs> explored(I input);

  /**
   * The steps of every {@code @Timeline} that feeds a scenario fed by {@code input}, for the checks
   * that read the steps whatever drives them (a transform's inputs by default).
   */
  protected List<TimelineStep> timelineSteps(I input) {
    List<TimelineStep> steps = new ArrayList<>();
    for (InputModel model : inputs(input)) {
      if (model instanceof InputModel.Timeline timeline) {
        steps.addAll(timeline.steps());
      }
    }
    return steps;
  }

  /**
   * The inputs a runner reads in a scenario fed by {@code input}: a transform's, one per parameter;
   * a job's replaced reads; none for a function test, whose timeline drives the function harness.
   */
  protected abstract List<InputModel> inputs(I input);

  /** The model of what is under test, from a clean report. */
  protected abstract M model(U underTest);
}
