package io.pipespec.function;

import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.TimerInternals.TimerData;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;

/** {@code DoFnRunner.onTimer} up to Beam 2.72, the Beam this module is compiled against. */
final class TimersBeforeBeam273 implements TimerFiring {

  @Override
  public <KeyT> void fire(
      DoFnRunner<?, ?> runner, TimerData timer, KeyT key, BoundedWindow window) {
    runner.onTimer(
        timer.getTimerId(),
        timer.getTimerFamilyId(),
        key,
        window,
        timer.getTimestamp(),
        timer.getOutputTimestamp(),
        timer.getDomain());
  }
}
