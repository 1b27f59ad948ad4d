package io.pipespec.processor.validation.function;

import io.pipespec.processor.expectation.DoFnFacts;
import io.pipespec.processor.expectation.Judged;
import io.pipespec.processor.model.FunctionModel;
import io.pipespec.processor.model.FunctionTimelineModel;
import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.ExpectationMethods;
import io.pipespec.processor.validation.testclass.ExploredInputs;
import io.pipespec.processor.validation.testclass.TestClassValidator;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.TypeElement;
import org.apiguardian.api.API;

/**
 * Validates one {@code @FunctionTest} class and, when every check passed, builds the model of its
 * suite. What it shares with the other kinds is {@link TestClassValidator}'s, and its expectations
 * are checked by the same kinds, against the function's main output, state and timers; its own are
 * the {@code DoFn} under test, its {@code @ConfigureHarness} and the timeline of each scenario.
 */
@API(status = API.Status.INTERNAL)
public final class FunctionTestValidator
    extends TestClassValidator<
        FunctionTestValidator.Function, FunctionModel, FunctionTimelineModel> {

  /** The {@code DoFn} under test and the method that configures its harness, if any. */
  record Function(DoFnFacts facts, Optional<String> configure) {}

  public FunctionTestValidator(ValidationContext context, ExpectationMethods expectations) {
    super(
        TestKind.FUNCTION, List.of("testClass", "scenarios", "newHarness"), context, expectations);
  }

  @Override
  protected Optional<Function> underTest(TypeElement testClass, ValidationReport.Builder report) {
    Optional<DoFnFacts> function = new DoFnValidator(context).validate(testClass, report);
    if (function.isEmpty()) {
      return Optional.empty();
    }
    Optional<String> configure =
        new ConfigureHarnessValidator(context).validate(testClass, function.get(), report);
    return Optional.of(new Function(function.get(), configure));
  }

  @Override
  protected ScenarioParts<FunctionTimelineModel> scenario(
      Scenario scenario, Function underTest, ValidationReport.Builder report) {
    // The function's main output is named after the @UnderTest method, as a pipeline's would be.
    String name = underTest.facts().method().getSimpleName().toString();
    Judged judged =
        new Judged(
            name,
            List.of(new Judged.Output(name, underTest.facts().output())),
            Optional.of(underTest.facts()));
    List<TimelineStep> steps =
        new FunctionTimelineValidator(context)
            .validate(
                scenario.owner(),
                scenario.testClass(),
                underTest.facts(),
                declaring -> baseTime(declaring, scenario.testClass()),
                report);
    return new ScenarioParts<>(
        judged,
        new FunctionTimelineModel(declaredBaseTime(scenario.owner(), scenario.testClass()), steps));
  }

  @Override
  protected List<InputModel> inputs(FunctionTimelineModel timeline) {
    return List.of();
  }

  @Override
  protected List<TimelineStep> timelineSteps(FunctionTimelineModel timeline) {
    return timeline.steps();
  }

  @Override
  protected Optional<ExploredInputs> explored(FunctionTimelineModel timeline) {
    // The harness can always give each bundle a fresh instance of the function, so a function
    // scenario has something to explore even when every segment holds one element; the engine says
    // so when the harness runs the given instance itself (withoutCopyingFn()), which only the code
    // of the harness's configuration shows.
    return Optional.empty();
  }

  @Override
  protected FunctionModel model(Function underTest) {
    DoFnFacts function = underTest.facts();
    return new FunctionModel(
        function.method().getSimpleName().toString(),
        underTest.configure(),
        JavaTypes.of(function.key()).boxed(),
        JavaTypes.of(function.value()).boxed(),
        JavaTypes.of(function.output()));
  }
}
