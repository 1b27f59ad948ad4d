package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;

/**
 * A scenario's family of runs: its explored inputs, the member as written, what else may be
 * perturbed, and how its members run. Made per kind of scenario, in one place ({@link #of}).
 */
final class Family {

  private final ScenarioSpec scenario;
  private final List<ExploredInput> inputs;
  private final List<Perturbation<?>> dimensions;
  private final List<String> limits;
  private final MemberRuns runs;
  private final Member written;

  private Family(
      ScenarioSpec scenario,
      List<ExploredInput> inputs,
      Availabilities availabilities,
      MemberRuns runs) {
    this.scenario = scenario;
    this.inputs = List.copyOf(inputs);
    this.dimensions = availabilities.available();
    this.limits = availabilities.limits();
    this.runs = runs;
    List<List<Arrangement>> arrangements = new ArrayList<>();
    inputs.forEach(input -> arrangements.add(input.written()));
    this.written = Member.written(arrangements);
  }

  /**
   * {@code run} with the DirectRunner's workers at one ({@code --targetParallelism=1}) unless its
   * options set them, for a pipeline's members. A member's bundles then run one at a time in the
   * order of its arrangement, as its order says they arrive, where the runner's default workers
   * (one per core, at least 3) took them up at once in any order. It is also cheaper: the runner's
   * driver hands out work between its workers' bundles instead of looping beside them, and members
   * run side by side for the other cores ({@link SideBySide}). On another runner, {@code run}.
   */
  static RunSettings oneWorker(RunSettings run) {
    return run.onTheDirectRunner()
        ? run.withOptionUnlessSet("--" + TARGET_PARALLELISM + "=1")
        : run;
  }

  /** The DirectRunner's option of how many workers it runs. */
  static final String TARGET_PARALLELISM = "targetParallelism";

  /** The family of {@code scenario}, run with {@code run}; reads its inputs (user code). */
  static Family of(ScenarioSpec scenario, RunSettings run) {
    return of(
        scenario,
        run,
        scenario instanceof FunctionScenarioSpec ? Dimensions.FUNCTION : Dimensions.STANDARD);
  }

  /**
   * The family of {@code scenario} along the dimensions of {@code all} it can vary along, run with
   * {@code run}; reads its inputs (user code).
   */
  static Family of(ScenarioSpec scenario, RunSettings run, List<Perturbation<?>> all) {
    Availabilities availabilities = Availabilities.of(all, scenario);
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
            // Metrics and effects are the whole run's: one member per run, or they would mix.
            boolean readsMetrics =
                pipeline.expectations().stream()
                    .anyMatch(
                        e ->
                            e.target() instanceof ExpectationSpec.Target.Metrics
                                || e.target() instanceof ExpectationSpec.Target.Effects);
            return new Family(
                pipeline,
                inputs,
                availabilities,
                new PipelineMemberRuns(
                    pipeline,
                    oneWorker(run),
                    histories,
                    availabilities.available(),
                    readsMetrics ? 1 : Explorer.BATCH));
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
                availabilities,
                new JobMemberRuns(job, run, histories, availabilities.available()));
          }

          @Override
          public Family function(FunctionScenarioSpec function) {
            return new Family(
                function,
                List.of(ExploredInput.of(function.timeline())),
                availabilities,
                new FunctionMemberRuns(function, run, availabilities.available()));
          }
        });
  }

  /** Which of a registry's dimensions a family can vary along, and why not the others. */
  private record Availabilities(List<Perturbation<?>> available, List<String> limits) {
    static Availabilities of(List<Perturbation<?>> all, ScenarioSpec scenario) {
      List<Perturbation<?>> available = new ArrayList<>();
      List<String> limits = new ArrayList<>();
      for (Perturbation<?> dimension : all) {
        // Asked once: a function's availability makes a harness, which runs user code.
        Perturbation.Availability availability = dimension.availability(scenario);
        if (availability instanceof Perturbation.Availability.Available) {
          available.add(dimension);
        } else if (availability instanceof Perturbation.Availability.Unavailable unavailable) {
          limits.add(dimension.name() + ": " + unavailable.reason());
        }
        if (availability instanceof Perturbation.Availability.Available) {
          for (ExpectationSpec expectation : scenario.expectations()) {
            dimension
                .notJudged(expectation)
                .ifPresent(
                    reason ->
                        limits.add(
                            dimension.name()
                                + ": "
                                + expectation.methodName()
                                + " is not judged on the members that vary it: "
                                + reason));
          }
        }
      }
      return new Availabilities(List.copyOf(available), List.copyOf(limits));
    }
  }

  Member written() {
    return written;
  }

  /** The explored inputs, in the scenario's order. */
  List<ExploredInput> inputs() {
    return inputs;
  }

  /**
   * Whether {@code member} judges {@code expectation}: not when one of the {@code dimensions} it
   * varies changes what the expectation reads by Beam's own definition ({@link
   * Perturbation#notJudged}).
   */
  static boolean judges(
      List<Perturbation<?>> dimensions, Member member, ExpectationSpec expectation) {
    for (Perturbation<?> dimension : dimensions) {
      if (!member.value(dimension).equals(dimension.asWritten())
          && dimension.notJudged(expectation).isPresent()) {
        return false;
      }
    }
    return true;
  }

  /** The dimensions this family varies along besides arrival orders and bundles. */
  List<Perturbation<?>> dimensions() {
    return dimensions;
  }

  /** Why this family does not vary along some dimensions, one line each, for the summary. */
  List<String> limits() {
    return limits;
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
    Differences differences = new Differences(inputs, written, dimensions);
    Throwable failure =
        failed
            .judge(expectation)
            .failure()
            .orElseGet(() -> new AssertionError(expectation.methodName() + " failed"));
    Optional<Finding.Unpastable> unpastable =
        variation.isPresent()
            ? Optional.empty()
            : PastedScenario.unpastable(inputs, member)
                .or(() -> unwritable(member))
                .map(why -> new Finding.Unpastable(why, PastedScenario.arrival(inputs, member)));
    return new Finding(
        expectation.methodName(),
        cause,
        member,
        differences.of(member),
        differences.lanes(member),
        variation.isPresent() || unpastable.isPresent()
            ? ""
            : PastedScenario.of(
                scenario.name() + "Explored", inputs, member, expectation, inserted(member)),
        PastedScenario.pasteInto(expectation.declaringClass()),
        scenario.runsOnARunner() ? "the DirectRunner" : "the function harness",
        failure,
        membersBeforeFinding,
        variation,
        unpastable,
        failed.capturedOutputs());
  }

  /** Why no {@code @Scenario} can say what {@code member} does along some dimension, if so. */
  private Optional<String> unwritable(Member member) {
    for (Perturbation<?> dimension : dimensions) {
      if (pasted(member, dimension) instanceof Perturbation.Pasted.Unwritable unwritable) {
        return Optional.of(unwritable.reason());
      }
    }
    return Optional.empty();
  }

  /** The steps of their own that the dimensions write in {@code member}'s pasted timeline. */
  private List<Perturbation.Pasted.Step> inserted(Member member) {
    List<Perturbation.Pasted.Step> steps = new java.util.ArrayList<>();
    for (Perturbation<?> dimension : dimensions) {
      if (pasted(member, dimension) instanceof Perturbation.Pasted.Step step) {
        steps.add(step);
      }
    }
    return steps;
  }

  private <V> Perturbation.Pasted pasted(Member member, Perturbation<V> dimension) {
    return dimension.pasted(member.value(dimension), scenario);
  }
}
