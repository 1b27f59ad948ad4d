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
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.io.BufferedWriter;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.io.GenerateSequence;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * {@code cluster-10m}: ten million {@code Long}s made on the local Flink cluster and judged there
 * ({@code pipespec.judge=runner}) with an {@code @ExpectSnapshot} of ten million lines and an
 * {@code @ExpectCount}, against the same job without Pipespec on the same cluster (the numbers
 * written with {@code TextIO}). Prints the BENCH line of the passing run and an INFO line with the
 * failing run (ten lines of the snapshot changed: ten missing, ten unexpected, checked) and the
 * test JVM's peak heap in each. Run with {@code -Xmx256m} by {@code benchmarks/run}.
 *
 * <p>A main of its own, as {@link FlinkClusterStartup}: it starts the cluster.
 */
public final class ClusterJudging {

  static final String NAME = "cluster-10m";

  private ClusterJudging() {}

  public static void main(String[] args) throws Exception {
    long size = Long.getLong("pipespec.bench.n", 10_000_000L);
    Path directory = Files.createTempDirectory("pipespec-cluster-10m-");
    writeSnapshot(directory.resolve("passing.snapshot"), size, 0);
    writeSnapshot(directory.resolve("failing.snapshot"), size, 10);
    try (LocalFlinkCluster cluster = LocalFlinkCluster.start()) {
      RunSettings settings =
          FlinkClusterStartup.settings(cluster)
              .withTimeout(Duration.ofMinutes(30))
              .withJudge(JudgeMode.RUNNER)
              .withSnapshots(new SnapshotSettings(SnapshotMode.VERIFY, directory));
      // The cluster's first job pays its cold start (about ten seconds for a trivial scenario, in
      // flink-cluster-startup): an untimed bare job of a hundredth of the size pays it, so that
      // the timed bare job below runs on a cluster as warm as Pipespec's run after it.
      bare(cluster, Math.max(1, size / 100));
      long bare = bare(cluster, size);
      resetPeaks();
      long start = System.nanoTime();
      judge(scenario("passing.snapshot", size), settings, 0);
      long passing = System.nanoTime() - start;
      long passingPeak = peakHeapMegabytes();
      resetPeaks();
      start = System.nanoTime();
      judge(scenario("failing.snapshot", size), settings, 10);
      long failing = System.nanoTime() - start;
      long failingPeak = peakHeapMegabytes();
      System.out.println(new BenchLine(NAME, size, passing, bare));
      System.out.printf(
          Locale.ROOT,
          "INFO %s failing_ms=%d peak_heap_mb_passing=%d peak_heap_mb_failing=%d max_heap_mb=%d"
              + " missing=10 unexpected=10%n",
          NAME,
          failing / 1_000_000,
          passingPeak,
          failingPeak,
          Runtime.getRuntime().maxMemory() / (1024 * 1024));
      System.out.flush();
    }
    System.exit(0);
  }

  /** The job without Pipespec: the numbers made and written, on the same cluster. */
  private static long bare(LocalFlinkCluster cluster, long size) throws IOException {
    Path output = Files.createTempDirectory(cluster.sharedDirectory(), "bare-");
    Pipeline pipeline =
        Pipeline.create(
            PipelineOptionsFactory.fromArgs(
                    FlinkClusterStartup.settings(cluster).pipelineOptions().toArray(String[]::new))
                .withValidation()
                .as(org.apache.beam.runners.flink.FlinkPipelineOptions.class));
    pipeline
        .apply("Numbers", GenerateSequence.from(0).to(size))
        .apply(MapElements.into(TypeDescriptors.strings()).via(String::valueOf))
        .apply(TextIO.write().to(output.resolve("numbers").toString()).withNumShards(1));
    pipeline
        .getOptions()
        .as(org.apache.beam.runners.flink.FlinkPipelineOptions.class)
        .setRunner(org.apache.beam.runners.flink.FlinkRunner.class);
    long start = System.nanoTime();
    PipelineResult.State state =
        pipeline.run().waitUntilFinish(org.joda.time.Duration.standardMinutes(30));
    if (state != PipelineResult.State.DONE) {
      throw new IllegalStateException("The bare job ended " + state);
    }
    return System.nanoTime() - start;
  }

  private static ScenarioSpec scenario(String snapshot, long size) {
    return ScenarioSpec.builder("Numbers", ClusterJudging.class)
        .input(
            InputSpec.ofValues(
                "seed", "ClusterJudging.seed", () -> List.of(0L), TypeDescriptors.longs()))
        .transform(
            inputs ->
                Outputs.single(
                    "numbers",
                    inputs
                        .<Long>get("seed")
                        .getPipeline()
                        .apply("Numbers", GenerateSequence.from(0).to(size))))
        .expectation(
            ExpectationSpec.of(
                ClusterJudging.class,
                "everyNumber",
                Target.output("numbers", Expectations.count(size))))
        .expectation(
            ExpectationSpec.of(
                ClusterJudging.class,
                "golden",
                Target.output(
                    "numbers",
                    Expectations.snapshot(
                        snapshot, "ClusterJudging.Numbers", "Long", TypeDescriptors.longs()))))
        .build();
  }

  /** Runs and judges; the count must hold, the snapshot fail with {@code changed} each way. */
  private static void judge(ScenarioSpec scenario, RunSettings settings, int changed) {
    ScenarioResult result = ScenarioRunner.run(scenario, settings);
    result.verify(scenario.expectations().get(0));
    try {
      result.verify(scenario.expectations().get(1));
      if (changed > 0) {
        throw new IllegalStateException("The changed snapshot passed");
      }
    } catch (AssertionError failure) {
      String message = String.valueOf(failure.getMessage());
      long missing = message.lines().filter(line -> line.startsWith("missing ")).count();
      long unexpected = message.lines().filter(line -> line.startsWith("unexpected ")).count();
      if (changed == 0 || missing != changed || unexpected != changed) {
        throw failure;
      }
    }
  }

  /** A snapshot of the numbers below {@code size}, {@code changed} of them negated. */
  static void writeSnapshot(Path file, long size, int changed) throws IOException {
    long step = Math.max(1, size / Math.max(1, changed));
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      out.write("# Pipespec snapshot of output \"numbers\" of ClusterJudging.Numbers\n");
      out.write("# element type: Long\n# coder: VarLongCoder\n");
      out.write("# elements: " + size + "\n# sha256: not checked on the runner\n");
      for (long n = 0; n < size; n++) {
        boolean negated = changed > 0 && n % step == 7 && n / step < changed;
        out.write(Long.toString(negated ? -n : n));
        out.write('\n');
      }
    }
  }

  private static void resetPeaks() {
    System.gc();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      pool.resetPeakUsage();
    }
  }

  private static long peakHeapMegabytes() {
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    return peak / (1024 * 1024);
  }
}
