package io.pipespec.runtime.explore;

import io.pipespec.runtime.build.InputSources;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.values.PCollection;

/**
 * A scenario's family of runs: its explored inputs, the member as written, what else may be
 * perturbed, and how its members run. Made per kind of scenario, in one place ({@link #of}).
 */
final class Family {

  private final ScenarioSpec scenario;
  private final List<ExploredInput> inputs;
  private final Perturbations.Dimensions dimensions;
  private final MemberRuns runs;
  private final Member written;

  private Family(
      ScenarioSpec scenario,
      List<ExploredInput> inputs,
      Perturbations.Dimensions dimensions,
      MemberRuns runs) {
    this.scenario = scenario;
    this.inputs = List.copyOf(inputs);
    this.dimensions = dimensions;
    this.runs = runs;
    List<List<Arrangement>> arrangements = new ArrayList<>();
    inputs.forEach(input -> arrangements.add(input.written()));
    this.written = Member.written(arrangements);
  }

  /** The family of {@code scenario}, run with {@code run}; reads its inputs (user code). */
  static Family of(ScenarioSpec scenario, RunSettings run) {
    return scenario.match(
        new ScenarioSpec.Cases<>() {
          @Override
          public Family pipeline(PipelineScenarioSpec pipeline) {
            Pipeline scratch = Pipeline.create();
            List<ExploredInput> inputs = new ArrayList<>();
            List<InputHistory<?>> histories = new ArrayList<>();
            for (InputSpec<?> input : pipeline.transformInputs()) {
              InputHistory<?> history =
                  InputHistory.of("input '" + input.name() + "'", input, scratch);
              histories.add(history);
              inputs.add(ExploredInput.of(history, Optional.of(input.name()), Optional.empty()));
            }
            boolean readsMetrics =
                pipeline.expectations().stream()
                    .anyMatch(e -> e.target() instanceof ExpectationSpec.Target.Metrics);
            return new Family(
                pipeline,
                inputs,
                new Perturbations.Dimensions(false, hasCombiners(pipeline)),
                new PipelineMemberRuns(
                    pipeline, run, histories, readsMetrics ? 1 : Explorer.BATCH));
          }

          @Override
          public Family job(JobScenarioSpec job) {
            Pipeline scratch = Pipeline.create();
            List<ExploredInput> inputs = new ArrayList<>();
            List<InputHistory<?>> histories = new ArrayList<>();
            for (JobScenarioSpec.Replacement replacement : job.replacements()) {
              InputHistory<?> history =
                  InputHistory.of(
                      "input replacing '" + replacement.transform() + "'",
                      replacement.input(),
                      scratch);
              histories.add(history);
              String type =
                  history
                      .coder()
                      .getEncodedTypeDescriptor()
                      .getRawType()
                      .getName()
                      .replace('$', '.');
              inputs.add(
                  ExploredInput.of(
                      history,
                      Optional.empty(),
                      Optional.of(new ExploredInput.Replaced(replacement.transform(), type))));
            }
            return new Family(
                job,
                inputs,
                new Perturbations.Dimensions(false, false),
                new JobMemberRuns(job, run, histories));
          }

          @Override
          public Family function(FunctionScenarioSpec function) {
            Optional<String> noFreshInstances = noFreshInstances(function);
            return new Family(
                function,
                List.of(ExploredInput.of(function.timeline())),
                new Perturbations.Dimensions(noFreshInstances.isEmpty(), false),
                new FunctionMemberRuns(function, run, noFreshInstances));
          }
        });
  }

  /**
   * Why each bundle of {@code function}'s runs cannot get a fresh instance of the function, if it
   * cannot: its harness runs the given instance itself ({@code withoutCopyingFn()}).
   */
  private static Optional<String> noFreshInstances(FunctionScenarioSpec function) {
    try {
      function.timeline().newHarness().withFreshInstancePerBundle();
      return Optional.empty();
    } catch (IllegalStateException e) {
      return Optional.of("DoFn instances: " + e.getMessage());
    }
  }

  /** Whether the transform under test holds a combiner that exploration can cut. */
  private static boolean hasCombiners(PipelineScenarioSpec pipeline) {
    Pipeline scratch = Pipeline.create();
    Map<String, PCollection<?>> inputs = new LinkedHashMap<>();
    for (InputSpec<?> input : pipeline.transformInputs()) {
      inputs.put(input.name(), scratch.apply(input.name(), InputSources.newSource(input)));
    }
    pipeline.transform().apply(new Inputs(inputs));
    return CombinerCuts.hasCombiners(scratch);
  }

  Member written() {
    return written;
  }

  Perturbations.Dimensions dimensions() {
    return dimensions;
  }

  MemberRuns runs() {
    return runs;
  }

  /**
   * What {@code member}, which fails {@code expectation} in {@code failed}, is reported as; with a
   * {@code variation} of the verdicts of its runs, as a nondeterministic transform, which no pasted
   * scenario replays; with an element that a {@code @Timeline} cannot write, with its arrival
   * instead of a scenario to paste.
   */
  Finding finding(
      ExpectationSpec expectation,
      Member member,
      Finding.Cause cause,
      ScenarioResult failed,
      int membersBeforeFinding,
      Optional<String> variation) {
    Differences differences = new Differences(inputs, written);
    Throwable failure =
        failed
            .judge(expectation)
            .failure()
            .orElseGet(() -> new AssertionError(expectation.methodName() + " failed"));
    Optional<Finding.Unpastable> unpastable =
        variation.isPresent()
            ? Optional.empty()
            : PastedScenario.unpastable(inputs, member)
                .map(why -> new Finding.Unpastable(why, PastedScenario.arrival(inputs, member)));
    return new Finding(
        expectation.methodName(),
        cause,
        member,
        differences.of(member),
        differences.lanes(member),
        variation.isPresent() || unpastable.isPresent()
            ? ""
            : PastedScenario.of(scenario.name() + "Explored", inputs, member, expectation),
        scenario.kind().runsOnARunner() ? "the DirectRunner" : "the function harness",
        failure,
        membersBeforeFinding,
        variation,
        unpastable);
  }
}
