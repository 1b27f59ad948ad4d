package io.pipespec.samples.sessions;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectEmpty;
import io.pipespec.Pane;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.Timing;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/**
 * Session windows with a 10-minute gap: alice clicks at 0 and 5m (one session, [0, 15m)), bob at 7m
 * ([7m, 17m)), alice again at 30m ([30m, 40m)). A session window's bounds come from the data, so
 * {@code @Window} names the merged window.
 */
@PipelineTest
@Timeline({"alice @ 0", "alice @ 5m", "bob @ 7m", "alice @ 30m", "watermark end"})
class SessionClicksTest {

  @UnderTest
  static PCollection<KV<String, Integer>> sessions(PCollection<String> clicks) {
    return clicks.apply(new SessionClicks(Duration.standardMinutes(10)));
  }

  @ExpectContains("alice=2")
  @Window(start = "0", end = "15m")
  void firstSessionOfAliceMergesTwoClicks() {}

  @ExpectContains("bob=1")
  @Window(start = "7m", size = "10m")
  void bobHasHisOwnSession() {}

  @ExpectContains("alice=1")
  @Window(start = "30m", size = "10m")
  void aGapOfMoreThanTenMinutesStartsANewSession() {}

  @ExpectContains({"alice=2", "bob=1", "alice=1"})
  @Pane(Timing.ONLY)
  void everySessionFiresOnce() {}

  @ExpectEmpty
  @Window(start = "0", size = "10m")
  void noUnmergedWindowIsLeft() {}
}
