package io.pipespec.samples.function;

import io.pipespec.BaseTime;
import io.pipespec.ExpectContains;
import io.pipespec.ExpectFiredTimers;
import io.pipespec.ExpectNoState;
import io.pipespec.ExpectPendingTimers;
import io.pipespec.ExpectState;
import io.pipespec.FunctionTest;
import io.pipespec.NotExplored;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.joda.time.Duration;

/** {@link RateLimit} with the annotation DSL: two per minute of processing time, the rest wait. */
@FunctionTest
class RateLimitFunctionTest {

  @UnderTest
  static RateLimit rateLimit() {
    return new RateLimit(2, Duration.standardMinutes(1));
  }

  @Scenario
  @Timeline({"k=1", "k=2", "k=3", "k=4", "k=5"})
  static class ABurst {
    // snippet:not-explored
    @ExpectContains({"k=1", "k=2"})
    @NotExplored("which two elements of a burst pass is the order they arrive in, by design")
    void onlyTwoPass() {}

    // end snippet:not-explored

    @ExpectState(id = "waiting", key = "k", value = "[3, 4, 5]")
    @NotExplored("the elements wait in the order they arrive, by design")
    void theRestWaitInOrder() {}

    @ExpectPendingTimers("refill k @ 1m")
    void aRefillIsDueInAMinute() {}
  }

  @Scenario
  @Timeline({"k=1", "k=2", "k=3", "k=4", "k=5", "processing +61s", "processing +2m"})
  static class TwoPeriodsLater {
    @ExpectContains({"k=1", "k=2", "k=3", "k=4", "k=5"})
    void everythingIsReleased() {}

    @ExpectFiredTimers({"refill k @ 1m", "refill k @ 121s"})
    void theRefillFiredTwice() {}

    @ExpectNoState(id = "waiting", key = "k")
    void nothingWaits() {}
  }

  /** Processing time starts at the base time, as the timer literals count from it. */
  @Scenario
  @BaseTime("2026-01-01T09:00:00Z")
  @Timeline({"k=1", "k=2", "k=3"})
  static class AtNine {
    @ExpectPendingTimers("refill k @ 2026-01-01T09:01:00Z")
    void theRefillIsDueAMinutePastNine() {}
  }
}
