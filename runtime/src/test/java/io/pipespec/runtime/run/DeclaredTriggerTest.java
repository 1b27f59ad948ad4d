package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TransformUnderTest;
import java.util.List;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.AfterPane;
import org.apache.beam.sdk.transforms.windowing.AfterProcessingTime;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Repeatedly;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * The window history names the trigger the user declared with {@code Window.triggering}, with its
 * delays, not the continuation trigger Beam gives the output of a {@code GroupByKey}.
 */
class DeclaredTriggerTest {

  /** The leaderboard's team scores: speculative after 5m, late after 10m, 1h allowed lateness. */
  static PCollection<KV<String, Integer>> teamScores(PCollection<KV<String, Integer>> scores) {
    return scores
        .apply(
            "Team windows",
            Window.<KV<String, Integer>>into(FixedWindows.of(Duration.standardMinutes(20)))
                .triggering(
                    AfterWatermark.pastEndOfWindow()
                        .withEarlyFirings(
                            AfterProcessingTime.pastFirstElementInPane()
                                .plusDelayOf(Duration.standardMinutes(5)))
                        .withLateFirings(
                            AfterProcessingTime.pastFirstElementInPane()
                                .plusDelayOf(Duration.standardMinutes(10))))
                .withAllowedLateness(Duration.standardHours(1))
                .accumulatingFiredPanes())
        .apply("Sum per team", Sum.integersPerKey());
  }

  private static String history(TransformUnderTest transform) {
    ScenarioSpec scenario =
        ScenarioSpec.builder("Scores", DeclaredTriggerTest.class)
            .input(
                InputSpec.ofTestStream(
                    "scores",
                    "DeclaredTriggerTest.scores()",
                    () ->
                        TestStream.create(KvCoder.of(StringUtf8Coder.of(), VarIntCoder.of()))
                            .addElements(
                                TimestampedValue.of(KV.of("blue", 3), Instant.ofEpochMilli(60_000)),
                                TimestampedValue.of(
                                    KV.of("blue", 1), Instant.ofEpochMilli(120_000)))
                            .advanceWatermarkToInfinity()))
            .transform(transform)
            .build();
    ScenarioResult result = ScenarioRunner.run(scenario, settings());
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    ExpectationSpec.of(
                        DeclaredTriggerTest.class,
                        "wrongTotal",
                        Target.output(
                            "sums",
                            Expectations.containsInAnyOrder(List.of(KV.of("blue", 100)))))));
    String message = failure.getMessage();
    return message.substring(message.indexOf("history of output"));
  }

  @Test
  void theHistoryShowsTheDeclaredEarlyAndLateDelays() {
    String history = history(inputs -> Outputs.single("sums", teamScores(inputs.get("scores"))));

    assertWithMessage(history)
        .that(history)
        .startsWith(
            "history of output 'sums' (windowing: FixedWindows, trigger"
                + " AfterWatermark.pastEndOfWindow()"
                + ".withEarlyFirings(AfterProcessingTime.pastFirstElementInPane().plusDelayOf(5m))"
                + ".withLateFirings(AfterProcessingTime.pastFirstElementInPane().plusDelayOf(10m)),"
                + " allowed lateness 1h, accumulating fired panes):");
    assertThat(history).doesNotContain("AfterSynchronizedProcessingTime");
  }

  @Test
  void aTriggerSetWithoutAWindowFunctionAndTwoGroupingsLaterIsStillTheDeclaredOne() {
    String history =
        history(
            inputs -> {
              PCollection<KV<String, Integer>> scores = inputs.get("scores");
              PCollection<KV<String, Integer>> summed =
                  scores
                      .apply(
                          Window.<KV<String, Integer>>into(
                              FixedWindows.of(Duration.standardMinutes(20))))
                      .apply(
                          "Speculative every 2",
                          Window.<KV<String, Integer>>configure()
                              .triggering(Repeatedly.forever(AfterPane.elementCountAtLeast(2)))
                              .withAllowedLateness(Duration.ZERO)
                              .discardingFiredPanes())
                      .apply("First sum", Sum.integersPerKey())
                      .apply("Second sum", Sum.integersPerKey());
              return Outputs.single("sums", summed);
            });

    assertWithMessage(history)
        .that(history)
        .startsWith(
            "history of output 'sums' (windowing: FixedWindows, trigger"
                + " Repeatedly.forever(AfterPane.elementCountAtLeast(2)), allowed lateness 0s,"
                + " discarding fired panes):");
  }

  /**
   * Beam keeps the larger allowed lateness of the two windowings; the history says what Beam has.
   */
  @Test
  void anOutputReWindowedAfterItsLastGroupingShowsItsOwnStrategy() {
    String history =
        history(
            inputs ->
                Outputs.single(
                    "sums",
                    teamScores(inputs.get("scores"))
                        .apply(
                            "Hourly",
                            Window.<KV<String, Integer>>into(
                                    FixedWindows.of(Duration.standardHours(1)))
                                .triggering(AfterWatermark.pastEndOfWindow())
                                .withAllowedLateness(Duration.ZERO)
                                .discardingFiredPanes())));

    assertWithMessage(history)
        .that(history)
        .startsWith(
            "history of output 'sums' (windowing: FixedWindows, trigger"
                + " AfterWatermark.pastEndOfWindow(), allowed lateness 1h, discarding fired"
                + " panes):");
  }
}
