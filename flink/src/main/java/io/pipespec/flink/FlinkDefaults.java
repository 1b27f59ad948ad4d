package io.pipespec.flink;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import io.pipespec.runtime.spi.ScenarioTraits;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;

/**
 * Every FlinkRunner option Pipespec sets, in one place.
 *
 * <p><b>Faithful options</b> (dropped with {@code pipespec.runnerDefaults=production}, and each
 * replaced by a {@code pipespec.pipelineOptions} option of the same name):
 *
 * <ul>
 *   <li>{@code --parallelism=1}: one instance of each step, so that elements keep the order the
 *       input gives them and one watermark governs them all;
 *   <li>{@code --maxBundleSize=1}: by default Flink bundles up to 1000 elements; bundles of one
 *       element keep each element next to the watermarks around it in the input. With Flink's own
 *       settings the late click of issue 11 was counted in the on-time pane in some runs; with
 *       {@code --parallelism=1} alone it was dropped in every run measured, and this is the second
 *       guard;
 *   <li>{@code --numberOfExecutionRetries=0}: a failing {@code DoFn} fails the scenario at once
 *       with the user's exception, instead of after restarts that re-run the job (not in a scenario
 *       with a {@code "fail and restart"} step, whose required options allow one);
 *   <li>{@code --streaming=true} when the scenario has a {@code @Timeline} or {@code TestStream}
 *       input (Flink runs {@code TestStream} only in streaming mode).
 * </ul>
 *
 * <p><b>Required options</b> (always set, unless the user sets the same option):
 *
 * <ul>
 *   <li>{@code --attachedMode=false}: the job is submitted and Pipespec waits for it, so that a
 *       timeout can cancel it through {@code PipelineResult.cancel()};
 *   <li>{@code --flinkConfDir}: a configuration with {@code task.cancellation.timeout: 0}, which
 *       turns off Flink's watchdog: a task whose user code ignores the cancel would otherwise make
 *       Flink exit the whole JVM (exit code 239) three minutes later; and one {@code
 *       pipeline.classpaths} entry, so that the job's user code loader is built on the loader that
 *       loaded Flink rather than being the JVM's system loader, which does not see Flink under the
 *       JUnit console launcher;
 *   <li>the cluster's options, as {@code pipespec.flink.cluster} says ({@link
 *       io.pipespec.flink.cluster.FlinkClusters}): {@code --flinkMaster=[local]} for the embedded
 *       mini-cluster by default; for a {@code local} or {@code host:port} cluster its address, and
 *       the files to stage and a {@code --tempLocation} both sides reach;
 *   <li>in a scenario with a {@code "fail and restart"} step ({@link #restart}): checkpoints every
 *       {@value #CHECKPOINT_MILLIS} ms, bundles finished before each checkpoint, and one restart.
 * </ul>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class FlinkDefaults {

  /** The embedded mini-cluster, started in the test JVM for each run. */
  public static final String EMBEDDED_MASTER = "[local]";

  /**
   * What a job with Beam's own Flink settings can show that the faithful options prevent, as {@code
   * pipespec.runnerDefaults=both} says it (docs/runners.md, "Flink: the options Pipespec sets").
   */
  public static final String PRODUCTION_RISKS =
      "Flink runs each step in parallel instances (as many as the task slots allow) and bundles up"
          + " to 1000 elements, so an element can overtake the watermark that precedes it in the"
          + " input, and a late element be counted on time";

  /** How often a restart scenario's job is checkpointed. */
  static final int CHECKPOINT_MILLIS = 100;

  private FlinkDefaults() {}

  /** The faithful options for {@code scenario}. */
  public static List<String> faithful(ScenarioTraits scenario) {
    List<String> options = new ArrayList<>();
    options.add("--parallelism=1");
    options.add("--maxBundleSize=1");
    if (!scenario.restarts()) {
      options.add("--numberOfExecutionRetries=0");
    }
    if (scenario.streaming()) {
      options.add("--streaming=true");
    }
    return options;
  }

  /**
   * The options a scenario with a {@code "fail and restart"} step needs, none for another: Flink
   * checkpoints the job, each bundle is finished before a checkpoint (so that its output is in the
   * checkpoint, not buffered in the operator's state and sent again after a restore), and the job
   * restarts once, from its latest completed checkpoint. Flink's own default with checkpoints is to
   * restart without end, which would hide a job that fails again after its restart.
   */
  public static List<String> restart(ScenarioTraits scenario) {
    if (!scenario.restarts()) {
      return List.of();
    }
    return List.of(
        "--checkpointingInterval=" + CHECKPOINT_MILLIS,
        "--finishBundleBeforeCheckpointing=true",
        "--numberOfExecutionRetries=1",
        "--executionRetryDelay=0");
  }

  /**
   * The options Pipespec needs to run and cancel a scenario on Flink: {@code cluster}, the options
   * that address the cluster ({@link io.pipespec.flink.cluster.FlinkClusters#options}), then the
   * detached submission and {@code confDir}, Pipespec's configuration ({@link #writeConfDir}).
   */
  public static List<String> required(List<String> cluster, Path confDir) {
    List<String> options = new ArrayList<>(cluster);
    options.add("--attachedMode=false");
    options.add("--flinkConfDir=" + confDir);
    return options;
  }

  /**
   * Writes Pipespec's Flink configuration to a new directory, which the caller deletes ({@link
   * #deleteConfDir}) when its runs are done.
   */
  public static Path writeConfDir() {
    try {
      Path dir = Files.createTempDirectory("pipespec-flink-conf");
      Files.writeString(
          dir.resolve("config.yaml"),
          "# Written by Pipespec (FlinkDefaults): the watchdog that exits the JVM when a task\n"
              + "# ignores its cancel is turned off.\n"
              + "task.cancellation.timeout: 0\n"
              + "# A job without class path gets the JVM's system class loader as its user code\n"
              + "# loader, which does not see Flink under a launcher that loads the tests in a\n"
              + "# class loader of its own (the JUnit console launcher's --class-path): one\n"
              + "# entry (this empty folder) makes Flink build the user code loader on top of\n"
              + "# the loader that loaded Flink.\n"
              + "pipeline.classpaths: ['"
              + dir.toUri()
              + "']\n",
          StandardCharsets.UTF_8);
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write Pipespec's Flink configuration", e);
    }
  }

  /** Deletes a directory {@link #writeConfDir} wrote; one already gone is no failure. */
  public static void deleteConfDir(Path dir) {
    try {
      Files.deleteIfExists(dir.resolve("config.yaml"));
      Files.deleteIfExists(dir);
    } catch (IOException e) {
      // A file left in the temporary directory fails no run.
    }
  }
}
