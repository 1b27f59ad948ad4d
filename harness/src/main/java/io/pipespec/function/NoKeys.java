package io.pipespec.function;

import java.util.Collection;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.StateInternals;
import org.apache.beam.runners.core.StepContext;
import org.apache.beam.runners.core.TimerInternals;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.joda.time.Instant;

/**
 * The keying of a function without state or timers: there is no key to switch, no window expires
 * and no timer is ever due. The builder refuses functions with state or timers, so runner-core
 * never asks for them.
 */
final class NoKeys<InputT> implements Keying<InputT> {

  private final String fnName;

  NoKeys(String fnName) {
    this.fnName = fnName;
  }

  @Override
  public StepContext stepContext() {
    return new StepContext() {
      @Override
      public StateInternals stateInternals() {
        throw noStateOrTimers();
      }

      @Override
      public TimerInternals timerInternals() {
        throw noStateOrTimers();
      }
    };
  }

  private IllegalStateException noStateOrTimers() {
    return new IllegalStateException(
        fnName
            + " reached for state or timers in a FunctionHarness, which runs functions without"
            + " them; this is a harness bug.");
  }

  @Override
  public void enter(InputT element, Collection<BoundedWindow> windows) {}

  @Override
  public boolean dropsExpired(BoundedWindow window, Instant watermark) {
    return false;
  }

  @Override
  public void watermarkAdvanced(Instant watermark) {}

  @Override
  public void processingTimeAdvanced(Instant time) {}

  @Override
  public void fireDue(TimeDomain domain, DoFnRunner<InputT, ?> runner) {}
}
