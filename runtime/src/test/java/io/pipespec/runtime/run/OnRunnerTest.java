package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.scenario;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.Timing;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.RefusedExpectationError;
import io.pipespec.runtime.expect.ElementPredicate;
import io.pipespec.runtime.expect.Expectations;
import io.pipespec.runtime.fixtures.NumberScenarios.TimesTen;
import io.pipespec.runtime.onrunner.JudgeMode;
import io.pipespec.runtime.onrunner.Judging;
import io.pipespec.runtime.run.Fixtures.Point;
import io.pipespec.runtime.scope.Scope;
import io.pipespec.runtime.scope.Scopes;
import io.pipespec.runtime.snapshot.SnapshotMode;
import io.pipespec.runtime.snapshot.SnapshotSettings;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.InputSpec;
import io.pipespec.runtime.spec.Outputs;
import io.pipespec.runtime.spec.PipelineScenarioSpec;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.LongStream;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.WithTimestamps;
import org.apache.beam.sdk.transforms.windowing.AfterPane;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
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

  private static final RunSettings ON_RUNNER = settings().withJudge(JudgeMode.RUNNER);

  /** The numbers times ten, in one-minute windows by their value in minutes. */
  private static PipelineScenarioSpec timesTen(List<Long> numbers, ExpectationSpec... expected) {
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
  private static String failure(
      List<Long> numbers, RunSettings settings, Supplier<ExpectationSpec> expectation) {
    ScenarioResult result = ScenarioRunner.run(timesTen(numbers, expectation.get()), settings);
    assertThat(result.failure()).isEmpty();
    AssertionError failure =
        assertThrows(AssertionError.class, () -> result.verify(expectation.get()));
    return failure.getMessage();
  }

  private static List<Long> range(long from, long to) {
    return LongStream.range(from, to).boxed().toList();
  }

  private static List<Long> tens(long from, long to) {
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

  private static final Scope SECOND_MINUTE =
      Scopes.of(WindowRef.interval(60_000, 120_000, "[1m, 2m)"));

  @Test
  void aWindowIsJudgedOnTheRunnerAsInTheJvm() {
    // Each one-minute window holds one ten: 10 arrives unexpected, 1500 is missing.
    List<Long> expected = List.of(1_500L);
    Supplier<ExpectationSpec> contains =
        () -> expect("minute", "tens", SECOND_MINUTE, Expectations.containsInAnyOrder(expected));
    ExpectationSpec passing =
        expect("passing", "tens", SECOND_MINUTE, Expectations.containsInAnyOrder(List.of(10L)));
    ExpectationSpec count = expect("count", "tens", SECOND_MINUTE, Expectations.count(1));
    ExpectationSpec sum = expect("sum", "tens", SECOND_MINUTE, Expectations.sum("10", 1));
    Supplier<ExpectationSpec> wrongSum =
        () -> expect("wrongSum", "tens", SECOND_MINUTE, Expectations.sum("11", 1));

    String inJvm = failure(range(0, 30), settings(), contains);
    String onRunner = failure(range(0, 30), ON_RUNNER, contains);
    ScenarioResult result =
        ScenarioRunner.run(timesTen(range(0, 30), passing, count, sum, contains.get()), ON_RUNNER);

    result.verify(passing);
    result.verify(count);
    result.verify(sum);
    assertThat(failure(range(0, 30), ON_RUNNER, wrongSum))
        .isEqualTo(withoutHistory(failure(range(0, 30), settings(), wrongSum)));
    assertThat(result.outputs().get("tens").elements()).isEmpty();
    assertThat(onRunner)
        .isEqualTo(
            """
            Output 'tens' (all panes of window [1970-01-01T00:01Z, 1970-01-01T00:02Z)) does not\
             contain exactly the expected elements
            output     : tens
            scope      : all panes of window [1970-01-01T00:01Z, 1970-01-01T00:02Z)
            missing    : 1500 (x1): not produced in scope (judged on the runner, which does not\
             look for it out of the scope)
            unexpected : 10 (x1): in window [1970-01-01T00:01Z, 1970-01-01T00:02Z), pane\
             NO_FIRING, timestamp 1970-01-01T00:01Z
            expected   : 1 element
            but got    : 1 element in scope (and 29 out of scope)
            compared by: encoded bytes, because the output coder VarLongCoder is deterministic
            history of output 'tens': not drawn, its elements stayed on the runner\
             (pipespec.judge=runner)
            scenario 'TimesTen', expectation minute""");
    assertThat(onRunner)
        .isEqualTo(
            withoutHistory(inJvm)
                .replace(
                    "never produced",
                    "not produced in scope (judged on the runner, which does not look for it out"
                        + " of the scope)"));
  }

  @Test
  void aWhereFilterIsAppliedOnTheRunnerAsInTheJvm() {
    ElementPredicate<Long> large = ElementPredicate.greaterThan(200L);
    Supplier<ExpectationSpec> contains =
        () ->
            expect(
                "large",
                "tens",
                Expectations.where(large, Expectations.containsInAnyOrder(List.of(210L, 2_200L))));
    ExpectationSpec passing =
        expect(
            "passing",
            "tens",
            Expectations.where(large, Expectations.containsInAnyOrder(tens(21, 30))));
    ExpectationSpec sum =
        expect("sum", "tens", SECOND_MINUTE, Expectations.where(large, Expectations.sum("0", 0)));

    String onRunner = failure(range(0, 30), ON_RUNNER, contains);
    ScenarioResult result =
        ScenarioRunner.run(timesTen(range(0, 30), passing, sum, contains.get()), ON_RUNNER);

    result.verify(passing);
    result.verify(sum);
    assertThat(onRunner).contains("but got    : 9 elements in scope (and 21 out of scope)");
    assertThat(onRunner)
        .isEqualTo(
            withoutHistory(failure(range(0, 30), settings(), contains))
                .replace(
                    "never produced",
                    "not produced in scope (judged on the runner, which does not look for it out"
                        + " of the scope)"));
  }

  @Test
  void aWhereFilterThatCannotBeSentToTheRunnerIsRefused() {
    Object notSerializable = new Object();
    ExpectationSpec filtered =
        expect(
            "filtered",
            "tens",
            Expectations.where(
                ElementPredicate.<Long>by("isOdd", n -> notSerializable.hashCode() != n % 2),
                Expectations.count(0)));
    ScenarioResult result = ScenarioRunner.run(timesTen(range(0, 3), filtered), ON_RUNNER);

    RefusedExpectationError refused =
        assertThrows(RefusedExpectationError.class, () -> result.verify(filtered));

    assertThat(refused)
        .hasMessageThat()
        .contains("its @Where predicate (satisfies isOdd) cannot be sent to the runner");
  }

  @Test
  void aScopeTheOutputCannotFillIsRefusedOnTheRunnerAsInTheJvm() {
    // The tens never pass a GroupByKey: no pane of theirs ever fires, so none is EARLY.
    Supplier<ExpectationSpec> early =
        () ->
            expect(
                "early",
                "tens",
                Scopes.of(WindowRef.interval(60_000, 120_000, "[1m, 2m)"), Timing.EARLY, -1),
                Expectations.containsInAnyOrder(tens(10, 20)));
    // One-minute windows never start at 30 s.
    Supplier<ExpectationSpec> unassigned =
        () ->
            expect(
                "unassigned",
                "tens",
                Scopes.of(WindowRef.interval(30_000, 90_000, "[30s, 90s)")),
                Expectations.containsInAnyOrder(List.of()));

    for (Supplier<ExpectationSpec> refused : List.of(early, unassigned)) {
      ScenarioResult inJvm = ScenarioRunner.run(timesTen(range(0, 30), refused.get()), settings());
      ScenarioResult onRunner =
          ScenarioRunner.run(timesTen(range(0, 30), refused.get()), ON_RUNNER);
      RefusedExpectationError jvmRefusal =
          assertThrows(RefusedExpectationError.class, () -> inJvm.verify(refused.get()));
      RefusedExpectationError runnerRefusal =
          assertThrows(RefusedExpectationError.class, () -> onRunner.verify(refused.get()));

      assertThat(runnerRefusal.getMessage()).contains("cannot be judged honestly: ");
      assertThat(firstLine(runnerRefusal.getMessage()))
          .isEqualTo(firstLine(jvmRefusal.getMessage()));
    }
  }

  /** 1 and then 2 in one ten-minute window, summed in early panes and an on-time one. */
  private static PipelineScenarioSpec panes(ExpectationSpec... expected) {
    PipelineScenarioSpec.Builder builder =
        ScenarioSpec.builder("Panes", OnRunnerTest.class)
            .input(
                InputSpec.ofTestStream(
                    "numbers",
                    "OnRunnerTest.numbers()",
                    () ->
                        TestStream.create(VarLongCoder.of())
                            .addElements(TimestampedValue.of(1L, Instant.ofEpochMilli(1_000)))
                            .addElements(TimestampedValue.of(2L, Instant.ofEpochMilli(2_000)))
                            .advanceWatermarkToInfinity()))
            .transform(
                inputs ->
                    Outputs.single(
                        "sums",
                        inputs
                            .<Long>get("numbers")
                            .apply(
                                Window.<Long>into(FixedWindows.of(Duration.standardMinutes(10)))
                                    .triggering(
                                        AfterWatermark.pastEndOfWindow()
                                            .withEarlyFirings(AfterPane.elementCountAtLeast(1)))
                                    .withAllowedLateness(Duration.ZERO)
                                    .accumulatingFiredPanes())
                            .apply(Sum.longsGlobally().withoutDefaults())));
    for (ExpectationSpec expectation : expected) {
      builder.expectation(expectation);
    }
    return builder.build();
  }

  @Test
  void panesAreJudgedOnTheRunnerAsInTheJvm() {
    WindowRef first = WindowRef.interval(0, 600_000, "[0, 10m)");
    ExpectationSpec onTime =
        expect(
            "onTime",
            "sums",
            Scopes.of(first, Timing.ON_TIME, -1),
            Expectations.containsInAnyOrder(List.of(3L)));
    ExpectationSpec early =
        expect(
            "early",
            "sums",
            Scopes.of(first, Timing.EARLY, -1),
            Expectations.containsInAnyOrder(List.of(1L, 3L)));
    ExpectationSpec firstFiring =
        expect(
            "firstFiring",
            "sums",
            Scopes.of(first, Timing.ALL, 0),
            Expectations.containsInAnyOrder(List.of(1L)));
    ExpectationSpec wrong =
        expect(
            "wrong",
            "sums",
            Scopes.of(first, Timing.ON_TIME, -1),
            Expectations.containsInAnyOrder(List.of(4L)));

    ScenarioResult inJvm = ScenarioRunner.run(panes(onTime, early, firstFiring, wrong), settings());
    ScenarioResult onRunner =
        ScenarioRunner.run(panes(onTime, early, firstFiring, wrong), ON_RUNNER);

    for (ScenarioResult result : List.of(inJvm, onRunner)) {
      assertThat(result.failure()).isEmpty();
      result.verify(onTime);
      result.verify(early);
      result.verify(firstFiring);
    }
    assertThat(onRunner.outputs().get("sums").judgedOnRunner()).isTrue();
    AssertionError jvmFailure = assertThrows(AssertionError.class, () -> inJvm.verify(wrong));
    AssertionError runnerFailure = assertThrows(AssertionError.class, () -> onRunner.verify(wrong));
    assertThat(runnerFailure)
        .hasMessageThat()
        .contains("but got    : 1 element in scope (and 2 out of scope)");
    assertThat(firstLines(runnerFailure.getMessage(), 3))
        .isEqualTo(firstLines(jvmFailure.getMessage(), 3));
  }

  private static String firstLines(String message, int lines) {
    return String.join("\n", message.lines().limit(lines).toList());
  }

  private static String firstLine(String message) {
    return message.lines().findFirst().orElseThrow();
  }

  /** A JVM failure of output 'tens' with its history as judging on the runner says it. */
  private static String withoutHistory(String inJvm) {
    int history = inJvm.indexOf("history of output 'tens'");
    int where = inJvm.indexOf("scenario 'TimesTen'");
    assertThat(history).isAtLeast(0);
    return inJvm.substring(0, history)
        + "history of output 'tens': not drawn, its elements stayed on the runner"
        + " (pipespec.judge=runner)\n"
        + inJvm.substring(where);
  }
}
