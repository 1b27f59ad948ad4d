package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.build.AsWritten;
import io.pipespec.runtime.build.BatchedScenario;
import io.pipespec.runtime.build.JobCopies;
import io.pipespec.runtime.build.JobWiring;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.usercode.UserCode;
import io.pipespec.runtime.verdict.effects.EffectsObservation;
import io.pipespec.runtime.verdict.metrics.MetricsObservation;
import io.pipespec.runtime.verdict.shape.ShapeReading;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The outcome of one scenario run as an immutable value, one case per kind of scenario: {@link
 * PipelineResult}, {@link JobResult}, {@link FunctionResult}. Every kind has what every output
 * captured, how long the run took, how it ended and the metrics it reported; each case adds only
 * what its kind has (a job's wiring, a function's harness). Every expectation of the scenario is
 * judged against it by {@link #verify}, through one verify path whatever the kind.
 */
@API(status = INTERNAL)
public abstract sealed class ScenarioResult permits PipelineResult, JobResult, FunctionResult {

  /**
   * What a run of every kind has.
   *
   * @param timeout the scenario's timeout, which bounds the judging of each expectation too
   * @param snapshots where snapshot expectations find their files, and whether they may write them
   * @param failure how the run failed; empty when it ran to its end
   * @param metrics what the run reported; empty when it failed before reporting any
   * @param notes what the run has to tell besides its outputs (see {@link #notes()})
   * @param effects the calls its functions made to fake external systems
   */
  record Common(
      String runner,
      Duration wallTime,
      Duration timeout,
      SnapshotSettings snapshots,
      Map<String, CapturedOutput<?>> outputs,
      Optional<RunFailure> failure,
      Optional<MetricsObservation> metrics,
      Map<String, String> notes,
      EffectsObservation effects) {
    Common {
      requireNonNull(runner, "runner");
      requireNonNull(wallTime, "wallTime");
      requireNonNull(timeout, "timeout");
      requireNonNull(snapshots, "snapshots");
      outputs = Collections.unmodifiableMap(new LinkedHashMap<>(outputs));
      requireNonNull(failure, "failure");
      requireNonNull(metrics, "metrics");
      notes = Collections.unmodifiableMap(new LinkedHashMap<>(notes));
      requireNonNull(effects, "effects");
    }

    /** A run that ended with {@code failure} before it captured or reported anything. */
    static Common failed(
        String runner, Duration wallTime, RunSettings settings, RunFailure failure) {
      return new Common(
          runner,
          wallTime,
          settings.timeout(),
          settings.snapshots(),
          Map.of(),
          Optional.of(failure),
          Optional.empty(),
          Map.of(),
          EffectsObservation.unreadable("the run failed before it ended"));
    }

    /**
     * These parts with {@code outputs} in place of their own, whose snapshots are only verified.
     */
    Common withMetrics(Optional<MetricsObservation> metrics) {
      return new Common(
          runner, wallTime, timeout, snapshots, outputs, failure, metrics, notes, effects);
    }

    Common withOutputs(Map<String, CapturedOutput<?>> outputs) {
      return new Common(
          runner,
          wallTime,
          timeout,
          snapshots.verifyOnly(),
          outputs,
          failure,
          metrics,
          notes,
          effects);
    }
  }

  private final Common common;

  ScenarioResult(Common common) {
    this.common = requireNonNull(common, "common");
  }

  /**
   * The result of a pipeline or job {@code scenario} run in a pipeline, of the scenario's kind: a
   * job's has how the build wired it and what of it ran as written.
   *
   * @param job how a job's build wired it; empty for a pipeline and a job not built
   * @param asWritten what of a job ran as written; empty for a pipeline
   * @param shape the shape of the pipeline as it was built, when an expectation reads it
   */
  static ScenarioResult ofBuilt(
      ScenarioSpec scenario,
      Common common,
      Optional<JobWiring> job,
      List<AsWritten> asWritten,
      Optional<ShapeReading> shape) {
    return scenario.match(
        new ScenarioSpec.Cases<ScenarioResult>() {
          @Override
          public ScenarioResult pipeline(PipelineScenarioSpec pipeline) {
            return new PipelineResult(pipeline, common, shape);
          }

          @Override
          public ScenarioResult job(JobScenarioSpec scenario) {
            return new JobResult(scenario, common, job, asWritten, shape);
          }

          @Override
          public ScenarioResult function(FunctionScenarioSpec function) {
            throw new IllegalStateException(function + " runs on its harness, not in a pipeline");
          }
        });
  }

  /** The scenario that ran, for what messages say of it (its class, a job's captured writes). */
  public abstract ScenarioSpec spec();

  /**
   * The one place that tells the kinds of result apart: calls the case of {@code cases} for this
   * result's kind with the result itself.
   */
  public abstract <R> R match(Cases<R> cases);

  /**
   * What to do with a result of each kind; {@link #match} calls the one that applies.
   *
   * @param <R> what the match returns
   */
  public interface Cases<R> {
    R pipeline(PipelineResult result);

    R job(JobResult result);

    R function(FunctionResult result);
  }

  /**
   * This result with {@code outputs} in place of its own, everything else kept but that its
   * snapshots are only verified: the result of one member of a run that ran several (exploration),
   * its outputs picked out of all, which must never write a snapshot file.
   */
  public ScenarioResult withOutputs(Map<String, CapturedOutput<?>> outputs) {
    return with(common.withOutputs(outputs));
  }

  /** This result with {@code common} in place of its own, everything of its kind kept. */
  abstract ScenarioResult with(Common common);

  /**
   * The result of copy {@code index} of a run that built several copies of its scenario into one
   * pipeline ({@link BatchedScenario}): that copy's outputs, under their own names.
   */
  public ScenarioResult part(int index) {
    return withOutputs(outputsOf(index));
  }

  /**
   * The result of copy {@code index} of a run that built several copies of a job into one pipeline
   * ({@link JobCopies}): that copy's outputs, under their own names, and the metrics of its steps,
   * each step named as a run of the job alone names it.
   */
  public ScenarioResult copy(int index) {
    return with(
        common
            .withOutputs(outputsOf(index))
            .withMetrics(common.metrics().map(m -> m.within(JobCopies.step(index)))));
  }

  private Map<String, CapturedOutput<?>> outputsOf(int index) {
    Map<String, CapturedOutput<?>> outputs = new LinkedHashMap<>();
    String suffix = BatchedScenario.outputName("", index);
    capturedOutputs()
        .forEach(
            (name, output) -> {
              int mark = name.lastIndexOf(BatchedScenario.MARK);
              if (mark >= 0 && name.substring(mark).equals(suffix)) {
                String own = name.substring(0, mark);
                outputs.put(own, output.named(own));
              }
            });
    return outputs;
  }

  Common common() {
    return common;
  }

  /** The runner that ran the scenario; {@code StatefulFunctionHarness} for a function scenario. */
  public String runner() {
    return common.runner();
  }

  /** The wall time of the run. */
  public Duration wallTime() {
    return common.wallTime();
  }

  /**
   * The scenario's timeout ({@code pipespec.timeout}), which bounds every piece of user code the
   * scenario calls: the run, and the judging of each expectation ({@link UserCode}).
   */
  public Duration timeout() {
    return common.timeout();
  }

  /** The number of elements captured per output, in declaration order. */
  public Map<String, Long> capturedCounts() {
    return countsOf(common.outputs());
  }

  static Map<String, Long> countsOf(Map<String, CapturedOutput<?>> outputs) {
    Map<String, Long> counts = new LinkedHashMap<>();
    outputs.forEach((name, output) -> counts.put(name, (long) output.elements().size()));
    return Collections.unmodifiableMap(counts);
  }

  /** The user's exception (unwrapped from the runner's), or the timeout, when the run failed. */
  public Optional<Throwable> failure() {
    return common.failure().map(RunFailure::cause);
  }

  /**
   * Whether the run failed at construction: what runs (an input, the transform under test, the job)
   * could not be built, so nothing ran and no expectation was judged.
   */
  public boolean failedAtConstruction() {
    return common.failure().map(f -> f.phase() == RunFailure.Phase.CONSTRUCTION).orElse(false);
  }

  /**
   * Judges one expectation of this scenario. Returns normally when it holds; throws an {@link
   * AssertionError} (opentest4j {@code AssertionFailedError}) when it does not, or when the run
   * failed, with the failure as the cause. See {@link Verification} for the steps.
   *
   * @throws IllegalArgumentException when the expectation reads what this run does not have: an
   *     output of another name, or the harness of a function scenario after a pipeline run
   */
  public void verify(ExpectationSpec expectation) {
    new Verification(this).verify(expectation);
  }

  /**
   * Judges one expectation as {@link #verify} does, and returns the verdict instead of throwing it:
   * a failure, refusal or misuse (an output of another name) is returned with the error {@link
   * #verify} would throw.
   */
  public Judgement judge(ExpectationSpec expectation) {
    return Judgement.reach(() -> verify(expectation));
  }

  /** What every output captured, by name in declaration order, for tools that show the run. */
  public Map<String, CapturedOutput<?>> capturedOutputs() {
    return common.outputs();
  }

  /**
   * What the run has to tell besides its outputs, for the scenario's report entries: in a job test,
   * each read and write the test let run as written ({@code "pipespec.asWritten.ReadRef"}) and each
   * read from memory, which runs without leave ({@code "pipespec.inMemoryRead.Settings"}).
   */
  public Map<String, String> notes() {
    return common.notes();
  }

  /**
   * The metrics the run reported; empty when it reported none (it failed before them, or its runner
   * gives none).
   */
  public Optional<MetricsObservation> metrics() {
    return common.metrics();
  }

  /** The calls the run's functions made to fake external systems. */
  public EffectsObservation effects() {
    return common.effects();
  }

  /** The scenario's name, as messages name it. */
  String scenario() {
    return spec().name();
  }

  /** What the scenario runs, as messages say it: "pipeline", "job", "function". */
  String noun() {
    return spec().noun();
  }

  /**
   * What a failure of this scenario adds to its message; empty but for a job with reads or writes
   * that ran as written ({@link JobResult#asWrittenNote}).
   */
  String asWrittenNote(boolean runFailed) {
    return "";
  }

  Map<String, CapturedOutput<?>> outputs() {
    return common.outputs();
  }

  SnapshotSettings snapshots() {
    return common.snapshots();
  }

  Optional<RunFailure> runFailure() {
    return common.failure();
  }
}
