package io.pipespec.samples.leaderboard;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.BaseTime;
import io.pipespec.ExpectSettlesAlike;
import io.pipespec.Generate;
import io.pipespec.Generator;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.Scenario;
import io.pipespec.UnderTest;
import io.pipespec.generate.Gen;
import io.pipespec.generate.Timelines;
import java.util.List;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/**
 * The leaderboard's team scores on generated inputs: a hundred timelines of up to 20 scores, drawn
 * for any team (the empty name included) at any time of the first hour, windows' edges included,
 * with the watermark advancing between them. Whatever the input, no total is negative, and each
 * window's totals settle as they would from a bounded input.
 */
@PipelineTest
@BaseTime("2026-01-01T00:00:00Z")
class TeamScoresGeneratedTest {

  @UnderTest
  static PCollection<KV<String, Integer>> teamScores(PCollection<KV<String, Integer>> scores) {
    return scores.apply(
        new TeamScores(
            Duration.standardMinutes(20),
            Duration.standardMinutes(5),
            Duration.standardMinutes(1),
            Duration.standardHours(1)));
  }

  // snippet:generate
  @Scenario
  @Generate(tries = 100) // 100 inputs drawn from scores(), each judged by every property
  static class AnyScores {
    @Generator
    static Timelines<KV<String, Integer>> scores() {
      return Timelines.of(Gen.zip(Gen.oneOf("blue", "red", ""), Gen.ints(0, 100), KV::of))
          .elements(0, 20) // 0 to 20 scores
          .eventTimes("0", "1h") // anywhere in the first hour
          .windows("20m") // and at the edges of the 20-minute windows
          .watermarks(3); // up to 3 watermark advances before its end
    }

    @Satisfies
    static void noTotalIsNegative(List<KV<String, Integer>> totals) {
      for (KV<String, Integer> total : totals) {
        assertThat(total.getValue()).isAtLeast(0);
      }
    }

    @ExpectSettlesAlike // however the watermark moves, each window ends as from a bounded input
    void settlesAsBounded() {}
  }
  // end snippet:generate
}
