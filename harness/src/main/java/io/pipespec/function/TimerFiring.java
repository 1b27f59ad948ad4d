package io.pipespec.function;

import io.pipespec.beam.BeamVersion;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.TimerInternals.TimerData;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;

/**
 * How the harness fires a due timer through runner-core: the place where Beam 2.73 changed {@code
 * DoFnRunner.onTimer}, which takes a {@code CausedByDrain} from then on. One implementation per
 * side of that change, chosen by the Beam that runs.
 */
interface TimerFiring {

  /** The implementation for the runner-core that runs here. */
  static TimerFiring ofRunningBeam() {
    return Running.FIRING;
  }

  /** Fires {@code timer} of {@code key} in {@code window} through {@code runner}. */
  <KeyT> void fire(DoFnRunner<?, ?> runner, TimerData timer, KeyT key, BoundedWindow window);

  /** Chosen once, when first needed: the class path does not change while tests run. */
  final class Running {
    private static final TimerFiring FIRING =
        BeamVersion.ofRunnerCore().isBefore(new BeamVersion(2, 73, 0))
            ? new TimersBeforeBeam273()
            : new TimersSinceBeam273();

    private Running() {}
  }
}
