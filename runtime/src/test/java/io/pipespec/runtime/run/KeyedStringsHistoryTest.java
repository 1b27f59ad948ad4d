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
import java.util.List;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.AfterProcessingTime;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * Sums per key with an early firing, each sum then written as a {@code String} ("a:5"): the output
 * has no key the history can read, and its panes of different keys share indexes, as Beam numbers
 * panes per key. The DirectRunner fires them correctly; the history must not call it broken.
 */
class KeyedStringsHistoryTest {

  @Test
  void panesOfTwoKeysFormattedAsStringsAreNotCalledABrokenRunner() {
    ScenarioSpec scenario =
        ScenarioSpec.builder("Scores", KeyedStringsHistoryTest.class)
            .input(
                InputSpec.ofTestStream(
                    "scores",
                    "KeyedStringsHistoryTest.scores()",
                    () ->
                        TestStream.create(KvCoder.of(StringUtf8Coder.of(), VarIntCoder.of()))
                            .addElements(
                                TimestampedValue.of(KV.of("a", 3), Instant.ofEpochMilli(60_000)))
                            // a fires early: EARLY #0
                            .advanceProcessingTime(Duration.standardMinutes(2))
                            .addElements(
                                TimestampedValue.of(KV.of("a", 2), Instant.ofEpochMilli(70_000)),
                                TimestampedValue.of(KV.of("b", 4), Instant.ofEpochMilli(80_000)))
                            // a fires ON_TIME #1, b (no early firing) ON_TIME #0
                            .advanceWatermarkToInfinity()))
            .transform(
                inputs ->
                    Outputs.single(
                        "sums",
                        inputs
                            .<KV<String, Integer>>get("scores")
                            .apply(
                                Window.<KV<String, Integer>>into(
                                        FixedWindows.of(Duration.standardMinutes(10)))
                                    .triggering(
                                        AfterWatermark.pastEndOfWindow()
                                            .withEarlyFirings(
                                                AfterProcessingTime.pastFirstElementInPane()
                                                    .plusDelayOf(Duration.standardMinutes(1))))
                                    .withAllowedLateness(Duration.ZERO)
                                    .accumulatingFiredPanes())
                            .apply(Sum.integersPerKey())
                            .apply(
                                MapElements.into(TypeDescriptors.strings())
                                    .via(sum -> sum.getKey() + ":" + sum.getValue()))))
            .build();
    ScenarioResult result = ScenarioRunner.run(scenario, settings());
    assertThat(result.failure()).isEmpty();

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    ExpectationSpec.of(
                        KeyedStringsHistoryTest.class,
                        "wrong",
                        Target.output("sums", Expectations.containsInAnyOrder(List.of("x"))))));
    String message = failure.getMessage();
    String history = message.substring(message.indexOf("history of output"));

    // The runner fired as Beam says it should: the history shows it so.
    assertWithMessage(history).that(history).contains("#0 EARLY (first): a:3");
    assertWithMessage(history).that(history).contains("#0 ON_TIME (first, last): b:4");
    assertWithMessage(history).that(history).contains("#1 ON_TIME (last): a:5");
    assertWithMessage(history).that(history).doesNotContain("pane rules");
    assertWithMessage(history).that(history).doesNotContain("broke");
  }
}
