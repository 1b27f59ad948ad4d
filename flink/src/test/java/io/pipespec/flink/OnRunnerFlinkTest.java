package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.flink.FlinkScenarios.onFlink;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.RefusedExpectationError;
import io.pipespec.Timing;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.fixtures.NumberScenarios.TimesTen;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.expect.Aggregation;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.WithTimestamps;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * Judging on the embedded Flink cluster ({@code pipespec.judge=runner}): the verdict and the
 * message are those of judging in the test JVM, and no element of the output comes back.
 */
class OnRunnerFlinkTest {

  private static final List<Long> NUMBERS = LongStream.range(0, 2_000).boxed().toList();

  private static ExpectationSpec contains(List<Long> expected) {
    return ExpectationSpec.of(
        OnRunnerFlinkTest.class,
        "tens",
        Target.output("out", Expectations.containsInAnyOrder(expected)));
  }

  private static ExpectationSpec count(long expected) {
    return ExpectationSpec.of(
        OnRunnerFlinkTest.class, "count", Target.output("out", Expectations.count(expected)));
  }

  private static PipelineScenarioSpec timesTen(ExpectationSpec... expectations) {
    return scenario(false, expectations);
  }

  /** The numbers times ten, as numbers or as words ("0", "10", ...). */
  private static PipelineScenarioSpec scenario(boolean asWords, ExpectationSpec... expectations) {
    PipelineScenarioSpec.Builder builder =
        ScenarioSpec.builder("TimesTen", OnRunnerFlinkTest.class)
            .input(
                InputSpec.ofValues(
                    "numbers",
                    "OnRunnerFlinkTest.numbers()",
                    () -> NUMBERS,
                    TypeDescriptors.longs()))
            .transform(
                inputs -> {
                  PCollection<Long> tens =
                      inputs.<Long>get("numbers").apply(ParDo.of(new TimesTen()));
                  return Outputs.single(
                      "out",
                      asWords
                          ? tens.apply(
                              MapElements.into(TypeDescriptors.strings()).via(String::valueOf))
                          : tens);
                });
    for (ExpectationSpec expectation : expectations) {
      builder.expectation(expectation);
    }
    return builder.build();
  }

  private static String failure(RunSettings settings, ExpectationSpec expectation) {
    ScenarioResult result = ScenarioRunner.run(timesTen(expectation), settings);
    assertThat(result.failure()).isEmpty();
    return assertThrows(AssertionError.class, () -> result.verify(expectation)).getMessage();
  }

  @Test
  void passesWithNothingBroughtBack() {
    List<Long> tens = NUMBERS.stream().map(n -> n * 10).toList();
    ExpectationSpec contains = contains(tens);
    ExpectationSpec count = count(NUMBERS.size());

    ScenarioResult result =
        ScenarioRunner.run(timesTen(contains, count), onFlink().withJudge(JudgeMode.RUNNER));

    assertThat(result.failure()).isEmpty();
    result.verify(contains);
    result.verify(count);
    assertThat(result.capturedCounts()).containsExactly("out", 0L);
  }

  @Test
  void aFailureReadsAsItDoesWhenJudgedInTheJvm() {
    List<Long> expected = new ArrayList<>(NUMBERS.stream().map(n -> n * 10).toList());
    for (int i = 0; i < 10; i++) {
      expected.set(100 * i + 1, -1L - i); // ten missing, ten unexpected
    }
    ExpectationSpec contains = contains(expected);

    String onRunner = failure(onFlink().withJudge(JudgeMode.RUNNER), contains);
    String inJvm = failure(onFlink(), contains);

    assertThat(onRunner).contains("missing    : -1 (x1): never produced");
    assertThat(onRunner).contains("unexpected : 10 (x1): in global window");
    assertThat(onRunner.lines().filter(line -> line.startsWith("missing ")).count()).isEqualTo(10);
    assertThat(onRunner.lines().filter(line -> line.startsWith("unexpected ")).count())
        .isEqualTo(10);
    // Missing elements are listed in the expected order on both sides; unexpected ones by
    // event time here, in arrival order there: every line is the same, their order may not be.
    assertThat(onRunner.lines().sorted().toList())
        .containsExactlyElementsIn(inJvm.lines().sorted().toList());
  }

  /** The lines of {@code message} that start with {@code prefix}, in order. */
  private static List<String> lines(String message, String prefix) {
    return message.lines().filter(line -> line.startsWith(prefix)).toList();
  }

  /**
   * A scenario of the numbers 0 to 499, one a second from a {@code TestStream} (so Flink runs in
   * streaming mode), times ten, then windowed by {@code windowing}.
   */
  private static PipelineScenarioSpec streamed(
      String name, Window<Long> windowing, ExpectationSpec... expectations) {
    TestStream<Long> numbers = streamed();
    PipelineScenarioSpec.Builder builder =
        ScenarioSpec.builder(name, OnRunnerFlinkTest.class)
            .input(InputSpec.ofTestStream("numbers", "OnRunnerFlinkTest.stream()", () -> numbers))
            .transform(
                inputs ->
                    Outputs.single(
                        "out",
                        inputs
                            .<Long>get("numbers")
                            .apply(ParDo.of(new TimesTen()))
                            .apply(windowing)));
    for (ExpectationSpec expectation : expectations) {
      builder.expectation(expectation);
    }
    return builder.build();
  }

  /** The numbers 0 to 499, one a second, the watermark moved every hundred. */
  private static TestStream<Long> streamed() {
    TestStream.Builder<Long> stream = TestStream.create(VarLongCoder.of());
    for (long n = 0; n < 500; n++) {
      stream = stream.addElements(TimestampedValue.of(n, Instant.ofEpochMilli(n * 1_000)));
      if (n % 100 == 99) {
        stream = stream.advanceWatermarkTo(Instant.ofEpochMilli(n * 1_000));
      }
    }
    return stream.advanceWatermarkToInfinity();
  }

  @Test
  void anUnboundedOutputIsJudgedInStreamingModeAsInTheJvm() {
    // A TestStream makes Flink run in streaming mode: the digests are a side input there, and the
    // tallies wait for them in the step's state until the end of time.
    List<Long> expected =
        new ArrayList<>(LongStream.range(0, 500).map(n -> n * 10).boxed().toList());
    ExpectationSpec passing = contains(expected);
    expected.set(7, -7L); // 70 unexpected, -7 missing
    ExpectationSpec failing =
        ExpectationSpec.of(
            OnRunnerFlinkTest.class,
            "failing",
            Target.output("out", Expectations.containsInAnyOrder(expected)));
    PipelineScenarioSpec scenario =
        streamed("Streamed", Window.into(new GlobalWindows()), passing, failing);

    ScenarioResult onRunner = ScenarioRunner.run(scenario, onFlink().withJudge(JudgeMode.RUNNER));
    ScenarioResult inJvm = ScenarioRunner.run(scenario, onFlink());

    assertThat(onRunner.failure()).isEmpty();
    assertThat(onRunner.capturedCounts()).containsExactly("out", 0L);
    onRunner.verify(passing);
    String runnerFailure =
        assertThrows(AssertionError.class, () -> onRunner.verify(failing)).getMessage();
    String jvmFailure =
        assertThrows(AssertionError.class, () -> inJvm.verify(failing)).getMessage();
    assertThat(runnerFailure).contains("missing    : -7 (x1): never produced");
    assertThat(runnerFailure).contains("unexpected : 70 (x1): in global window");
    assertThat(lines(runnerFailure, "missing ")).isEqualTo(lines(jvmFailure, "missing "));
    assertThat(lines(runnerFailure, "unexpected ")).isEqualTo(lines(jvmFailure, "unexpected "));
  }

  @Test
  void aWindowOfAStreamIsJudgedInStreamingModeAsInTheJvm() {
    // Fixed windows of 100 s in streaming mode: the output waits for the digests in its own
    // windows, and the scope keeps [0, 100s).
    WindowRef first = WindowRef.interval(0, 100_000, "[0, 100s)");
    List<Long> expected =
        new ArrayList<>(LongStream.range(0, 100).map(n -> n * 10).boxed().toList());
    expected.set(3, -3L); // 30 unexpected, -3 missing
    ExpectationSpec window =
        ExpectationSpec.of(
            OnRunnerFlinkTest.class,
            "window",
            Target.output("out", Scopes.of(first), Expectations.containsInAnyOrder(expected)));
    PipelineScenarioSpec scenario =
        streamed(
            "StreamedWindows", Window.into(FixedWindows.of(Duration.standardSeconds(100))), window);

    ScenarioResult onRunner = ScenarioRunner.run(scenario, onFlink().withJudge(JudgeMode.RUNNER));
    ScenarioResult inJvm = ScenarioRunner.run(scenario, onFlink());

    assertThat(onRunner.failure()).isEmpty();
    assertThat(onRunner.capturedCounts()).containsExactly("out", 0L);
    String runnerFailure =
        assertThrows(AssertionError.class, () -> onRunner.verify(window)).getMessage();
    String jvmFailure = assertThrows(AssertionError.class, () -> inJvm.verify(window)).getMessage();
    assertThat(runnerFailure).contains("but got    : 100 elements in scope (and 400 out of scope)");
    assertThat(runnerFailure).contains("unexpected : 30 (x1): in window [1970-01-01T00:00Z,");
    assertThat(lines(runnerFailure, "unexpected ")).isEqualTo(lines(jvmFailure, "unexpected "));
  }

  @Test
  void aCountFailureReadsAsItDoesInTheJvm() {
    String onRunner = failure(onFlink().withJudge(JudgeMode.RUNNER), count(3));
    String inJvm = failure(onFlink(), count(3));

    // The elements listed are the first 50 of each: in arrival order in the JVM, by event time
    // and encoding on the runner. Every other line is the same.
    assertThat(withoutElements(onRunner)).isEqualTo(withoutElements(inJvm));
    assertThat(onRunner).contains("... and 1950 more");
    assertThat(onRunner.lines().filter(line -> line.startsWith("element ")).count())
        .isEqualTo(inJvm.lines().filter(line -> line.startsWith("element ")).count());
  }

  @Test
  void aWindowIsJudgedOnFlinkAsInTheJvm() {
    // Each ten v at v/10 seconds in one-minute windows: [0, 1m) holds the tens 0 to 590.
    WindowRef minute = WindowRef.interval(0, 60_000, "[0, 1m)");
    List<Long> expected =
        new ArrayList<>(LongStream.range(0, 60).map(n -> n * 10).boxed().toList());
    expected.set(1, -1L); // 10 unexpected, -1 missing
    ExpectationSpec contains =
        ExpectationSpec.of(
            OnRunnerFlinkTest.class,
            "minute",
            Target.output("out", Scopes.of(minute), Expectations.containsInAnyOrder(expected)));
    ExpectationSpec early =
        ExpectationSpec.of(
            OnRunnerFlinkTest.class,
            "early",
            Target.output(
                "out",
                Scopes.of(minute, Timing.EARLY, -1),
                Expectations.containsInAnyOrder(expected)));
    PipelineScenarioSpec scenario =
        ScenarioSpec.builder("Minutes", OnRunnerFlinkTest.class)
            .input(
                InputSpec.ofValues(
                    "numbers",
                    "OnRunnerFlinkTest.numbers()",
                    () -> NUMBERS,
                    TypeDescriptors.longs()))
            .transform(
                inputs ->
                    Outputs.single(
                        "out",
                        inputs
                            .<Long>get("numbers")
                            .apply(ParDo.of(new TimesTen()))
                            .apply(WithTimestamps.of(v -> Instant.ofEpochMilli(v * 100)))
                            .apply(Window.into(FixedWindows.of(Duration.standardMinutes(1))))))
            .expectation(contains)
            .expectation(early)
            .build();

    ScenarioResult onRunner = ScenarioRunner.run(scenario, onFlink().withJudge(JudgeMode.RUNNER));
    ScenarioResult inJvm = ScenarioRunner.run(scenario, onFlink());

    assertThat(onRunner.failure()).isEmpty();
    assertThat(onRunner.capturedCounts()).containsExactly("out", 0L);
    String runnerFailure =
        assertThrows(AssertionError.class, () -> onRunner.verify(contains)).getMessage();
    String jvmFailure =
        assertThrows(AssertionError.class, () -> inJvm.verify(contains)).getMessage();
    assertThat(runnerFailure).contains("but got    : 60 elements in scope (and 1940 out of scope)");
    assertThat(runnerFailure).contains("unexpected : 10 (x1): in window [1970-01-01T00:00Z,");
    assertThat(runnerFailure.lines().filter(line -> !line.startsWith("missing")).limit(6).toList())
        .isEqualTo(
            jvmFailure.lines().filter(line -> !line.startsWith("missing")).limit(6).toList());
    String runnerRefusal =
        assertThrows(RefusedExpectationError.class, () -> onRunner.verify(early)).getMessage();
    String jvmRefusal =
        assertThrows(RefusedExpectationError.class, () -> inJvm.verify(early)).getMessage();
    assertThat(runnerRefusal.lines().findFirst()).isEqualTo(jvmRefusal.lines().findFirst());
  }

  @Test
  void sumsAndHashesAsTheJvmDoes() {
    ExpectationSpec sum =
        ExpectationSpec.of(
            OnRunnerFlinkTest.class,
            "sum",
            Target.output("out", Expectations.sum("19990001", 2_000)));
    List<byte[]> words =
        NUMBERS.stream().map(n -> Long.toString(n * 10).getBytes(StandardCharsets.UTF_8)).toList();
    ExpectationSpec hash =
        ExpectationSpec.of(
            OnRunnerFlinkTest.class,
            "hash",
            Target.output("out", Expectations.hash(Aggregation.hash(words), 2_000)));

    String onRunner = failure(onFlink().withJudge(JudgeMode.RUNNER), sum);
    ScenarioResult hashed =
        ScenarioRunner.run(scenario(true, hash), onFlink().withJudge(JudgeMode.RUNNER));

    // Both list the earliest 50 elements by event time, then encoding: the same message.
    assertThat(onRunner).isEqualTo(failure(onFlink(), sum));
    assertThat(onRunner).contains("but was : sum 19990000, size 2000");
    assertThat(hashed.failure()).isEmpty();
    hashed.verify(hash);
    assertThat(hashed.capturedCounts()).containsExactly("out", 0L);
  }

  private static List<String> withoutElements(String message) {
    return message.lines().filter(line -> !line.startsWith("element ")).toList();
  }
}
