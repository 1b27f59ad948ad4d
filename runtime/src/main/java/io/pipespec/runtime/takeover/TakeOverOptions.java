package io.pipespec.runtime.takeover;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apache.beam.sdk.options.Default;
import org.apache.beam.sdk.options.Description;
import org.apache.beam.sdk.options.Hidden;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * What the timeline source of a take-over reads from the run's options, set by Pipespec: whether
 * this run records the first phase or restores the second, and the second phase's steps, which
 * travel with the options because the source a runner restores is the one the savepoint holds.
 */
@API(status = INTERNAL)
@Hidden
public interface TakeOverOptions extends PipelineOptions {

  @Description("Pipespec: the file the timeline source writes once the first phase is emitted")
  @Nullable String getPipespecTakeOverMarker();

  void setPipespecTakeOverMarker(@Nullable String marker);

  @Description("Pipespec: the second phase of a take-over's timeline, encoded")
  @Nullable String getPipespecTakeOverSecondPhase();

  void setPipespecTakeOverSecondPhase(@Nullable String steps);

  @Description(
      "Pipespec: how long a take-over's timeline source holds its next element after moving its"
          + " watermark, so that the runner emits the watermark before it")
  @Default.Long(600)
  Long getPipespecTakeOverPauseMillis();

  void setPipespecTakeOverPauseMillis(Long millis);
}
