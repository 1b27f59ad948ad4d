package io.pipespec.flink.takeover;

import io.pipespec.ExpectContains;
import io.pipespec.PipelineTest;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.values.PCollection;

/**
 * A take-over test whose scenario class is called {@code Shared}, as in {@link
 * FirstClicksTakeOverTest}: each keeps its own savepoint.
 */
@PipelineTest
public class SecondClicksTakeOverTest {

  @UnderTest
  static PCollection<String> counts(PCollection<String> clicks) {
    return ClickCounts.perMinute(clicks);
  }

  /** Two clicks before the savepoint and one after: 3 only with the count taken over. */
  @Scenario
  @Timeline({"home @ 10s", "home @ 20s", "watermark 30s", "savepoint", "home @ 40s"})
  static class Shared {
    @ExpectContains("home=3")
    void threeHome() {}
  }
}
