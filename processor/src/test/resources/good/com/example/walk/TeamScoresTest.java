package com.example.walk;

import io.pipespec.ExpectContains;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

// The example that docs/architecture-processor.md walks through (its region "walk"), and, in
// expected/, the suite the walk ends with.
// snippet:walk
@PipelineTest
@Timeline({"blue=5 @ 1m", "blue=7 @ 12m", "watermark end"})
class TeamScoresTest {
  @UnderTest
  static PCollection<KV<String, Integer>> teamScores(PCollection<KV<String, Integer>> scores) {
    return scores
        .apply(org.apache.beam.sdk.transforms.windowing.Window.into(
            FixedWindows.of(Duration.standardMinutes(20))))
        .apply(Sum.integersPerKey());
  }

  @ExpectContains({"blue=12"})
  @Window(start = "0", size = "20m")
  void onTime() {}
}
// end snippet:walk
