package io.pipespec.runtime.spi;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;

/**
 * What Pipespec knows of one Beam runner: the options it sets for faithful event-time tests, what
 * the runner cannot honour and must be refused, where the capture is kept, and how a run is waited
 * for and stopped. Found with {@link java.util.ServiceLoader} (a {@code
 * META-INF/services/io.pipespec.runtime.spi.RunnerSupport} file): the runtime brings the
 * DirectRunner's, {@code pipespec-flink} the FlinkRunner's. A runner without one runs with Beam's
 * defaults, captured in files, and is never interrupted.
 *
 * <p>The instance {@code ServiceLoader} makes is asked for its {@link #configured} support once per
 * engine execution (and once per {@code RunSettings} made outside an engine); that support serves
 * every run of the execution and is {@linkplain #close() closed} when the execution ends. Keep a
 * runner's configuration and the resources it starts (a cluster) in that instance, never in
 * statics, so that two executions in one JVM do not see each other's.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public interface RunnerSupport extends AutoCloseable {

  /** Whether this is the support of {@code runner}. */
  boolean supports(Class<? extends PipelineRunner<?>> runner);

  /**
   * The options Pipespec sets on this runner for {@code scenario}, each as {@code --name=value}, so
   * that event time behaves as the runner's model says rather than as its throughput settings make
   * it (bundles that run ahead of watermarks, parallel instances that reorder elements). An option
   * the user sets in {@code pipespec.pipelineOptions} replaces the one of the same name, and {@link
   * RunnerDefaults#PRODUCTION} drops them all.
   */
  default List<String> faithfulOptions(ScenarioTraits scenario) {
    return List.of();
  }

  /**
   * What a job with this runner's own settings can show that the {@linkplain #faithfulOptions
   * faithful options} prevent, as the end of the sentence "a production job can show this: ...";
   * empty when nothing is known. With {@link RunnerDefaults#BOTH}, a runner that says something
   * here runs each scenario both ways and a verdict that differs is named; on another runner {@code
   * BOTH} is one faithful run.
   */
  default Optional<String> productionRisks() {
    return Optional.empty();
  }

  /**
   * The options Pipespec needs to run and stop a scenario safely, whatever the user asks (for
   * example a detached submission that can be cancelled); the user's options of the same name still
   * win.
   */
  default List<String> requiredOptions(ScenarioTraits scenario) {
    return List.of();
  }

  /**
   * The support of this runner for one engine execution, configured by its own parameters (such as
   * {@code pipespec.flink.cluster}) read from {@code parameters}, the engine's configuration
   * parameters. Called once on a fresh instance; the one returned (this instance by default, for a
   * support without parameters) serves every run of the execution, and is closed when it ends.
   *
   * @throws IllegalArgumentException when a parameter's value is not valid; the message names the
   *     key, the value and the accepted forms
   */
  default RunnerSupport configured(Function<String, Optional<String>> parameters) {
    return this;
  }

  /**
   * Releases what this support started for its execution (a local cluster); called once, when the
   * engine execution that {@linkplain #configured configured} it ends. Nothing by default.
   */
  @Override
  default void close() {}

  /**
   * Called with the parsed options, before the pipeline is built; a restart scenario's options name
   * its restart directory already ({@code RestartOptions}).
   */
  default void prepare(PipelineOptions options) {}

  /**
   * Why this runner cannot honour {@code scenario}, read from its declaration (the engine asks at
   * discovery): a message that names the runner and the feature; empty when it can.
   */
  default Optional<String> refusal(ScenarioTraits scenario) {
    return Optional.empty();
  }

  /**
   * How this runner records and restores the savepoints of take-over scenarios; empty where it
   * cannot restore state, and such a scenario is refused ({@code RunnerSupportLookup.refusal}).
   */
  default Optional<Savepoints> savepoints() {
    return Optional.empty();
  }

  /**
   * Whether this runner restarts a failed streaming job from its latest completed checkpoint, so
   * that a timeline's {@code "fail and restart"} step can run on it: its options for such a
   * scenario ({@link #requiredOptions}) turn checkpoints and one restart on, and its capture keeps
   * every attempt of a task. A runner that does not is refused such a scenario ({@code
   * RunnerSupportLookup.refusal}).
   */
  default boolean restartsFromCheckpoints() {
    return false;
  }

  /**
   * Whether a timeline's retry step ({@code "fail and retry"}) is replayed on this runner: Pipespec
   * puts the failed attempt in front of the {@code DoFn}s that read the input, which needs the
   * bundles the timeline writes to be the bundles the runner delivers (the DirectRunner's). A
   * runner that does not is refused such a scenario ({@code RunnerSupportLookup.refusal}).
   */
  default boolean replaysRetries() {
    return false;
  }

  /**
   * Why this runner cannot honour the built {@code pipeline}: what only code shows, such as a
   * {@code TestStream} made in code. Asked before the run; empty when it can.
   */
  default Optional<String> refusal(Pipeline pipeline) {
    return Optional.empty();
  }

  /**
   * Whether the pipeline runs on a cluster, outside the test JVM: {@code pipespec.judge=auto} then
   * judges on the runner every output it can judge whole, whatever its size.
   */
  default boolean onCluster() {
    return false;
  }

  /** Where {@link CaptureMode#AUTO} keeps the capture on this runner. */
  default CaptureMode captureMode() {
    return CaptureMode.FILES;
  }

  /**
   * Whether the threads of a cancelled run may be interrupted: only when every one of them is a
   * thread Pipespec started or the runner started for this run alone (the DirectRunner's). A
   * runner's own threads (Flink's actors, whose fatal-error handler exits the JVM) are stopped
   * through {@link PipelineResult#cancel()} only.
   */
  default boolean mayInterruptRunThreads() {
    return false;
  }

  /**
   * What this runner can add to a failed run that its own exception does not say: which flags the
   * test JVM lacks (Spark's), which of the pipeline's functions a vague failure of its own may come
   * from (the DirectRunner's failed shutdown). Pipespec adds the advice to the failure's message,
   * on a line under the exception; the scenario still fails. Empty, the default, for a failure
   * whose exception says it all.
   *
   * @param failure what failed the run, unwrapped to the exception the runner or the user threw
   * @param pipeline the pipeline that ran
   */
  default Optional<String> failureAdvice(Throwable failure, Pipeline pipeline) {
    return Optional.empty();
  }

  /**
   * Waits up to {@code timeout} for {@code result} to end and returns its state (not terminal when
   * the time ran out); throws what failed the run, which Pipespec unwraps to the user's exception.
   */
  default PipelineResult.State waitUntilFinish(PipelineResult result, Duration timeout)
      throws Exception {
    return result.waitUntilFinish(org.joda.time.Duration.millis(Math.max(1, timeout.toMillis())));
  }
}
