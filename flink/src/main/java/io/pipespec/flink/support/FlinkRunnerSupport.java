package io.pipespec.flink.support;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.beam.TransformNodes;
import io.pipespec.flink.ClusterJob;
import io.pipespec.flink.FlinkDefaults;
import io.pipespec.flink.FlinkSavepoints;
import io.pipespec.flink.FlinkTaskThreads;
import io.pipespec.flink.QuietFlinkLogs;
import io.pipespec.flink.cluster.FlinkClusterSetting;
import io.pipespec.flink.cluster.FlinkClusters;
import io.pipespec.runtime.spi.CaptureMode;
import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.spi.Savepoints;
import io.pipespec.runtime.spi.ScenarioTraits;
import io.pipespec.runtime.takeover.RestartOptions;
import io.pipespec.runtime.takeover.RestartSource;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import org.apache.beam.runners.flink.FlinkPipelineOptions;
import org.apache.beam.runners.flink.FlinkRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.runtime.client.JobExecutionException;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Beam's FlinkRunner: the options of {@link FlinkDefaults}, captured in files, cancelled through
 * the job (never by interrupting Flink's threads), and what Flink cannot honour refused.
 *
 * <p>Refused: processing-time advances of a {@code TestStream} ({@code processing +6m} steps of a
 * {@code @Timeline}, {@code advanceProcessingTime} in code): Flink's {@code TestStreamSource} fails
 * the job with "Advancing Processing time is not supported by the Flink Runner"; and checkpoints
 * ({@code --checkpointingInterval}), whose partial re-runs the file capture cannot reconcile,
 * except in a scenario with a {@code "fail and restart"} step, whose one failure comes where a
 * checkpoint covers everything before it ({@code RestartSource}).
 */
@API(status = INTERNAL)
public final class FlinkRunnerSupport implements RunnerSupport {

  /** The clusters of the engine execution this support serves. */
  private final FlinkClusters clusters;

  /** Whether the execution runs scenarios in parallel ({@code pipespec.parallel.enabled}). */
  private final boolean parallel;

  /** Pipespec's Flink configuration for this execution's runs, written on first use. */
  private @Nullable Path confDir;

  private boolean closed;

  /** The support {@code ServiceLoader} makes: Beam's embedded mini-cluster until configured. */
  public FlinkRunnerSupport() {
    this(FlinkClusters.embedded(), false);
  }

  private FlinkRunnerSupport(FlinkClusters clusters, boolean parallel) {
    this.clusters = clusters;
    this.parallel = parallel;
  }

  @Override
  public boolean supports(Class<? extends PipelineRunner<?>> runner) {
    return FlinkRunner.class.isAssignableFrom(runner);
  }

  @Override
  public List<String> faithfulOptions(ScenarioTraits scenario) {
    return FlinkDefaults.faithful(scenario);
  }

  @Override
  public Optional<String> productionRisks() {
    return Optional.of(FlinkDefaults.PRODUCTION_RISKS);
  }

  @Override
  public List<String> requiredOptions(ScenarioTraits scenario) {
    List<String> options = new ArrayList<>(FlinkDefaults.required(clusters.options(), confDir()));
    options.addAll(FlinkDefaults.restart(scenario));
    return options;
  }

  /** A job with a {@code "fail and restart"} step restarts from its latest checkpoint. */
  @Override
  public boolean restartsFromCheckpoints() {
    return true;
  }

  private synchronized Path confDir() {
    if (closed) {
      throw new IllegalStateException("The engine execution of this Flink support has ended");
    }
    Path written = confDir;
    if (written == null) {
      written = FlinkDefaults.writeConfDir();
      confDir = written;
    }
    return written;
  }

  /**
   * A support for one engine execution, on the cluster {@code pipespec.flink.cluster} and {@code
   * pipespec.flink.captureLocation} say, knowing whether its scenarios run in parallel (which a
   * killed TaskManager refuses); and quiets Flink's INFO logs where the user did not configure them
   * ({@link QuietFlinkLogs}, a setting of the JVM's logging, not of the execution); and makes
   * Flink's task thread group outside every scenario run's ({@link FlinkTaskThreads}).
   */
  @Override
  public RunnerSupport configured(Function<String, Optional<String>> parameters) {
    QuietFlinkLogs.apply();
    FlinkTaskThreads.groupOutsideAnyRun(FlinkRunnerSupport.class.getClassLoader());
    return new FlinkRunnerSupport(
        FlinkClusters.configured(parameters),
        parameters.apply("pipespec.parallel.enabled").map(Boolean::parseBoolean).orElse(false));
  }

  /** Stops the local cluster this execution started, and deletes its Flink configuration. */
  @Override
  public void close() {
    Path written;
    synchronized (this) {
      closed = true;
      written = confDir;
      confDir = null;
    }
    try {
      clusters.close();
    } finally {
      if (written != null) {
        FlinkDefaults.deleteConfDir(written);
      }
    }
  }

  /**
   * Refuses a run on a {@code host:port} cluster without a capture location both sides reach; on
   * the local cluster, watches a restart scenario's directory for its source's call to kill the
   * TaskManager ({@code "kill the TaskManager and restart"}).
   */
  @Override
  public void prepare(PipelineOptions options) {
    clusters.check(options);
    String restart = options.as(RestartOptions.class).getPipespecRestartDir();
    if (restart != null && clusters.setting().kind() == FlinkClusterSetting.Kind.LOCAL) {
      TaskManagerKills.watch(Path.of(restart), clusters::killTaskManager);
    }
  }

  /** The local cluster and a cluster by address; not the embedded mini-cluster. */
  @Override
  public boolean onCluster() {
    return clusters.setting().kind() != FlinkClusterSetting.Kind.EMBEDDED;
  }

  /** Take-overs on the embedded mini-cluster and the local cluster ({@link FlinkSavepoints}). */
  @Override
  public Optional<Savepoints> savepoints() {
    return Optional.of(new FlinkSavepoints(this::confDir));
  }

  @Override
  public Optional<String> refusal(ScenarioTraits scenario) {
    if (scenario.takesOver() && clusters.setting().kind() == FlinkClusterSetting.Kind.REMOTE) {
      return Optional.of(
          "a take-over restores the savepoint kept beside the test, a path on this machine, which"
              + " a cluster reached by address (pipespec.flink.cluster=host:port) may not read;"
              + " run take-overs on the embedded mini-cluster or pipespec.flink.cluster=local.");
    }
    if (scenario.killsTaskManager()
        && clusters.setting().kind() != FlinkClusterSetting.Kind.LOCAL) {
      return Optional.of(
          "a \"kill the TaskManager and restart\" step kills the JVM of a TaskManager of the local"
              + " cluster, and "
              + (clusters.setting().kind() == FlinkClusterSetting.Kind.EMBEDDED
                  ? "Flink embedded runs its TaskManager inside the test JVM, which Pipespec does"
                      + " not kill; use \"fail and restart\" here"
                  : "Pipespec does not kill a TaskManager of a cluster reached by address"
                      + " (pipespec.flink.cluster=host:port)")
              + ", or run the scenario with pipespec.flink.cluster=local.");
    }
    if (scenario.killsTaskManager() && parallel) {
      return Optional.of(
          "a \"kill the TaskManager and restart\" step kills the local cluster's one TaskManager,"
              + " and with pipespec.parallel.enabled=true other scenarios' jobs run there at the"
              + " same time and would fail with it; run it with pipespec.parallel.enabled=false"
              + " (the default).");
    }
    if (scenario.restarts() && clusters.setting().kind() == FlinkClusterSetting.Kind.REMOTE) {
      return Optional.of(
          "a \"fail and restart\" step marks its failure and the checkpoint restored in a"
              + " directory on this machine, which a cluster reached by address"
              + " (pipespec.flink.cluster=host:port) may not write; run restarts on the embedded"
              + " mini-cluster or pipespec.flink.cluster=local.");
    }
    if (scenario.processingTimeAdvances().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(processingTimeRefusal(String.join(", ", scenario.processingTimeAdvances())));
  }

  @Override
  public Optional<String> refusal(Pipeline pipeline) {
    Long checkpointing =
        pipeline.getOptions().as(FlinkPipelineOptions.class).getCheckpointingInterval();
    if (checkpointing != null && checkpointing > 0 && !restarts(pipeline)) {
      return Optional.of(
          "FlinkRunner with checkpoints (--checkpointingInterval="
              + checkpointing
              + ") restarts a failed task from its last checkpoint, re-running part of its input;"
              + " Pipespec's capture keeps the latest attempt of a task whole and cannot tell which"
              + " elements such a partial re-run replaced, so no verdict would be honest. Remove"
              + " --checkpointingInterval from pipespec.pipelineOptions.");
    }
    List<String> advancing = new ArrayList<>();
    List<String> streams = new ArrayList<>();
    TransformNodes.forEach(
        pipeline,
        node -> {
          if (node.getTransform() instanceof TestStream<?>) {
            streams.add("'" + node.getFullName() + "'");
          }
          if (node.getTransform() instanceof TestStream<?> stream
              && stream.getEvents().stream()
                  .anyMatch(event -> event instanceof TestStream.ProcessingTimeEvent)) {
            advancing.add("the TestStream '" + node.getFullName() + "' advances processing time");
          }
        });
    if (!streams.isEmpty() && restarts(pipeline)) {
      return Optional.of(
          "a scenario whose timeline fails and restarts may have no other unbounded input: Flink"
              + " does not checkpoint the TestStream "
              + String.join(", ", streams)
              + ", which after the restart would play again from its start, so no verdict would"
              + " be honest. Give the scenario that one timeline as its only unbounded input.");
    }
    return advancing.isEmpty()
        ? Optional.empty()
        : Optional.of(processingTimeRefusal(String.join(", ", advancing)));
  }

  /**
   * Whether {@code pipeline} reads a restart scenario's timeline: its one failure comes after a
   * checkpoint that covers everything before it, so the capture, which keeps every attempt, counts
   * each output once.
   */
  private static boolean restarts(Pipeline pipeline) {
    boolean[] restarts = {false};
    TransformNodes.forEach(
        pipeline,
        node ->
            restarts[0] |=
                node.getTransform() instanceof Read.Unbounded<?> read
                    && read.getSource() instanceof RestartSource<?>);
    return restarts[0];
  }

  private static String processingTimeRefusal(String where) {
    return "FlinkRunner cannot advance processing time in a TestStream ("
        + where
        + "): Flink's TestStream fails the job with 'Advancing Processing time is not supported by"
        + " the Flink Runner'. Run this scenario on the DirectRunner (@Runners or"
        + " pipespec.runner), or drive processing-time logic with a @FunctionTest.";
  }

  @Override
  public CaptureMode captureMode() {
    return CaptureMode.FILES;
  }

  @Override
  public boolean mayInterruptRunThreads() {
    return false;
  }

  /**
   * Waits on the Flink job itself: the result of a detached run polls its state only every few
   * seconds, and says nothing of why a job failed; the job's own result carries the user's
   * exception. A job on a cluster is watched through the JobManager's REST API ({@link
   * ClusterJob#awaitEnd}), which learns that it ended within a tenth of a second where Flink's
   * client took up to two; where the client cannot read why a job failed (under the console
   * launcher), Pipespec reads it and the client is not asked.
   */
  @Override
  public PipelineResult.State waitUntilFinish(PipelineResult result, Duration timeout)
      throws Exception {
    Optional<JobClient> job = ClusterJob.jobClient(result);
    if (job.isEmpty()) {
      return RunnerSupport.super.waitUntilFinish(result, timeout);
    }
    long deadline = System.nanoTime() + timeout.toNanos();
    ClassLoader userClasses = Thread.currentThread().getContextClassLoader();
    Optional<ClusterJob> onCluster = ClusterJob.of(job.get());
    if (onCluster.isPresent()) {
      try {
        Optional<JsonNode> ended = onCluster.get().awaitEnd(timeout);
        if (ended.isEmpty()) {
          return PipelineResult.State.RUNNING;
        }
        if (!ClusterJob.clientReadsFailures()) {
          Optional<Exception> failure = onCluster.get().failure(ended.get(), userClasses);
          if (failure.isPresent()) {
            throw failure.get();
          }
        }
      } catch (IOException unreadable) {
        // The JobManager's answer could not be read: wait through Flink's client, as before.
      }
    }
    try {
      job.get()
          .getJobExecutionResult()
          .get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      return PipelineResult.State.DONE;
    } catch (TimeoutException e) {
      return PipelineResult.State.RUNNING;
    } catch (ExecutionException e) {
      if (!causedBy(e, JobExecutionException.class)) {
        // Flink's client could not read why the job failed (under the console launcher, its
        // system class loader does not see Flink): read it the way the client would have.
        Optional<Exception> failure = onCluster.flatMap(c -> c.failureNow(userClasses));
        if (failure.isPresent()) {
          failure.get().addSuppressed(e);
          throw failure.get();
        }
      }
      throw e.getCause() instanceof Exception cause ? cause : e;
    }
  }

  private static boolean causedBy(Throwable thrown, Class<? extends Throwable> type) {
    for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
      if (type.isInstance(cause)) {
        return true;
      }
    }
    return false;
  }
}
