package io.pipespec.flink;

import java.util.concurrent.CountDownLatch;
import org.apache.beam.sdk.transforms.DoFn;

/**
 * DoFns as a user writes them, for the scenarios of these tests; those every runner runs are in
 * {@code io.pipespec.runtime.fixtures.NumberScenarios}.
 */
final class UserFunctions {

  private UserFunctions() {}

  /** Hangs on every element, ignoring interrupts, until {@link #RELEASE} is counted down. */
  static final class Stubborn extends DoFn<Long, Long> {
    static final CountDownLatch RELEASE = new CountDownLatch(1);

    @ProcessElement
    public void process(@Element Long number, OutputReceiver<Long> out) {
      while (RELEASE.getCount() > 0) {
        try {
          RELEASE.await();
        } catch (InterruptedException ignored) {
          // A user's function that swallows interrupts: only the release stops it.
        }
      }
      out.output(number);
    }
  }
}
