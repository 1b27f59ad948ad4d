package io.pipespec.runtime.takeover;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apache.beam.sdk.options.Description;
import org.apache.beam.sdk.options.Hidden;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * What the timeline source of a restart scenario ({@link RestartSource}) reads from the run's
 * options, set by Pipespec: the directory where it marks its one failure and the checkpoint it was
 * restored from. A file, not a field: the failure and the restore must be seen by the restarted
 * job, which Flink may run on another task manager, and by the run that judges it.
 */
@API(status = INTERNAL)
@Hidden
public interface RestartOptions extends PipelineOptions {

  @Description("Pipespec: the directory where a restart scenario's source logs its failure")
  @Nullable String getPipespecRestartDir();

  void setPipespecRestartDir(@Nullable String directory);
}
