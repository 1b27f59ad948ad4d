package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.scenario;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.fixtures.NumberScenarios.TimesTen;
import io.pipespec.runtime.run.Fixtures.Point;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.scope.Scope;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.transforms.Filter;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.WithTimestamps;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

class ContainsTest {

  static ScenarioSpec timesTen(List<Long> numbers) {
    return scenario(
            "TimesTen",
            numbers,
            inputs ->
                Outputs.single("tens", inputs.<Long>get("numbers").apply(ParDo.of(new TimesTen()))))
        .build();
  }

  @Test
  void passesWhenTheOutputHoldsExactlyTheExpectedElements() {
    ScenarioResult result = ScenarioRunner.run(timesTen(List.of(3L, 1L, 2L)), settings());

    result.verify(expect("tens", "tens", Expectations.containsInAnyOrder(List.of(10L, 20L, 30L))));
    assertThat(result.capturedCounts()).isEqualTo(Map.of("tens", 3L));
    assertThat(result.runner()).isEqualTo("DirectRunner");
    assertThat(result.failure()).isEmpty();
  }

  @Test
  void aTimeoutTooLargeForNanosecondsIsNoPracticalLimitNotAnOverflow() {
    RunSettings noLimit = settings().withTimeout(java.time.Duration.ofHours(1_000_000_000L));

    ScenarioResult result = ScenarioRunner.run(timesTen(List.of(3L, 1L, 2L)), noLimit);

    assertThat(result.failure()).isEmpty();
    result.verify(expect("tens", "tens", Expectations.containsInAnyOrder(List.of(10L, 20L, 30L))));
  }

  @Test
  void listsMissingAndUnexpectedElementsWithWhereTheyArrived() {
    ScenarioResult result = ScenarioRunner.run(timesTen(List.of(1L, 2L, 3L)), settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "tens", "tens", Expectations.containsInAnyOrder(List.of(10L, 20L, 40L)))));

    assertThat(failure.getMessage())
        .isEqualTo(
            """
            Output 'tens' (all windows, all panes) does not contain exactly the expected elements
            output     : tens
            scope      : all windows, all panes
            missing    : 40 (x1): never produced
            unexpected : 30 (x1): in global window, pane NO_FIRING, timestamp MIN
            expected   : 3 elements
            but got    : 3 elements
            compared by: encoded bytes, because the output coder VarLongCoder is deterministic
            scenario 'TimesTen', expectation tens\
            """);
    assertThat(failure.getExpected().getStringRepresentation()).isEqualTo("10\n20\n40");
    assertThat(failure.getActual().getStringRepresentation()).isEqualTo("10\n20\n30");
  }

  @Test
  void countsDuplicates() {
    ScenarioResult result = ScenarioRunner.run(timesTen(List.of(1L, 2L, 2L)), settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "tens", "tens", Expectations.containsInAnyOrder(List.of(10L, 10L, 20L)))));
    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains("\nmissing    : 10 (x1): expected twice, arrived once in scope\n");
    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains(
            "\nunexpected : 20 (x1): expected once, arrived twice: in global window, pane"
                + " NO_FIRING, timestamp MIN (twice)\n");
  }

  @Test
  void comparesByEqualsWhenTheCoderIsNotDeterministic() {
    ScenarioSpec spec =
        scenario(
                "Points",
                List.of(1L, 2L),
                inputs ->
                    Outputs.single(
                        "points",
                        inputs
                            .<Long>get("numbers")
                            .apply(
                                MapElements.into(TypeDescriptor.of(Point.class))
                                    .via(n -> new Point(n.intValue(), 0)))
                            .setCoder(SerializableCoder.of(Point.class))))
            .build();
    ScenarioResult result = ScenarioRunner.run(spec, settings());

    result.verify(
        expect(
            "points",
            "points",
            Expectations.containsInAnyOrder(List.of(new Point(2, 0), new Point(1, 0)))));
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "points",
                        "points",
                        Expectations.containsInAnyOrder(
                            List.of(new Point(1, 0), new Point(3, 0))))));
    assertThat(failure.getMessage()).contains("\nmissing    : (3,0) (x1): never produced\n");
    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .endsWith(
            "\n"
                + "compared by: equals/hashCode of the decoded values, because the output coder"
                + " is not deterministic:"
                + " SerializableCoder(io.pipespec.runtime.run.Fixtures$Point) is not"
                + " deterministic because: Java Serialization may be non-deterministic.\n"
                + "scenario 'Points', expectation points");
  }

  @Test
  void saysWhenAMissingElementArrivedInAnotherOutput() {
    ScenarioSpec spec =
        scenario(
                "EvensAndOdds",
                List.of(1L, 2L, 3L, 4L),
                inputs -> {
                  PCollection<Long> numbers = inputs.get("numbers");
                  return Outputs.builder()
                      .add("evens", numbers.apply("Evens", Filter.by(n -> n % 2 == 0)))
                      .add("odds", numbers.apply("Odds", Filter.by(n -> n % 2 == 1)))
                      .build();
                })
            .build();
    ScenarioResult result = ScenarioRunner.run(spec, settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "evens", "evens", Expectations.containsInAnyOrder(List.of(2L, 3L, 4L)))));
    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains(
            "\nmissing    : 3 (x1): arrived in output 'odds' in global window, pane NO_FIRING,"
                + " timestamp MIN\n");
  }

  @Test
  void rendersKvsInTheLiteralSyntax() {
    ScenarioSpec spec =
        scenario(
                "Kvs",
                List.of(1L, 2L),
                inputs ->
                    Outputs.single(
                        "kvs",
                        inputs
                            .<Long>get("numbers")
                            .apply(
                                MapElements.into(
                                        TypeDescriptors.kvs(
                                            TypeDescriptors.strings(), TypeDescriptors.longs()))
                                    .via(n -> KV.of(n == 1 ? "a=b" : " pad", n)))))
            .build();
    ScenarioResult result = ScenarioRunner.run(spec, settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "kvs",
                        "kvs",
                        Expectations.containsInAnyOrder(
                            Arrays.asList(KV.of("a=b", 1L), KV.of("it's", 2L))))));
    assertThat(failure.getMessage()).contains("\nmissing    : 'it\\'s'=2 (x1): never produced\n");
    assertThat(failure.getMessage())
        .contains(
            "\nunexpected : ' pad'=2 (x1): in global window, pane NO_FIRING, timestamp MIN\n");
    assertThat(failure.getExpected().getStringRepresentation()).isEqualTo("'a=b'=1\n'it\\'s'=2");
    assertThat(failure.getActual().getStringRepresentation()).isEqualTo("' pad'=2\n'a=b'=1");
  }

  /** The elements of the first ten-second window. */
  static final class FirstWindow implements Scope {
    @Override
    public List<CapturedElement> select(CapturedOutput<?> output) {
      return output.elements().stream()
          .filter(element -> ((IntervalWindow) element.window()).start().getMillis() == 0)
          .collect(Collectors.toList());
    }

    @Override
    public String describe() {
      return "window [0s, 10s)";
    }
  }

  /** Sums per ten-second window, each number at its own second. */
  static ScenarioSpec windowedSums() {
    return scenario(
            "WindowedSums",
            List.of(1L, 2L, 12L),
            inputs ->
                Outputs.single(
                    "sums",
                    inputs
                        .<Long>get("numbers")
                        .apply(WithTimestamps.of(n -> Instant.ofEpochMilli(n * 1000)))
                        .apply(Window.into(FixedWindows.of(Duration.standardSeconds(10))))
                        .apply(Sum.longsGlobally().withoutDefaults())))
        .build();
  }

  @Test
  void saysWhenAMissingElementArrivedOutOfScope() {
    ScenarioResult result = ScenarioRunner.run(windowedSums(), settings());

    result.verify(expect("sums", "sums", Expectations.containsInAnyOrder(List.of(3L, 12L))));
    result.verify(
        expect("first", "sums", new FirstWindow(), Expectations.containsInAnyOrder(List.of(3L))));
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "first",
                        "sums",
                        new FirstWindow(),
                        Expectations.containsInAnyOrder(List.of(3L, 12L)))));
    assertThat(
            failure.getMessage().substring(0, failure.getMessage().indexOf("\nhistory of output")))
        .isEqualTo(
            "Output 'sums' (window [0s, 10s)) does not contain exactly the expected elements\n"
                + "output     : sums\n"
                + "scope      : window [0s, 10s)\n"
                + "missing    : 12 (x1): arrived out of scope in window [1970-01-01T00:00:10Z,"
                + " 1970-01-01T00:00:20Z), pane ON_TIME #0 (first, last), timestamp"
                + " 1970-01-01T00:00:19.999Z\n"
                + "expected   : 2 elements\n"
                + "but got    : 1 element in scope (and 1 out of scope)\n"
                + "compared by: encoded bytes, because the output coder VarLongCoder is deterministic");
    // A windowed output's failure ends with the history of its windows (see WindowHistory).
    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains(
            "\n  window [1970-01-01T00:00:10Z, 1970-01-01T00:00:20Z):\n"
                + "    #0 ON_TIME (first, last): 12 @ 1970-01-01T00:00:19.999Z");
  }
}
