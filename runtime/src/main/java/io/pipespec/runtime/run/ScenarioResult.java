package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.build.AsWritten;
import io.pipespec.runtime.build.JobWiring;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioKind;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.usercode.UserCode;
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
 * The outcome of one scenario run, of any kind, as an immutable value: what every output captured,
 * how long the run took, how it ended, the metrics it reported and, for a function scenario whose
 * harness can still be read, that harness. Every expectation of the scenario is judged against it
 * by {@link #verify}, through one verify path whatever the kind.
 */
@API(status = INTERNAL)
public final class ScenarioResult {

  /**
   * What only a function run has: the closed harness, which state and timer expectations read
   * (empty when a step that did not stop still owns it), and what each step did when the settings
   * asked for a trace. {@link #NONE} for the runs of other kinds.
   */
  record FunctionRun(
      Optional<StatefulFunctionHarness<?, ?, ?>> harness, Optional<FunctionTrace> trace) {
    static final FunctionRun NONE = new FunctionRun(Optional.empty(), Optional.empty());

    FunctionRun {
      requireNonNull(harness, "harness");
      requireNonNull(trace, "trace");
    }
  }

  private final ScenarioSpec scenario;
  private final String runner;
  private final Duration wallTime;
  private final Duration timeout;
  private final SnapshotSettings snapshots;
  private final Map<String, CapturedOutput<?>> outputs;
  private final Optional<RunFailure> failure;
  private final Optional<MetricsObservation> metrics;
  private final Map<String, String> notes;
  private final Optional<JobWiring> job;
  private final List<AsWritten> asWritten;
  private final FunctionRun function;
  private final Optional<ShapeReading> shape;

  /**
   * @param timeout the scenario's timeout, which bounds the judging of each expectation too
   * @param snapshots where snapshot expectations find their files, and whether they may write them
   * @param metrics what the run reported; empty when it failed before reporting any
   * @param notes what the run has to tell besides its outputs (see {@link #notes()})
   * @param job how a job scenario's build wired the job to the test; empty for other kinds and when
   *     the build did not finish
   * @param asWritten what of a job ran as written (see {@link #asWritten()})
   * @param function what a function run has besides its outputs; {@link FunctionRun#NONE} for the
   *     runs of other kinds
   */
  ScenarioResult(
      ScenarioSpec scenario,
      String runner,
      Duration wallTime,
      Duration timeout,
      SnapshotSettings snapshots,
      Map<String, CapturedOutput<?>> outputs,
      Optional<RunFailure> failure,
      Optional<MetricsObservation> metrics,
      Map<String, String> notes,
      Optional<JobWiring> job,
      List<AsWritten> asWritten,
      FunctionRun function) {
    this.scenario = requireNonNull(scenario, "scenario");
    this.runner = requireNonNull(runner, "runner");
    this.wallTime = requireNonNull(wallTime, "wallTime");
    this.timeout = requireNonNull(timeout, "timeout");
    this.snapshots = requireNonNull(snapshots, "snapshots");
    this.outputs = Collections.unmodifiableMap(new LinkedHashMap<>(outputs));
    this.failure = requireNonNull(failure, "failure");
    this.metrics = requireNonNull(metrics, "metrics");
    this.notes = Collections.unmodifiableMap(new LinkedHashMap<>(notes));
    this.job = requireNonNull(job, "job");
    this.asWritten = List.copyOf(asWritten);
    this.function = requireNonNull(function, "function");
    this.shape = Optional.empty();
  }

  /** {@code result} with the shape its pipeline had when it was built. */
  private ScenarioResult(
      ScenarioResult result,
      SnapshotSettings snapshots,
      Map<String, CapturedOutput<?>> outputs,
      Optional<ShapeReading> shape) {
    this.scenario = result.scenario;
    this.runner = result.runner;
    this.wallTime = result.wallTime;
    this.timeout = result.timeout;
    this.snapshots = requireNonNull(snapshots, "snapshots");
    this.outputs = Collections.unmodifiableMap(new LinkedHashMap<>(outputs));
    this.failure = result.failure;
    this.metrics = result.metrics;
    this.notes = result.notes;
    this.job = result.job;
    this.asWritten = result.asWritten;
    this.function = result.function;
    this.shape = requireNonNull(shape, "shape");
  }

  /**
   * This result with the shape of its pipeline as read when it was built, before Pipespec attached
   * its capture steps and the runner replaced anything; what {@code @ExpectShape} judges.
   */
  ScenarioResult withShape(ShapeReading shape) {
    return new ScenarioResult(this, snapshots, outputs, Optional.of(shape));
  }

  /**
   * The shape of the pipeline as it was built; empty for a function run or a pipeline not built.
   */
  public Optional<ShapeReading> shape() {
    return shape;
  }

  /** The runner that ran the scenario; {@code StatefulFunctionHarness} for a function scenario. */
  public String runner() {
    return runner;
  }

  /** The wall time of the run. */
  public Duration wallTime() {
    return wallTime;
  }

  /**
   * The scenario's timeout ({@code pipespec.timeout}), which bounds every piece of user code the
   * scenario calls: the run, and the judging of each expectation ({@link UserCode}).
   */
  public Duration timeout() {
    return timeout;
  }

  /** The number of elements captured per output, in declaration order. */
  public Map<String, Long> capturedCounts() {
    return countsOf(outputs);
  }

  static Map<String, Long> countsOf(Map<String, CapturedOutput<?>> outputs) {
    Map<String, Long> counts = new LinkedHashMap<>();
    outputs.forEach((name, output) -> counts.put(name, (long) output.elements().size()));
    return Collections.unmodifiableMap(counts);
  }

  /** The user's exception (unwrapped from the runner's), or the timeout, when the run failed. */
  public Optional<Throwable> failure() {
    return failure.map(RunFailure::cause);
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

  /**
   * This result with {@code outputs} in place of its own, everything else kept but that its
   * snapshots are only verified: the result of one member of a run that ran several (exploration),
   * its outputs picked out of all, which must never write a snapshot file.
   */
  public ScenarioResult withOutputs(Map<String, CapturedOutput<?>> outputs) {
    return new ScenarioResult(this, snapshots.verifyOnly(), outputs, shape);
  }

  /** What every output captured, by name in declaration order, for tools that show the run. */
  public Map<String, CapturedOutput<?>> capturedOutputs() {
    return outputs;
  }

  /**
   * What each step of a function run did, when the run settings asked for it ({@link
   * RunSettings#functionTrace}); empty otherwise and for pipeline runs.
   */
  public Optional<FunctionTrace> functionTrace() {
    return function.trace();
  }

  /** The closed harness of a function run, when it can be read. */
  public Optional<StatefulFunctionHarness<?, ?, ?>> functionHarness() {
    return function.harness();
  }

  /**
   * What the run has to tell besides its outputs, for the scenario's report entries: in a job test,
   * each read and write the test let run as written ({@code "pipespec.asWritten.ReadRef"}) and each
   * read from memory, which runs without leave ({@code "pipespec.inMemoryRead.Settings"}).
   */
  public Map<String, String> notes() {
    return notes;
  }

  /**
   * How a job scenario's build wired the job to the test (replaced reads, captured writes,
   * options); empty for the other kinds, and when the job was not built.
   */
  public Optional<JobWiring> job() {
    return job;
  }

  /**
   * The reads and writes of a job that the test let run as written ({@code @RunsAsWritten}), in the
   * graph's order: they touched what they touch outside the test. Empty for other kinds, and for a
   * job scenario that failed before it was built.
   */
  public List<AsWritten> asWritten() {
    return asWritten;
  }

  /**
   * What a failure of this scenario adds: a line per read or write that ran as written and, when
   * the run itself failed or timed out, how to replace the reads, which may be why; empty when
   * nothing ran as written.
   */
  String asWrittenNote(boolean runFailed) {
    if (asWritten.isEmpty()) {
      return "";
    }
    StringBuilder note = new StringBuilder();
    for (AsWritten exit : asWritten) {
      note.append('\n').append(exit.ran());
    }
    List<String> reads =
        asWritten.stream()
            .filter(exit -> exit.role() == AsWritten.Role.READ)
            .map(AsWritten::transform)
            .toList();
    if (runFailed && !reads.isEmpty()) {
      note.append("\nA read that runs as written may be what failed or did not end (a missing")
          .append(" file, an unbounded source): replace it with ")
          .append(
              String.join(
                  " or ",
                  reads.stream().map(read -> "@Input(replaces = \"" + read + "\")").toList()))
          .append(", or a @Timeline(replaces = ..., type = ...).");
    }
    return note.toString();
  }

  /**
   * The metrics the run reported; empty when it reported none (it failed before them, or its runner
   * gives none).
   */
  public Optional<MetricsObservation> metrics() {
    return metrics;
  }

  /** The scenario's name, as messages name it. */
  String scenario() {
    return scenario.name();
  }

  /** The scenario that ran, for what messages say of it (its class, a job's captured writes). */
  ScenarioSpec spec() {
    return scenario;
  }

  ScenarioKind kind() {
    return scenario.kind();
  }

  Map<String, CapturedOutput<?>> outputs() {
    return outputs;
  }

  SnapshotSettings snapshots() {
    return snapshots;
  }

  Optional<RunFailure> runFailure() {
    return failure;
  }
}
