package io.pipespec.benchmarks;

import io.pipespec.flink.cluster.LocalFlinkCluster;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * {@code flink-cluster-startup}: the milliseconds from nothing to a first verified scenario on the
 * {@code local} Flink cluster: starting its JobManager and TaskManager JVMs until a TaskManager is
 * registered, then running one trivial scenario on it (submitting the job with its staged classes,
 * capturing in the TaskManager, judging here). Reported, with no target and no baseline, as {@code
 * BENCH flink-cluster-startup <ms>}, and the two parts on an {@code INFO} line.
 *
 * <p>A main of its own, not a case of {@link Bench}: it needs the Flink runner's class path, which
 * the DirectRunner cases do without.
 */
public final class FlinkClusterStartup {

  static final String NAME = "flink-cluster-startup";

  private FlinkClusterStartup() {}

  public static void main(String[] args) {
    long start = System.nanoTime();
    long started;
    try (LocalFlinkCluster cluster = LocalFlinkCluster.start()) {
      started = System.nanoTime();
      runAndVerify(trivialScenario(), settings(cluster));
    }
    long done = System.nanoTime();
    System.out.printf(Locale.ROOT, "BENCH %s %d%n", NAME, millis(done - start));
    System.out.printf(
        Locale.ROOT,
        "INFO %s start_ms=%d first_scenario_ms=%d%n",
        NAME,
        millis(started - start),
        millis(done - started));
    System.out.flush();
    // Beam's Flink client may leave threads behind; the figure is printed, so end here.
    System.exit(0);
  }

  private static long millis(long nanos) {
    return nanos / 1_000_000;
  }

  /** The FlinkRunner on {@code cluster}, as {@code pipespec.flink.cluster=local} configures it. */
  static RunSettings settings(LocalFlinkCluster cluster) {
    return new RunSettings(
        "FlinkRunner",
        List.of(
            "--flinkMaster=" + cluster.restAddress(),
            "--filesToStage=" + String.join(",", cluster.filesToStage()),
            "--tempLocation=" + cluster.sharedDirectory(),
            "--parallelism=1"),
        Duration.ofMinutes(5));
  }

  static PCollection<String> shout(PCollection<String> words) {
    return words.apply(
        MapElements.into(TypeDescriptors.strings()).via(word -> word.toUpperCase(Locale.ROOT)));
  }

  private static ScenarioSpec trivialScenario() {
    return ScenarioSpec.builder("Shout", FlinkClusterStartup.class)
        .input(
            InputSpec.ofValues(
                "words",
                "FlinkClusterStartup.words",
                () -> List.of("one", "two", "three"),
                TypeDescriptor.of(String.class)))
        .transform(inputs -> Outputs.single("shouted", shout(inputs.get("words"))))
        .expectation(
            ExpectationSpec.of(
                FlinkClusterStartup.class,
                "everyWordShouted",
                Target.output(
                    "shouted", Expectations.containsInAnyOrder(List.of("ONE", "TWO", "THREE")))))
        .build();
  }

  /** Runs and verifies as the engine does; a failed expectation fails the benchmark. */
  private static void runAndVerify(ScenarioSpec scenario, RunSettings settings) {
    ScenarioResult result = ScenarioRunner.run(scenario, settings);
    for (ExpectationSpec expectation : scenario.expectations()) {
      result.verify(expectation);
    }
  }
}
