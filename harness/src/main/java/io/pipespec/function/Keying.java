package io.pipespec.function;

import java.util.Collection;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.StepContext;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.joda.time.Instant;

/**
 * How a harness keys what its function processes: which key's state and timers runner-core binds
 * while an element or timer runs, and which timers are due. A function without state or timers has
 * no keys ({@link NoKeys}); a keyed one has state and timers per key ({@link Keys}).
 *
 * @param <InputT> the function's input type
 */
interface Keying<InputT> {

  /** What runner-core binds state and sets timers through. */
  StepContext stepContext();

  /** Makes the key of {@code element} the one being processed, in {@code windows}. */
  void enter(InputT element, Collection<BoundedWindow> windows);

  /**
   * Whether runner-core drops an element of {@code window} because the window has expired under the
   * watermark; only state makes a window expire.
   */
  boolean dropsExpired(BoundedWindow window, Instant watermark);

  /** Tells every key's timers that the watermark moved to {@code watermark}. */
  void watermarkAdvanced(Instant watermark);

  /** Tells every key's timers that processing time moved to {@code time}. */
  void processingTimeAdvanced(Instant time);

  /** Fires the due timers of {@code domain} through {@code runner}, earliest first, until none. */
  void fireDue(TimeDomain domain, DoFnRunner<InputT, ?> runner);

  /**
   * A bundle attempt starts: from now on each key saves what it holds the first time the attempt
   * touches it. A function without keys holds nothing to save.
   */
  default void startAttempt() {}

  /** The attempt failed: every key it touched holds again what it held before; new keys go. */
  default void failAttempt() {}

  /** The attempt's bundle finished: what it did stays. */
  default void commitAttempt() {}
}
