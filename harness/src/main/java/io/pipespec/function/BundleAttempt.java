package io.pipespec.function;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import io.pipespec.effects.Effects;
import org.apiguardian.api.API;

/**
 * A bundle that may fail, opened by {@link FunctionHarness#startAttempt()}: the harness's way to
 * show what a {@code DoFn} does when a runner retries a bundle. In Beam, a bundle whose processing
 * throws is retried whole on a fresh instance of the function, and everything the failed attempt
 * did through Beam is discarded, since a runner commits per bundle: its outputs, its state changes,
 * the timers it set or cleared. What the function did outside Beam stays: a static field, a cache
 * in a static, a call to a service. So does what the attempt reported to metrics (attempted metrics
 * count failed attempts).
 *
 * <pre>{@code
 * BundleAttempt attempt = harness.startAttempt();
 * harness.processElement("a");
 * attempt.fail();              // "a"'s output, state and timers are gone; a fresh instance is set up
 * harness.startBundle();       // the retry
 * harness.processElement("a");
 * harness.processElement("b");
 * harness.finishBundle();
 * }</pre>
 *
 * <p>Finishing the bundle with {@link FunctionHarness#finishBundle()} instead commits the attempt.
 * The watermark and processing time are the runner's, not the bundle's: a move made inside the
 * attempt stays, and the timers it fired are pending again.
 */
@API(status = EXPERIMENTAL)
public final class BundleAttempt {

  private final FunctionHarness<?, ?> harness;
  private final int outputsBefore;
  // Effects on fake external systems made in this attempt remember whether it failed.
  private final Effects.Attempt effects;
  private boolean over;

  private BundleAttempt(FunctionHarness<?, ?> harness, int outputsBefore) {
    this.harness = harness;
    this.outputsBefore = outputsBefore;
    this.effects = Effects.startAttempt();
  }

  /** The attempt's bundle was finished and committed. */
  void committed() {
    effects.end();
  }

  /** Opens the bundle of an attempt on {@code harness}. */
  static BundleAttempt start(FunctionHarness<?, ?> harness) {
    if (!harness.setup.copiesFn()) {
      throw new IllegalStateException(
          "startAttempt(): a failed attempt is retried on a fresh copy of the function, and"
              + " withoutCopyingFn() runs the given instance itself. Remove withoutCopyingFn().");
    }
    harness.driver.startBundle();
    harness.keying.startAttempt();
    return new BundleAttempt(harness, harness.output.size());
  }

  /**
   * The attempt fails here, before {@code @FinishBundle}, as if the element being processed threw:
   * see the class documentation for what is discarded and what stays.
   *
   * @throws IllegalStateException when the attempt's bundle is no longer open
   */
  public void fail() {
    end(false);
  }

  /**
   * The attempt fails in {@code @FinishBundle}: it runs (what it does outside Beam stays), then the
   * attempt fails as {@link #fail()} does, its {@code @FinishBundle} output discarded with the
   * rest.
   */
  public void failInFinishBundle() {
    end(true);
  }

  private void end(boolean inFinishBundle) {
    if (over || harness.attempt != this) {
      throw new IllegalStateException(
          "This attempt's bundle is no longer open: fail it before finishBundle(), once.");
    }
    over = true;
    harness.attempt = null;
    try {
      harness.driver.failBundle(inFinishBundle);
    } finally {
      effects.fail();
    }
    harness.keying.failAttempt();
    harness.output.truncate(outputsBefore);
  }
}
