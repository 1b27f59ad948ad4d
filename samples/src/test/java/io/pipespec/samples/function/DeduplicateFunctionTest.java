package io.pipespec.samples.function;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectCounter;
import io.pipespec.ExpectFiredTimers;
import io.pipespec.ExpectNoState;
import io.pipespec.ExpectPendingTimers;
import io.pipespec.ExpectState;
import io.pipespec.Explore;
import io.pipespec.FunctionTest;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.joda.time.Duration;

/** {@link Deduplicate} with the annotation DSL: repeats are dropped until the time-to-live ends. */
@FunctionTest
class DeduplicateFunctionTest {

  @UnderTest
  static Deduplicate deduplicate() {
    return new Deduplicate(Duration.standardMinutes(10));
  }

  // snippet:explore
  @Scenario
  @Explore(runs = 200, within = "30s") // this scenario under 200 other arrivals and bundlings
  @Timeline({"a=first @ 0", "a=first @ 1m", "b=other @ 2m", "watermark 5m"})
  static class WithinTheTimeToLive {
    // end snippet:explore
    @ExpectContains({"a=first", "b=other"})
    void repeatsAreDropped() {}

    @ExpectState(id = "seen", key = "a", value = "true")
    void aIsRemembered() {}

    // The harness has no commits: the attempted value is read, and the message would say so.
    @ExpectCounter(name = "dropped", value = "1")
    void theRepeatIsCounted() {}

    @ExpectPendingTimers({"expiry a @ 10m", "expiry b @ 12m"})
    void eachKeyExpiresTenMinutesAfterItsFirstElement() {}
  }

  @Scenario
  @Timeline({"a=first @ 0", "watermark 11m", "a=again @ 11m"})
  static class AfterTheTimeToLive {
    @ExpectContains({"a=first", "a=again"})
    void theKeyPassesAgain() {}

    @ExpectFiredTimers("expiry a @ 10m")
    void theExpiryFired() {}
  }

  @Scenario
  @Timeline({"a=first @ 0", "watermark 11m"})
  static class Expired {
    // Of a key the harness saw: one it never saw is refused, so that a typo cannot pass.
    @ExpectNoState(id = "seen", key = "a")
    void theExpiryForgetsTheKey() {}
  }
}
