package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.build.PipelineConstruction;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioThreads;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.apiguardian.api.API;

/**
 * Runs one scenario of any kind, once, with a timeout, into a {@link ScenarioResult} that every
 * expectation of the scenario is judged against.
 */
@API(status = INTERNAL)
public final class ScenarioRunner {

  /** How long the threads of a finished or cancelled run get to end. */
  static final Duration THREAD_GRACE = Duration.ofSeconds(10);

  private static final AtomicLong RUNS = new AtomicLong();

  private ScenarioRunner() {}

  /**
   * Runs {@code scenario} once with {@code settings}. Never throws for a failure of what runs: a
   * failed or timed-out run is recorded in the result, and every expectation verified against it
   * fails with the cause. Misconfiguration (an unknown runner, bad pipeline options) is recorded
   * too, with how to fix it.
   *
   * <p>A pipeline scenario runs on the configured runner ({@link PipelineScenarioRunner}); a
   * function scenario on its harness, whatever the runner ({@link FunctionScenarioRunner}). Both
   * run in threads of their own that a timeout cancels, never in the caller's.
   */
  public static ScenarioResult run(ScenarioSpec scenario, RunSettings settings) {
    requireNonNull(scenario, "scenario");
    requireNonNull(settings, "settings");
    return scenario.match(
        new ScenarioSpec.Cases<ScenarioResult>() {
          @Override
          public ScenarioResult pipeline(PipelineScenarioSpec pipeline) {
            return new PipelineScenarioRunner(pipeline, settings).run();
          }

          @Override
          public ScenarioResult job(JobScenarioSpec job) {
            return new PipelineScenarioRunner(job, settings).run();
          }

          @Override
          public ScenarioResult function(FunctionScenarioSpec function) {
            return FunctionScenarioRunner.run(function, settings);
          }
        });
  }

  /**
   * Runs the pipeline or job {@code scenario} once as {@code construction} builds it, instead of as
   * the scenario's own kind would: exploration builds several members of the scenario's family into
   * one pipeline this way. Everything else (options, capture, timeout) is as {@link #run}.
   */
  public static ScenarioResult run(
      ScenarioSpec scenario, RunSettings settings, PipelineConstruction construction) {
    requireNonNull(scenario, "scenario");
    requireNonNull(settings, "settings");
    requireNonNull(construction, "construction");
    return new PipelineScenarioRunner(scenario, construction, settings).run();
  }

  /**
   * Runs the function {@code scenario} once with its timeline delivered as {@code delivery} says
   * (the order, bundles and instances of a member of its family), instead of as written. Everything
   * else (harness, capture, timeout) is as {@link #run}.
   */
  public static FunctionResult run(
      FunctionScenarioSpec scenario,
      RunSettings settings,
      FunctionTimeline.Delivery<?, ?, ?> delivery) {
    requireNonNull(scenario, "scenario");
    requireNonNull(settings, "settings");
    requireNonNull(delivery, "delivery");
    return FunctionScenarioRunner.run(scenario, settings, delivery);
  }

  /** The threads of a new run of {@code scenario}, in a thread group of their own. */
  static ScenarioThreads threadsFor(ScenarioSpec scenario) {
    return new ScenarioThreads("pipespec-" + scenario.name() + "-" + RUNS.incrementAndGet());
  }
}
