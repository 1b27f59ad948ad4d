package io.pipespec.beam.v2_73;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.TimerInternals.TimerData;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.CausedByDrain;
import org.apiguardian.api.API;

/**
 * Runner-core's timer call as Beam 2.73 has it: {@code DoFnRunner.onTimer} takes a {@code
 * CausedByDrain} after the time domain, and the method without it is gone. Every signature here
 * names only types that all supported Beam versions share, so that {@code pipespec-runtime},
 * compiled against an earlier Beam, can call this class when Beam 2.73 or later runs.
 */
@API(status = INTERNAL)
public final class Beam273RunnerCore {

  private Beam273RunnerCore() {}

  /**
   * Fires {@code timer} of {@code key} in {@code window} through {@code runner}, as a timer of a
   * running pipeline, not of one being drained.
   */
  public static <KeyT> void onTimer(
      DoFnRunner<?, ?> runner, TimerData timer, KeyT key, BoundedWindow window) {
    runner.onTimer(
        timer.getTimerId(),
        timer.getTimerFamilyId(),
        key,
        window,
        timer.getTimestamp(),
        timer.getOutputTimestamp(),
        timer.getDomain(),
        CausedByDrain.NORMAL);
  }
}
