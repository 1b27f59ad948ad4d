package io.pipespec.function;

import io.pipespec.beam.v2_73.Beam273RunnerCore;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.TimerInternals.TimerData;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;

/**
 * {@code DoFnRunner.onTimer} from Beam 2.73 on, through {@code pipespec-beam-2.73}, which is
 * compiled against it.
 */
final class TimersSinceBeam273 implements TimerFiring {

  @Override
  public <KeyT> void fire(
      DoFnRunner<?, ?> runner, TimerData timer, KeyT key, BoundedWindow window) {
    Beam273RunnerCore.onTimer(runner, timer, key, window);
  }
}
