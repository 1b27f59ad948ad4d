package io.pipespec.processor.validation.shared;

import io.pipespec.processor.expectation.Subject;
import io.pipespec.processor.model.BaseTimeModel;
import io.pipespec.processor.model.ScenarioModel;
import io.pipespec.processor.model.ScopeModel;
import io.pipespec.processor.model.SuiteModel;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import org.apiguardian.api.API;

/**
 * Validating one test class, the same steps for each kind of test: the checks both kinds share
 * ({@link TestClassChecker}), then what is under test, then each scenario with its expectations
 * ({@link ExpectationMethods}, with the {@code @Window}/{@code @Pane} scopes of {@link
 * ScopeValidator}), then the model of the suite, only from a clean report. A kind adds what is its
 * own: what it tests and what feeds each scenario.
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

  protected final ValidationContext context;
  private final TestKind kind;
  private final List<String> suiteMethods;
  private final ExpectationMethods expectations;
  private final TestClassChecker checker;
  private final BaseTimeReader baseTimes;
  private final ScopeValidator scopes;

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
  }

  /** The model of {@code testClass}, or empty when {@code report} got an error. */
  public final Optional<SuiteModel<M, I>> validate(TypeElement testClass, ValidationReport report) {
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
    Optional<U> underTest = underTest(testClass, report);
    if (underTest.isEmpty()) {
      // Scenarios are judged against what is under test; without it, every further message
      // would be noise.
      return Optional.empty();
    }
    Subject subject = subject(underTest.get());
    Set<String> methodNames = new HashSet<>(suiteMethods);
    List<ScenarioModel<I>> scenarios = new ArrayList<>();
    for (TypeElement owner : checked.get().scenarios()) {
      long base = baseTime(owner, testClass);
      Map<String, ScopeModel> scopes =
          this.scopes.validate(owner, expectations.methods(owner, kind), base, report);
      String name = owner.getSimpleName().toString();
      Scenario scenario = new Scenario(owner, testClass, base);
      I input = input(scenario, underTest.get(), report);
      scenarios.add(
          new ScenarioModel<>(
              name,
              JavaTypes.classRef(owner),
              SuiteNaming.scenarioMethodName(name, methodNames),
              input,
              expectations.validate(
                  owner, kind, subject(underTest.get(), scenario, subject), base, scopes, report)));
    }
    if (!report.isClean()) {
      return Optional.empty();
    }
    return Optional.of(
        new SuiteModel<>(
            SuiteNaming.suiteName(testClass, context.facts().elements()),
            JavaTypes.classRef(testClass),
            context.facts().hasGeneratedAnnotation(),
            model(underTest.get()),
            scenarios));
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
  protected abstract Optional<U> underTest(TypeElement testClass, ValidationReport report);

  /** What the expectations of every scenario can judge. */
  protected abstract Subject subject(U underTest);

  /**
   * What the expectations of {@code scenario} can judge, when it differs by scenario (a job test's
   * scenario may capture writes of its own); {@code shared} by default.
   */
  protected Subject subject(U underTest, Scenario scenario, Subject shared) {
    return shared;
  }

  /** What feeds {@code scenario}: a pipeline's inputs, a function's timeline. */
  protected abstract I input(Scenario scenario, U underTest, ValidationReport report);

  /** The model of what is under test, from a clean report. */
  protected abstract M model(U underTest);
}
