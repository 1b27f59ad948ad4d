package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.scenario;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.fixtures.NumberScenarios.TimesTen;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.verdict.expect.Aggregation;
import io.pipespec.runtime.verdict.expect.ElementPredicate;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.LongStream;
import org.apache.beam.sdk.coders.NullableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.WithTimestamps;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * {@code @ExpectSum} and {@code @ExpectHash} judged on the runner ({@code pipespec.judge=runner})
 * against judging in the test JVM: the same verdict and the same message, with none of the output's
 * elements brought back.
 */
class OnRunnerAggregatesTest {

  private static final RunSettings ON_RUNNER = settings().withJudge(JudgeMode.RUNNER);

  /** The numbers times ten, in one-minute windows by their value in minutes. */
  private static PCollection<Long> tens(PCollection<Long> numbers) {
    return numbers
        .apply(ParDo.of(new TimesTen()))
        .apply(WithTimestamps.of(n -> Instant.ofEpochMilli(n * 6_000L)))
        .apply(Window.into(FixedWindows.of(Duration.standardMinutes(1))));
  }

  /** The tens as words: "0", "10", ... */
  private static PCollection<String> words(PCollection<Long> numbers) {
    return tens(numbers).apply(MapElements.into(TypeDescriptors.strings()).via(String::valueOf));
  }

  /** Scenario "Aggregates": {@code numbers} through {@code transform} into the output "out". */
  private static PipelineScenarioSpec aggregates(
      List<Long> numbers,
      Function<PCollection<Long>, PCollection<?>> transform,
      ExpectationSpec... expected) {
    PipelineScenarioSpec.Builder builder =
        scenario(
            "Aggregates",
            numbers,
            inputs -> Outputs.single("out", transform.apply(inputs.<Long>get("numbers"))));
    for (ExpectationSpec expectation : expected) {
      builder.expectation(expectation);
    }
    return builder.build();
  }

  /** The message of judging {@code expectation} in the JVM or on the runner. */
  private static String failure(
      List<Long> numbers,
      Function<PCollection<Long>, PCollection<?>> transform,
      RunSettings settings,
      Supplier<ExpectationSpec> expectation) {
    ScenarioResult result =
        ScenarioRunner.run(aggregates(numbers, transform, expectation.get()), settings);
    assertThat(result.failure()).isEmpty();
    AssertionError failure =
        assertThrows(AssertionError.class, () -> result.verify(expectation.get()));
    return failure.getMessage();
  }

  /** The same failure judged in the JVM and on the runner; returns the runner's message. */
  private static String sameFailure(
      List<Long> numbers,
      Function<PCollection<Long>, PCollection<?>> transform,
      Supplier<ExpectationSpec> expectation) {
    String onRunner = failure(numbers, transform, ON_RUNNER, expectation);
    String inJvm = failure(numbers, transform, settings(), expectation);
    assertThat(onRunner).isEqualTo(withoutHistory(inJvm));
    return onRunner;
  }

  private static List<Long> range(long from, long to) {
    return LongStream.range(from, to).boxed().toList();
  }

  private static String hashOf(List<String> words) {
    return Aggregation.hash(
        words.stream().map(word -> word.getBytes(StandardCharsets.UTF_8)).toList());
  }

  @Test
  void sumAndHashPassOnTheRunnerAndBringBackNoElement() {
    ExpectationSpec sum = expect("sum", "out", Expectations.sum("1247500", 500));
    List<String> tens = range(0, 500).stream().map(n -> Long.toString(n * 10)).toList();
    ExpectationSpec hash = expect("hash", "out", Expectations.hash(hashOf(tens), 500));

    ScenarioResult summed =
        ScenarioRunner.run(aggregates(range(0, 500), OnRunnerAggregatesTest::tens, sum), ON_RUNNER);
    ScenarioResult hashed =
        ScenarioRunner.run(
            aggregates(range(0, 500), OnRunnerAggregatesTest::words, hash), ON_RUNNER);

    assertThat(summed.failure()).isEmpty();
    summed.verify(sum);
    assertThat(summed.outputs().get("out").judgedOnRunner()).isTrue();
    assertThat(summed.outputs().get("out").elements()).isEmpty();
    assertThat(hashed.failure()).isEmpty();
    hashed.verify(hash);
    assertThat(hashed.outputs().get("out").judgedOnRunner()).isTrue();
    assertThat(hashed.outputs().get("out").elements()).isEmpty();
  }

  @Test
  void aFailingSumReadsAsItDoesInTheJvm() {
    String onRunner =
        sameFailure(
            range(0, 500),
            OnRunnerAggregatesTest::tens,
            () -> expect("sum", "out", Expectations.sum("1247501", 500)));

    assertThat(onRunner)
        .startsWith(
            """
            Output 'out' (all windows, all panes) does not have the expected sum and size
            output  : out
            scope   : all windows, all panes
            expected: sum 1247501, size 500
            but was : sum 1247500, size 500
            element : 0: in window [1970-01-01T00:00Z, 1970-01-01T00:01Z), pane NO_FIRING,\
             timestamp 1970-01-01T00:00Z
            element : 10: in window [1970-01-01T00:01Z, 1970-01-01T00:02Z), pane NO_FIRING,\
             timestamp 1970-01-01T00:01Z
            """);
    assertThat(onRunner).contains("element : 490: in window");
    assertThat(onRunner).doesNotContain("element : 500: in window");
    assertThat(onRunner).contains("element : ... and 450 more\n");
  }

  @Test
  void aFailingHashReadsAsItDoesInTheJvm() {
    String onRunner =
        sameFailure(
            range(0, 60),
            OnRunnerAggregatesTest::words,
            () -> expect("hash", "out", Expectations.hash("GH70Q2Ei0cwvQNwrkvDroA==", 60)));

    List<String> tens = range(0, 60).stream().map(n -> Long.toString(n * 10)).toList();
    assertThat(onRunner).contains("but was  : size 60, hash " + hashOf(tens) + "\n");
    assertThat(onRunner).contains("element  : ... and 10 more\n");
  }

  @Test
  void anEmptyOutputSumsToZeroAndHashesNothing() {
    ExpectationSpec sum = expect("sum", "out", Expectations.sum("0", 0));
    ExpectationSpec hash = expect("hash", "out", Expectations.hash(hashOf(List.of()), 0));

    ScenarioResult summed =
        ScenarioRunner.run(aggregates(List.of(), OnRunnerAggregatesTest::tens, sum), ON_RUNNER);
    ScenarioResult hashed =
        ScenarioRunner.run(aggregates(List.of(), OnRunnerAggregatesTest::words, hash), ON_RUNNER);

    summed.verify(sum);
    hashed.verify(hash);
    assertThat(summed.outputs().get("out").judgedOnRunner()).isTrue();
    assertThat(hashed.outputs().get("out").judgedOnRunner()).isTrue();
    // In the global window: the JVM draws no history of an empty output, the runner cannot know.
    assertThat(
            sameFailure(
                List.of(),
                numbers -> numbers.apply(ParDo.of(new TimesTen())),
                () -> expect("sum", "out", Expectations.sum("1", 1))))
        .contains("but was : sum 0, size 0");
  }

  /** Every even number becomes null. */
  static final class EvensAsNull extends DoFn<Long, @Nullable Long> {
    @ProcessElement
    public void process(@Element Long number, OutputReceiver<@Nullable Long> out) {
      out.output(number % 2 == 0 ? null : number);
    }
  }

  private static PCollection<?> withNulls(PCollection<Long> numbers) {
    return numbers.apply(ParDo.of(new EvensAsNull())).setCoder(NullableCoder.of(VarLongCoder.of()));
  }

  private static PCollection<?> wordsWithNulls(PCollection<Long> numbers) {
    return numbers
        .apply(ParDo.of(new EvensAsNull()))
        .setCoder(NullableCoder.of(VarLongCoder.of()))
        .apply(
            MapElements.into(TypeDescriptors.strings())
                .via((@Nullable Long n) -> n == null ? null : Long.toString(n)))
        .setCoder(NullableCoder.of(StringUtf8Coder.of()));
  }

  @Test
  void aNullElementFailsAsInTheJvm() {
    String summed =
        sameFailure(
            range(1, 6),
            OnRunnerAggregatesTest::withNulls,
            () -> expect("sum", "out", Expectations.sum("9", 5)));
    String hashed =
        sameFailure(
            range(1, 4),
            OnRunnerAggregatesTest::wordsWithNulls,
            () -> expect("hash", "out", Expectations.hash(hashOf(List.of("1", "3")), 2)));

    assertThat(summed)
        .startsWith(
            "Output 'out' (all windows, all panes) holds 2 null elements, which cannot be summed");
    assertThat(summed).contains("null element: <null>: in global window");
    assertThat(hashed)
        .startsWith(
            "Output 'out' (all windows, all panes) holds a null element, which Beam Go's"
                + " passert.Hash cannot hash");
  }

  @Test
  void aWhereComparisonOfANullElementFailsAsInTheJvm() {
    String filtered =
        sameFailure(
            range(1, 6),
            OnRunnerAggregatesTest::withNulls,
            () ->
                expect(
                    "large",
                    "out",
                    Expectations.where(
                        ElementPredicate.greaterThan(2L), Expectations.sum("8", 2))));

    assertThat(filtered)
        .startsWith(
            "Output 'out' (all windows, all panes) holds a null element, which cannot be compared:");
    assertThat(filtered).contains("element  : <null>: in global window");
  }

  @Test
  void aDoubleSumsExactlyInTheJvmAndOnTheRunner() {
    ExpectationSpec sum = expect("sum", "out", Expectations.sum("1.75", 3));
    Function<PCollection<Long>, PCollection<?>> quarters =
        numbers -> numbers.apply(MapElements.into(TypeDescriptors.doubles()).via(n -> n / 4.0));

    ScenarioResult inJvm =
        ScenarioRunner.run(aggregates(List.of(1L, 2L, 4L), quarters, sum), settings());
    ScenarioResult onRunner =
        ScenarioRunner.run(aggregates(List.of(1L, 2L, 4L), quarters, sum), ON_RUNNER);

    inJvm.verify(sum);
    onRunner.verify(sum);
    assertThat(onRunner.outputs().get("out").judgedOnRunner()).isTrue();
  }

  /** A JVM failure of output 'out' with its history as judging on the runner says it. */
  private static String withoutHistory(String inJvm) {
    int history = inJvm.indexOf("history of output 'out'");
    if (history < 0) {
      return inJvm;
    }
    int where = inJvm.indexOf("scenario 'Aggregates'");
    return inJvm.substring(0, history)
        + "history of output 'out': not drawn, its elements stayed on the runner"
        + " (pipespec.judge=runner)\n"
        + inJvm.substring(where);
  }
}
