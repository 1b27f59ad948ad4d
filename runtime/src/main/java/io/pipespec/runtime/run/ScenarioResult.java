package io.pipespec.runtime.run;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.metrics.MetricsObservation;
import io.pipespec.runtime.spec.ExpectationSpec;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The outcome of one scenario run, of any kind: what every output captured, how long the run took,
 * how it ended and, for a function scenario, the closed harness. Every expectation of the scenario
 * is judged against it by {@link #verify}, through one verify path whatever the kind.
 */
@API(status = INTERNAL)
public final class ScenarioResult {

  private final String scenario;
  private final String subject;
  private final String runner;
  private final Duration wallTime;
  private final Map<String, CapturedOutput<?>> outputs;
  private final Optional<RunFailure> failure;
  private final Optional<StatefulFunctionHarness<?, ?, ?>> harness;
  private Optional<FunctionTrace> functionTrace = Optional.empty();
  private Optional<MetricsObservation> metrics = Optional.empty();
  private Map<String, String> notes = Map.of();

  /**
   * @param subject what ran, for messages: "pipeline", "function"
   * @param harness the closed harness of a function run, when it can be read
   */
  ScenarioResult(
      String scenario,
      String subject,
      String runner,
      Duration wallTime,
      Map<String, CapturedOutput<?>> outputs,
      Optional<RunFailure> failure,
      Optional<StatefulFunctionHarness<?, ?, ?>> harness) {
    this.scenario = scenario;
    this.subject = subject;
    this.runner = runner;
    this.wallTime = wallTime;
    this.outputs = Collections.unmodifiableMap(new LinkedHashMap<>(outputs));
    this.failure = failure;
    this.harness = harness;
  }

  /** The runner that ran the scenario; {@code StatefulFunctionHarness} for a function scenario. */
  public String runner() {
    return runner;
  }

  /** The wall time of the run. */
  public Duration wallTime() {
    return wallTime;
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
    try {
      verify(expectation);
      return new Judgement.Passed();
    } catch (AssertionError | RuntimeException failure) {
      return Judgement.of(failure);
    }
  }

  /** What every output captured, by name in declaration order, for tools that show the run. */
  public Map<String, CapturedOutput<?>> capturedOutputs() {
    return outputs;
  }

  /**
   * What each step of a function run did, when the run settings asked for it ({@link
   * RunSettings#withFunctionTrace}); empty otherwise and for pipeline runs.
   */
  public Optional<FunctionTrace> functionTrace() {
    return functionTrace;
  }

  /** This result with {@code trace}; set once, by the runner, before the result is handed on. */
  ScenarioResult withFunctionTrace(Optional<FunctionTrace> trace) {
    this.functionTrace = trace;
    return this;
  }

  /** The closed harness of a function run, when it can be read. */
  public Optional<StatefulFunctionHarness<?, ?, ?>> functionHarness() {
    return harness;
  }

  /** With the metrics the run reported, for metric expectations. */
  ScenarioResult withMetrics(Optional<MetricsObservation> metrics) {
    this.metrics = metrics;
    return this;
  }

  /**
   * With what the run has to tell besides its outputs, such as reads a job test left as written.
   */
  ScenarioResult withNotes(Map<String, String> notes) {
    this.notes = Collections.unmodifiableMap(new LinkedHashMap<>(notes));
    return this;
  }

  /**
   * What the run has to tell besides its outputs, for the scenario's report entries: in a job test,
   * each read of the job that no input replaced ({@code "pipespec.unreplacedRead.ReadLines"}).
   */
  public Map<String, String> notes() {
    return notes;
  }

  /** The metrics the run reported; empty when it reported none (it failed before them). */
  Optional<MetricsObservation> metrics() {
    return metrics;
  }

  String scenario() {
    return scenario;
  }

  String subject() {
    return subject;
  }

  Map<String, CapturedOutput<?>> outputs() {
    return outputs;
  }

  Optional<RunFailure> runFailure() {
    return failure;
  }

  Optional<StatefulFunctionHarness<?, ?, ?>> harness() {
    return harness;
  }
}
