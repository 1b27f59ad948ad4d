package io.pipespec.flink.cluster;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.flink.cluster.fixtures.TenMillionOnClusterTest;
import io.pipespec.grammar.SnapshotName;
import java.io.BufferedWriter;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Judges {@link TenMillionOnClusterTest} on the local cluster with {@code pipespec.judge=runner},
 * in a JVM started with a small heap ({@code SmallHeapJudgingTest}): writes the snapshot of ten
 * million numbers with ten of them replaced by their negatives (ten missing, ten unexpected), runs
 * the engine, and prints each verdict, each failure's message and the heap's peak.
 */
public final class SmallHeapJudgingMain {

  /** How many of the numbers the snapshot holds as their negatives. */
  static final int CHANGED = 10;

  private SmallHeapJudgingMain() {}

  public static void main(String[] args) throws IOException {
    Path directory = Path.of(args[0]);
    writeSnapshot(directory);
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(TenMillionOnClusterTest.class))
            .configurationParameter("pipespec.runner", "FlinkRunner")
            .configurationParameter(FlinkClusterSetting.PROPERTY, "local")
            .configurationParameter("pipespec.judge", "runner")
            .configurationParameter("pipespec.snapshots.dir", directory.toString())
            .configurationParameter("pipespec.timeout", "20m")
            .execute();
    for (Event event : results.testEvents().succeeded().list()) {
      System.out.println("PIPESPEC-PASSED " + event.getTestDescriptor().getDisplayName());
    }
    for (Event event : results.testEvents().failed().list()) {
      System.out.println("PIPESPEC-FAILED " + event.getTestDescriptor().getDisplayName());
      event
          .getPayload(TestExecutionResult.class)
          .flatMap(TestExecutionResult::getThrowable)
          .ifPresent(failure -> System.out.println(failure.getMessage()));
    }
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    System.out.println("PIPESPEC-PEAK-HEAP-MB " + peak / (1024 * 1024));
    System.exit(0);
  }

  /** The numbers' snapshot, ten of them negated, as a recorded file would hold them. */
  private static void writeSnapshot(Path directory) throws IOException {
    Path file =
        directory.resolve(
            SnapshotName.file(
                TenMillionOnClusterTest.class.getPackageName(),
                TenMillionOnClusterTest.class.getSimpleName(),
                "Numbers",
                "numbers",
                "golden"));
    Files.createDirectories(file.getParent());
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      out.write("# Pipespec snapshot of output \"numbers\" of TenMillionOnClusterTest.Numbers\n");
      out.write("# element type: Long\n");
      out.write("# coder: VarLongCoder\n");
      out.write("# elements: " + TenMillionOnClusterTest.NUMBERS + "\n");
      out.write("# sha256: not checked on the runner\n");
      for (long n = 0; n < TenMillionOnClusterTest.NUMBERS; n++) {
        boolean changed = n % 1_000_000 == 7 && n / 1_000_000 < CHANGED;
        out.write(Long.toString(changed ? -n : n));
        out.write('\n');
      }
    }
  }
}
