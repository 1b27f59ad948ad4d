package io.pipespec.spark;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spi.CaptureMode;
import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.spi.ScenarioTraits;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.apache.beam.runners.spark.SparkRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.PipelineRunner;
import org.apiguardian.api.API;

/**
 * Beam's SparkRunner (Spark 3): each scenario runs in local mode in the test JVM, captured in
 * files, cancelled through {@code PipelineResult.cancel()}, never by interrupting Spark's threads.
 *
 * <p>Faithful option: {@code --sparkMaster=local[1]}, one executor thread (Spark's default for the
 * runner is {@code local[4]}). Refused: every scenario with a {@code @Timeline} or {@code
 * TestStream} input, since Beam's SparkRunner translates no {@code TestStream}.
 */
@API(status = INTERNAL)
public final class SparkRunnerSupport implements RunnerSupport {

  @Override
  public boolean supports(Class<? extends PipelineRunner<?>> runner) {
    return SparkRunner.class.isAssignableFrom(runner);
  }

  /**
   * This support, once Spark's INFO lines are quieted where the user did not configure logging
   * ({@link QuietSparkLogs}: a setting of the JVM's logging, not of the execution).
   */
  @Override
  public RunnerSupport configured(Function<String, Optional<String>> parameters) {
    QuietSparkLogs.apply();
    return this;
  }

  @Override
  public List<String> faithfulOptions(ScenarioTraits scenario) {
    return List.of("--sparkMaster=local[1]");
  }

  @Override
  public Optional<String> refusal(ScenarioTraits scenario) {
    if (!scenario.streaming()) {
      return Optional.empty();
    }
    return Optional.of(
        "SparkRunner cannot run a @Timeline or a TestStream: Beam's SparkRunner has no TestStream"
            + " translation, so event time and panes could not be scripted. Run this scenario on"
            + " the DirectRunner or FlinkRunner (@Runners or pipespec.runner).");
  }

  /**
   * Waits until the run ends or {@code timeout} passes: Spark's result may return from a timed wait
   * before the time is up, still running, which would read as a runner that gave up.
   */
  @Override
  public PipelineResult.State waitUntilFinish(PipelineResult result, Duration timeout)
      throws Exception {
    long deadline = System.nanoTime() + timeout.toNanos();
    PipelineResult.State state = result.getState();
    while (!state.isTerminal()) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        return state;
      }
      PipelineResult.State waited =
          result.waitUntilFinish(org.joda.time.Duration.millis(Math.max(1, left / 1_000_000)));
      state = waited == null ? result.getState() : waited;
    }
    return state;
  }

  /**
   * The flags Spark 3.5 needs of a test JVM on JDK 17 and later, as {@code spark/pom.xml} gives
   * them to Surefire and docs/runners.md shows them ({@code SparkRunnerSupportTest} keeps the three
   * alike).
   */
  static final String JVM_FLAGS =
      "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED"
          + " --add-opens=java.base/java.lang=ALL-UNNAMED"
          + " --add-opens=java.base/java.lang.invoke=ALL-UNNAMED"
          + " --add-opens=java.base/java.util=ALL-UNNAMED"
          + " --add-opens=java.base/sun.util.calendar=ALL-UNNAMED";

  /** How deep the causes of a failure are searched; a cause may point back at its own chain. */
  private static final int CAUSES = 20;

  /**
   * Spark reaching into a JDK package that the test JVM does not open to it (a cause that says
   * "module java.base does not export sun.nio.ch", or "does not opens"): the flags that open them,
   * and where to put them.
   */
  @Override
  public Optional<String> failureAdvice(Throwable failure, Pipeline pipeline) {
    Throwable cause = failure;
    for (int depth = 0; cause != null && depth < CAUSES; depth++, cause = cause.getCause()) {
      // The first run gets the IllegalAccessError or InaccessibleObjectException; later runs in the
      // JVM get "NoClassDefFoundError: Could not initialize class", caused by an
      // ExceptionInInitializerError whose message quotes the first.
      if (String.valueOf(cause.getMessage()).contains("module java.base does not")) {
        return Optional.of(
            "SparkRunner: Spark reaches into JDK packages that this test JVM does not open to it."
                + " Give the test JVM these flags, in Maven as Surefire's <argLine> (docs/runners.md,"
                + " \"Spark: batch scenarios only\"): "
                + JVM_FLAGS);
      }
    }
    return Optional.empty();
  }

  @Override
  public CaptureMode captureMode() {
    return CaptureMode.FILES;
  }

  @Override
  public boolean mayInterruptRunThreads() {
    return false;
  }
}
