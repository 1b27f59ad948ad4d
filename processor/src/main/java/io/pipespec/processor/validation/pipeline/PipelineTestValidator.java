package io.pipespec.processor.validation.pipeline;

import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.model.OutputModel;
import io.pipespec.processor.model.UnderTestModel;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.ExpectationMethods;
import io.pipespec.processor.validation.testclass.ExploredInputs;
import io.pipespec.processor.validation.testclass.TestClassChecker;
import io.pipespec.processor.validation.testclass.TestClassValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import org.apiguardian.api.API;

/**
 * Validates one {@code @PipelineTest} class of a transform and, when every check passed, builds the
 * model of its suite. What it shares with the other kinds is {@link TestClassValidator}'s; its own
 * are the {@code @UnderTest} transform, and the inputs and timeline of each scenario.
 */
@API(status = API.Status.INTERNAL)
public final class PipelineTestValidator
    extends TestClassValidator<PipelineTestValidator.Transform, UnderTestModel, List<InputModel>> {

  /** The transform under test, and the inputs its scenarios may share. */
  record Transform(
      TypeElement testClass, UnderTestValidator.Resolved method, ScenarioInputs inputs) {}

  public PipelineTestValidator(ValidationContext context, ExpectationMethods expectations) {
    super(TestKind.PIPELINE, List.of("testClass", "scenarios", "underTest"), context, expectations);
  }

  @Override
  protected Optional<Transform> underTest(TypeElement testClass, ValidationReport.Builder report) {
    return new UnderTestValidator(context)
        .validate(testClass, report)
        .map(
            method ->
                new Transform(
                    testClass,
                    method,
                    new ScenarioInputs(
                        context, testClass, method, baseTime(testClass, testClass), report)));
  }

  @Override
  protected ScenarioParts<List<InputModel>> scenario(
      Scenario scenario, Transform underTest, ValidationReport.Builder report) {
    List<InputModel> inputs =
        underTest.inputs().of(scenario.owner(), scenario.baseMillis(), report);
    new GeneratedScenarioChecks(context.lookup())
        .check(scenario.owner(), scenario.testClass(), inputs, report);
    return new ScenarioParts<>(underTest.method().judged(), inputs);
  }

  @Override
  protected List<InputModel> inputs(List<InputModel> inputs) {
    return inputs;
  }

  @Override
  protected Optional<ExploredInputs> explored(List<InputModel> inputs) {
    // The transform's combiners are cut too, and only the runtime can find them.
    return Optional.of(new ExploredInputs(inputs, true));
  }

  @Override
  protected UnderTestModel model(Transform underTest) {
    return underTestModel(underTest.testClass(), underTest.method());
  }

  private static UnderTestModel underTestModel(
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
   * What feeds each {@code @UnderTest} parameter in each scenario: the scenario's own {@code Input}
   * or {@code @Timeline}, else the test class's, which every scenario shares.
   */
  static final class ScenarioInputs {

    private final ValidationContext context;
    private final TypeElement testClass;
    private final UnderTestValidator.Resolved underTest;
    private final InputValidator inputs;
    private final TimelineValidator timelines;
    private final Map<String, InputValidator.Resolved> sharedInputs;
    private final Optional<TimelineValidator.Resolved> sharedTimeline;
    private final GeneratorInputs generators;

    ScenarioInputs(
        ValidationContext context,
        TypeElement testClass,
        UnderTestValidator.Resolved underTest,
        long testClassBase,
        ValidationReport.Builder report) {
      this.context = context;
      this.testClass = testClass;
      this.underTest = underTest;
      this.inputs = new InputValidator(context);
      this.timelines = new TimelineValidator(context);
      this.generators = new GeneratorInputs(context);
      this.sharedInputs = inputs.validate(testClass, underTest, report);
      this.sharedTimeline =
          timelines.validate(testClass, underTest, sharedInputs, testClassBase, report);
    }

    /**
     * One input per parameter of the scenario {@code owner}, whose base time is {@code base}; the
     * errors of its own inputs go to {@code report}.
     */
    List<InputModel> of(TypeElement owner, long base, ValidationReport.Builder report) {
      if (context.lookup().has(owner, PipespecNames.GENERATE)) {
        // Its @Input and @Timeline are refused where @Generate is checked; its generators feed it.
        return generators.of(owner, underTest, base, report);
      }
      boolean shared = owner.equals(testClass);
      Map<String, InputValidator.Resolved> own =
          shared ? sharedInputs : inputs.validate(owner, underTest, report);
      Optional<TimelineValidator.Resolved> ownTimeline =
          shared ? sharedTimeline : timelines.validate(owner, underTest, own, base, report);
      List<InputModel> models = new ArrayList<>();
      for (UnderTestValidator.Parameter parameter : underTest.parameters()) {
        InputValidator.Resolved input = own.get(parameter.name());
        Optional<TimelineValidator.Resolved> timeline =
            ownTimeline.filter(t -> t.parameter().equals(parameter.name()));
        if (input == null && timeline.isEmpty()) {
          input = sharedInputs.get(parameter.name());
          if (input == null) {
            timeline = sharedTimeline.filter(t -> t.parameter().equals(parameter.name()));
          }
        }
        if (timeline.isPresent() && timeline.get().file().isPresent()) {
          models.add(
              new InputModel.LiteralFile(
                  parameter.name(),
                  JavaTypes.classRef(timeline.get().owner()),
                  JavaTypes.of(parameter.elementType()),
                  timeline.get().file().get()));
        } else if (timeline.isPresent()) {
          models.add(
              new InputModel.Timeline(
                  parameter.name(),
                  JavaTypes.classRef(timeline.get().owner()),
                  JavaTypes.of(parameter.elementType()),
                  timeline.get().steps()));
        } else if (input != null) {
          models.add(
              new InputModel.Member(
                  parameter.name(),
                  JavaTypes.classRef(input.owner()),
                  input.member().getSimpleName().toString(),
                  input.member().getKind() == ElementKind.METHOD,
                  input.kind(),
                  JavaTypes.of(parameter.elementType())));
        } else if (!timelineClaims(owner, parameter.name())
            && !timelineClaims(testClass, parameter.name())) {
          // (A @Timeline with errors has been reported; "no input" would only add noise.)
          report.addError(
              ErrorTag.PipespecMissingInput,
              "Scenario "
                  + owner.getSimpleName()
                  + " has no input for parameter "
                  + parameter.name()
                  + " of "
                  + underTest.signature()
                  + ". Add an @Input static field or method named "
                  + parameter.name()
                  + " to "
                  + TestClassChecker.ownerOrShared(owner, testClass)
                  + ".",
              owner);
        }
      }
      return models;
    }

    /**
     * Whether {@code owner} has a {@code @Timeline}, valid or not, that feeds {@code parameter}.
     */
    private boolean timelineClaims(TypeElement owner, String parameter) {
      return context
          .lookup()
          .find(owner, PipespecNames.TIMELINE)
          .map(mirror -> context.lookup().stringValue(mirror, "input"))
          .map(
              input ->
                  input.equals(parameter)
                      || (input.isEmpty() && underTest.parameterNames().size() == 1))
          .orElse(false);
    }
  }
}
