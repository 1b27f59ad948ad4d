package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.scenario;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.fixtures.NumberScenarios.TimesTen;
import io.pipespec.runtime.run.Fixtures.Point;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import io.pipespec.runtime.verdict.onrunner.Judging;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.LongStream;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.WithTimestamps;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Judging on the runner ({@code pipespec.judge=runner}) against judging in the test JVM: the same
 * verdict and the same message, with none of the output's elements brought back.
 */
class OnRunnerTest {

  static final RunSettings ON_RUNNER = settings().withJudge(JudgeMode.RUNNER);

  /** The numbers times ten, in one-minute windows by their value in minutes. */
  static PipelineScenarioSpec timesTen(List<Long> numbers, ExpectationSpec... expected) {
    PipelineScenarioSpec.Builder builder =
        scenario(
            "TimesTen",
            numbers,
            inputs ->
                Outputs.single(
                    "tens",
                    inputs
                        .<Long>get("numbers")
                        .apply(ParDo.of(new TimesTen()))
                        .apply(WithTimestamps.of(n -> Instant.ofEpochMilli(n * 6_000L)))
                        .apply(Window.into(FixedWindows.of(Duration.standardMinutes(1))))));
    for (ExpectationSpec expectation : expected) {
      builder.expectation(expectation);
    }
    return builder.build();
  }

  /** The message of judging {@code expectation} on {@code numbers}, in the JVM or on the runner. */
  static String failure(
      List<Long> numbers, RunSettings settings, Supplier<ExpectationSpec> expectation) {
    ScenarioResult result = ScenarioRunner.run(timesTen(numbers, expectation.get()), settings);
    assertThat(result.failure()).isEmpty();
    AssertionError failure =
        assertThrows(AssertionError.class, () -> result.verify(expectation.get()));
    return failure.getMessage();
  }

  static List<Long> range(long from, long to) {
    return LongStream.range(from, to).boxed().toList();
  }

  static List<Long> tens(long from, long to) {
    return LongStream.range(from, to).map(n -> n * 10).boxed().toList();
  }

  @Test
  void passesAndBringsBackNoElement() {
    ExpectationSpec contains =
        expect("tens", "tens", Expectations.containsInAnyOrder(tens(0, 500)));
    ExpectationSpec count = expect("count", "tens", Expectations.count(500));

    ScenarioResult result = ScenarioRunner.run(timesTen(range(0, 500), contains, count), ON_RUNNER);

    assertThat(result.failure()).isEmpty();
    result.verify(contains);
    result.verify(count);
    assertThat(result.outputs().get("tens").judgedOnRunner()).isTrue();
    assertThat(result.outputs().get("tens").elements()).isEmpty();
  }

  @Test
  void anEmptyOutputIsJudgedToo() {
    ExpectationSpec nothing = expect("tens", "tens", Expectations.containsInAnyOrder(List.of()));
    ExpectationSpec something =
        expect("some", "tens", Expectations.containsInAnyOrder(List.of(10L)));

    ScenarioResult result = ScenarioRunner.run(timesTen(List.of(), nothing, something), ON_RUNNER);

    assertThat(result.failure()).isEmpty();
    result.verify(nothing);
    AssertionError failure = assertThrows(AssertionError.class, () -> result.verify(something));
    assertThat(failure).hasMessageThat().contains("missing    : 10 (x1): never produced");
  }

  @Test
  void anUnboundedOutputInTheGlobalWindowIsJudgedAtTheEndOfTime() {
    ExpectationSpec contains =
        expect("words", "words", Expectations.containsInAnyOrder(List.of("a", "b", "c")));
    PipelineScenarioSpec scenario =
        ScenarioSpec.builder("Stream", OnRunnerTest.class)
            .input(
                InputSpec.ofTestStream(
                    "words",
                    "OnRunnerTest.words()",
                    () ->
                        TestStream.create(StringUtf8Coder.of())
                            .addElements(TimestampedValue.of("a", Instant.ofEpochMilli(1_000)))
                            .advanceWatermarkTo(Instant.ofEpochMilli(60_000))
                            .addElements(TimestampedValue.of("b", Instant.ofEpochMilli(70_000)))
                            .advanceWatermarkToInfinity()))
            .transform(inputs -> Outputs.single("words", inputs.<String>get("words")))
            .expectation(contains)
            .build();

    ScenarioResult result = ScenarioRunner.run(scenario, ON_RUNNER);

    assertThat(result.failure()).isEmpty();
    assertThat(result.outputs().get("words").judgedOnRunner()).isTrue();
    AssertionError failure = assertThrows(AssertionError.class, () -> result.verify(contains));
    assertThat(failure).hasMessageThat().contains("missing    : c (x1): never produced");
  }

  @Test
  void aFailureReadsAsItDoesWhenJudgedInTheJvm() {
    List<Long> expected = new ArrayList<>(tens(0, 300));
    expected.set(7, 7_777L); // 70 arrives unexpected, 7777 is missing
    expected.add(20L); // 20 expected twice, arrives once
    Supplier<ExpectationSpec> contains =
        () -> expect("tens", "tens", Expectations.containsInAnyOrder(expected));

    String inJvm = failure(range(0, 300), settings(), contains);
    String onRunner = failure(range(0, 300), ON_RUNNER, contains);

    assertThat(onRunner)
        .isEqualTo(
            """
            Output 'tens' (all windows, all panes) does not contain exactly the expected elements
            output     : tens
            scope      : all windows, all panes
            missing    : 20 (x1): expected twice, arrived once in scope
            missing    : 7777 (x1): never produced
            unexpected : 70 (x1): in window [1970-01-01T00:07Z, 1970-01-01T00:08Z), pane\
             NO_FIRING, timestamp 1970-01-01T00:07Z
            expected   : 301 elements
            but got    : 300 elements
            compared by: encoded bytes, because the output coder VarLongCoder is deterministic
            history of output 'tens': not drawn, its elements stayed on the runner\
             (pipespec.judge=runner)
            scenario 'TimesTen', expectation tens""");
    assertThat(onRunner).isEqualTo(withoutHistory(inJvm));
  }

  @Test
  void aCountFailureReadsAsItDoesInTheJvm() {
    Supplier<ExpectationSpec> count = () -> expect("count", "tens", Expectations.count(2));

    assertThat(failure(List.of(4L), ON_RUNNER, count))
        .isEqualTo(withoutHistory(failure(List.of(4L), settings(), count)));
  }

  @Test
  void aCountOfManyElementsIsExactAndListsTheFirstOnly() {
    Supplier<ExpectationSpec> count = () -> expect("count", "tens", Expectations.count(4_999));

    String onRunner = failure(range(0, 5_000), ON_RUNNER, count);

    assertThat(onRunner).contains("Output 'tens' (all windows, all panes) has 5000 elements");
    assertThat(onRunner).contains("expected: 4999 elements");
    assertThat(onRunner).contains("but got : 5000 elements");
    // The earliest fifty by event time, as the JVM lists them.
    assertThat(onRunner.lines().filter(line -> line.startsWith("element : ")).toList())
        .containsAtLeast(
            "element : 0: in window [1970-01-01T00:00Z, 1970-01-01T00:01Z), pane NO_FIRING,"
                + " timestamp 1970-01-01T00:00Z",
            "element : 490: in window [1970-01-01T00:49Z, 1970-01-01T00:50Z), pane NO_FIRING,"
                + " timestamp 1970-01-01T00:49Z",
            "element : ... and 4950 more")
        .inOrder();
    assertThat(onRunner.lines().filter(line -> line.startsWith("element : ")).count())
        .isEqualTo(51);
  }

  @Test
  void countsEveryDifferenceButBringsBackTheFirstOnly() {
    Supplier<ExpectationSpec> contains =
        () -> expect("tens", "tens", Expectations.containsInAnyOrder(tens(5_000, 6_000)));

    String onRunner = failure(range(0, 5_000), ON_RUNNER, contains);

    assertThat(onRunner).contains("missing    : 50000 (x1): never produced");
    assertThat(onRunner).contains("missing    : ... and 950 more distinct elements");
    assertThat(onRunner).contains("unexpected : ... and 4950 more distinct elements");
    assertThat(onRunner).contains("expected   : 1000 elements");
    assertThat(onRunner).contains("but got    : 5000 elements");
  }

  /** The numbers times ten, in the global window, judged against the snapshot "tens.snapshot". */
  private static PipelineScenarioSpec tensInOneWindow(
      List<Long> numbers, ExpectationSpec snapshot) {
    return scenario(
            "Tens",
            numbers,
            inputs ->
                Outputs.single("tens", inputs.<Long>get("numbers").apply(ParDo.of(new TimesTen()))))
        .expectation(snapshot)
        .build();
  }

  private static ExpectationSpec snapshot() {
    return expect(
        "golden",
        "tens",
        Expectations.snapshot(
            "tens.snapshot",
            "OnRunnerTest.Tens, expectation golden",
            "Long",
            TypeDescriptors.longs()));
  }

  @Test
  void aSnapshotIsReadByThePipelineAndFailsAsInTheJvm(@TempDir Path directory) throws Exception {
    SnapshotSettings record = new SnapshotSettings(SnapshotMode.RECORD, directory);
    ScenarioResult recorded =
        ScenarioRunner.run(
            tensInOneWindow(range(0, 3_000), snapshot()), settings().withSnapshots(record));
    recorded.verify(snapshot());
    assertThat(Files.exists(directory.resolve("tens.snapshot"))).isTrue();
    SnapshotSettings verify = new SnapshotSettings(SnapshotMode.VERIFY, directory);

    ScenarioResult same =
        ScenarioRunner.run(
            tensInOneWindow(range(0, 3_000), snapshot()), ON_RUNNER.withSnapshots(verify));
    same.verify(snapshot());
    assertThat(same.outputs().get("tens").judgedOnRunner()).isTrue();

    List<Long> changed = new ArrayList<>(range(0, 3_000));
    changed.set(5, 100_000L); // 50 missing, 1000000 unexpected
    String onRunner =
        assertThrows(
                AssertionError.class,
                () ->
                    ScenarioRunner.run(
                            tensInOneWindow(changed, snapshot()), ON_RUNNER.withSnapshots(verify))
                        .verify(snapshot()))
            .getMessage();
    String inJvm =
        assertThrows(
                AssertionError.class,
                () ->
                    ScenarioRunner.run(
                            tensInOneWindow(changed, snapshot()), settings().withSnapshots(verify))
                        .verify(snapshot()))
            .getMessage();

    assertThat(onRunner).contains("missing    : 50 (x1): never produced");
    assertThat(onRunner).contains("unexpected : 1000000 (x1): in global window");
    assertThat(onRunner).contains("snapshot   : " + directory.resolve("tens.snapshot"));
    assertThat(onRunner).isEqualTo(inJvm);
  }

  @Test
  void aSnapshotIsNotRecordedOnTheRunner(@TempDir Path directory) {
    ScenarioResult result =
        ScenarioRunner.run(
            tensInOneWindow(range(0, 3), snapshot()),
            ON_RUNNER.withSnapshots(new SnapshotSettings(SnapshotMode.RECORD, directory)));

    RefusedExpectationError refused =
        assertThrows(RefusedExpectationError.class, () -> result.verify(snapshot()));

    assertThat(refused).hasMessageThat().contains("pipespec.snapshots=record writes the file");
    assertThat(Files.exists(directory.resolve("tens.snapshot"))).isFalse();
  }

  @Test
  void autoJudgesOnTheRunnerOnlyLargeOutputsItCanJudgeWhole() {
    RunSettings auto = settings().withJudging(new Judging(JudgeMode.AUTO, 400));
    ExpectationSpec large = expect("tens", "tens", Expectations.containsInAnyOrder(tens(0, 500)));
    ExpectationSpec small = expect("count", "tens", Expectations.count(500));
    ExpectationSpec checked = expect("checked", "tens", Expectations.<Long>satisfies(values -> {}));

    ScenarioResult onRunner = ScenarioRunner.run(timesTen(range(0, 500), large, small), auto);
    ScenarioResult wholeInJvm =
        ScenarioRunner.run(timesTen(range(0, 500), large, small, checked), auto);
    ScenarioResult belowThreshold =
        ScenarioRunner.run(
            timesTen(range(0, 500), large),
            settings().withJudging(new Judging(JudgeMode.AUTO, 501)));

    assertThat(onRunner.outputs().get("tens").judgedOnRunner()).isTrue();
    onRunner.verify(large);
    onRunner.verify(small);
    assertThat(wholeInJvm.outputs().get("tens").judgedOnRunner()).isFalse();
    assertThat(wholeInJvm.outputs().get("tens").elements()).hasSize(500);
    wholeInJvm.verify(checked);
    assertThat(belowThreshold.outputs().get("tens").judgedOnRunner()).isFalse();
    belowThreshold.verify(large);
  }

  @Test
  void refusesAnExpectationThatReadsTheElementsAndSaysWhy() {
    ExpectationSpec satisfies =
        expect("checked", "tens", Expectations.<Long>satisfies(values -> {}));
    ScenarioResult result = ScenarioRunner.run(timesTen(range(0, 3), satisfies), ON_RUNNER);

    RefusedExpectationError refused =
        assertThrows(RefusedExpectationError.class, () -> result.verify(satisfies));

    assertThat(refused)
        .hasMessageThat()
        .contains("cannot be judged on the runner (pipespec.judge=runner): it reads the elements");
  }

  @Test
  void refusesAnOutputWhoseCoderIsNotDeterministic() {
    ExpectationSpec points =
        expect("points", "points", Expectations.containsInAnyOrder(List.of(new Point(1, 1))));
    PipelineScenarioSpec scenario =
        scenario(
                "Points",
                List.of(1L),
                inputs ->
                    Outputs.single(
                        "points",
                        inputs
                            .<Long>get("numbers")
                            .apply(
                                MapElements.into(TypeDescriptor.of(Point.class))
                                    .via(n -> new Point(n.intValue(), n.intValue())))
                            .setCoder(SerializableCoder.of(Point.class))))
            .expectation(points)
            .build();
    ScenarioResult result = ScenarioRunner.run(scenario, ON_RUNNER);

    RefusedExpectationError refused =
        assertThrows(RefusedExpectationError.class, () -> result.verify(points));

    assertThat(refused).hasMessageThat().contains("is not deterministic");
    assertThat(refused).hasMessageThat().contains("pipespec.judge=jvm");
  }

  @Test
  void keyedDifferencesAreToldFromWhatTheRunnerBroughtBack() {
    List<KV<String, Long>> expected = new ArrayList<>();
    for (long n = 0; n < 300; n++) {
      expected.add(KV.of("k" + n, n == 7 ? 71L : n * 10)); // k7 changed
    }
    expected.remove(8); // k8 unexpected
    expected.add(KV.of("k300", 3_000L)); // k300 missing
    Supplier<ExpectationSpec> keyed =
        () -> expect("keyed", "pairs", Expectations.containsInAnyOrderByKey(expected, "key"));
    Function<RunSettings, String> failure =
        settings -> {
          ScenarioResult result = ScenarioRunner.run(pairs(keyed.get()), settings);
          assertThat(result.failure()).isEmpty();
          return assertThrows(AssertionError.class, () -> result.verify(keyed.get())).getMessage();
        };

    String onRunner = failure.apply(ON_RUNNER);
    String inJvm = failure.apply(settings());

    assertThat(onRunner).contains("changed       : key k7: 71 -> 70");
    assertThat(onRunner).contains("missing key   : key k300: k300=3000");
    assertThat(onRunner).contains("unexpected key: key k8: k8=80: in global window");
    assertThat(onRunner)
        .contains(
            "keys          : 1 changed, 1 missing, 1 unexpected (judged on the runner: the keys of the"
                + " differing elements it brought back, paired among themselves; 298 elements"
                + " equal on both sides, whose keys stayed there)");
    assertThat(inJvm).contains("keys          : 1 changed, 1 missing, 1 unexpected, 298 equal");
    assertThat(onRunner.lines().filter(line -> !line.startsWith("keys")).toList())
        .isEqualTo(inJvm.lines().filter(line -> !line.startsWith("keys")).toList());
  }

  /** The numbers as {@code KV("k" + n, n * 10)}. */
  private static PipelineScenarioSpec pairs(ExpectationSpec expectation) {
    return scenario(
            "Pairs",
            range(0, 300),
            inputs ->
                Outputs.single(
                    "pairs",
                    inputs
                        .<Long>get("numbers")
                        .apply(
                            MapElements.into(
                                    TypeDescriptors.kvs(
                                        TypeDescriptors.strings(), TypeDescriptors.longs()))
                                .via(n -> KV.of("k" + n, n * 10)))))
        .expectation(expectation)
        .build();
  }

  /** A JVM failure of output 'tens' with its history as judging on the runner says it. */
  static String withoutHistory(String inJvm) {
    int history = inJvm.indexOf("history of output 'tens'");
    int where = inJvm.indexOf("scenario 'TimesTen'");
    assertThat(history).isAtLeast(0);
    return inJvm.substring(0, history)
        + "history of output 'tens': not drawn, its elements stayed on the runner"
        + " (pipespec.judge=runner)\n"
        + inJvm.substring(where);
  }
}
