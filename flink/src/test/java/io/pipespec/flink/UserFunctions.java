package io.pipespec.flink;

import java.util.concurrent.CountDownLatch;
import org.apache.beam.sdk.transforms.DoFn;

/** DoFns as a user writes them, for the scenarios of these tests. */
final class UserFunctions {

  private UserFunctions() {}

  /** Multiplies by ten. */
  static final class TimesTen extends DoFn<Long, Long> {
    @ProcessElement
    public void process(@Element Long number, OutputReceiver<Long> out) {
      out.output(number * 10);
    }
  }

  /** Fails on the number 3. */
  static final class FailsOnThree extends DoFn<Long, Long> {
    @ProcessElement
    public void process(@Element Long number, OutputReceiver<Long> out) {
      if (number == 3) {
        throw new IllegalStateException("cannot handle 3");
      }
      out.output(number);
    }
  }

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
