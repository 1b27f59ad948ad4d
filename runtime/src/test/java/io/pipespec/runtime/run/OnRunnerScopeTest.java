package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.RefusedExpectationError;
import io.pipespec.Timing;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.expect.ElementPredicate;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import io.pipespec.runtime.verdict.onrunner.Judging;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.AfterPane;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * Scopes and filters judged on the runner ({@code pipespec.judge=runner}) against judging in the
 * test JVM: the same verdict and the same message, with none of the output's elements brought back.
 */
class OnRunnerScopeTest {

  private static final RunSettings ON_RUNNER = OnRunnerTest.ON_RUNNER;

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

    String inJvm = OnRunnerTest.failure(OnRunnerTest.range(0, 30), settings(), contains);
    String onRunner = OnRunnerTest.failure(OnRunnerTest.range(0, 30), ON_RUNNER, contains);
    ScenarioResult result =
        ScenarioRunner.run(
            OnRunnerTest.timesTen(OnRunnerTest.range(0, 30), passing, count, sum, contains.get()),
            ON_RUNNER);

    result.verify(passing);
    result.verify(count);
    result.verify(sum);
    assertThat(OnRunnerTest.failure(OnRunnerTest.range(0, 30), ON_RUNNER, wrongSum))
        .isEqualTo(
            OnRunnerTest.withoutHistory(
                OnRunnerTest.failure(OnRunnerTest.range(0, 30), settings(), wrongSum)));
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
            OnRunnerTest.withoutHistory(inJvm)
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
            Expectations.where(large, Expectations.containsInAnyOrder(OnRunnerTest.tens(21, 30))));
    ExpectationSpec sum =
        expect("sum", "tens", SECOND_MINUTE, Expectations.where(large, Expectations.sum("0", 0)));

    String onRunner = OnRunnerTest.failure(OnRunnerTest.range(0, 30), ON_RUNNER, contains);
    ScenarioResult result =
        ScenarioRunner.run(
            OnRunnerTest.timesTen(OnRunnerTest.range(0, 30), passing, sum, contains.get()),
            ON_RUNNER);

    result.verify(passing);
    result.verify(sum);
    assertThat(onRunner).contains("but got    : 9 elements in scope (and 21 out of scope)");
    assertThat(onRunner)
        .isEqualTo(
            OnRunnerTest.withoutHistory(
                    OnRunnerTest.failure(OnRunnerTest.range(0, 30), settings(), contains))
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
    ScenarioResult result =
        ScenarioRunner.run(OnRunnerTest.timesTen(OnRunnerTest.range(0, 3), filtered), ON_RUNNER);

    RefusedExpectationError refused =
        assertThrows(RefusedExpectationError.class, () -> result.verify(filtered));

    assertThat(refused)
        .hasMessageThat()
        .contains("its @Where predicate (satisfies isOdd) cannot be sent to the runner");
  }

  @Test
  void aWherePredicateThatThrowsFailsItsOwnExpectationAloneWhereverItIsJudged() {
    Supplier<ExpectationSpec> filtered =
        () ->
            expect(
                "filtered",
                "tens",
                Expectations.where(
                    ElementPredicate.<Long>by("throwsOnFifty", OnRunnerScopeTest::throwsOnFifty),
                    Expectations.count(19)));
    ExpectationSpec contains =
        expect("contains", "tens", Expectations.containsInAnyOrder(OnRunnerTest.tens(0, 30)));
    ExpectationSpec count = expect("count", "tens", Expectations.count(30));
    ExpectationSpec wrongCount = expect("wrongCount", "tens", Expectations.count(31));
    List<String> messages = new ArrayList<>();

    for (RunSettings settings :
        List.of(settings(), ON_RUNNER, settings().withJudging(new Judging(JudgeMode.AUTO, 1)))) {
      ScenarioResult result =
          ScenarioRunner.run(
              OnRunnerTest.timesTen(
                  OnRunnerTest.range(0, 30), filtered.get(), contains, count, wrongCount),
              settings);

      String mode = settings.judge().mode().toString();
      assertWithMessage(mode).that(result.failure()).isEmpty();
      assertWithMessage(mode)
          .that(result.outputs().get("tens").judgedOnRunner())
          .isEqualTo(settings.judge().mode() != JudgeMode.JVM);
      result.verify(contains);
      result.verify(count);
      AssertionError wrong = assertThrows(AssertionError.class, () -> result.verify(wrongCount));
      assertWithMessage(mode).that(wrong).hasMessageThat().contains("31");
      AssertionError failure =
          assertThrows(AssertionError.class, () -> result.verify(filtered.get()));
      assertWithMessage(mode)
          .that(failure)
          .hasMessageThat()
          .startsWith(
              "The predicate (satisfies throwsOnFifty) threw java.lang.IllegalStateException: no"
                  + " fifty, please on an element of output 'tens'\n");
      assertWithMessage(mode)
          .that(failure)
          .hasMessageThat()
          .contains(
              "\nelement: 50: in window [1970-01-01T00:05Z, 1970-01-01T00:06Z), pane NO_FIRING");
      assertWithMessage(mode)
          .that(failure)
          .hasCauseThat()
          .isInstanceOf(IllegalStateException.class);
      assertWithMessage(mode)
          .that(failure)
          .hasCauseThat()
          .hasMessageThat()
          .isEqualTo("no fifty, please");
      messages.add(failure.getMessage());
    }
    assertThat(messages.get(1)).isEqualTo(OnRunnerTest.withoutHistory(messages.get(0)));
    assertThat(messages.get(2)).isEqualTo(messages.get(1));
  }

  @Test
  void aWherePredicateThatThrowsOnTheRunnerOnlyFailsWithWhatItThrewThere() {
    THROWN_ONCE.set(false);
    ExpectationSpec filtered =
        expect(
            "filtered",
            "tens",
            Expectations.where(
                ElementPredicate.<Long>by("throwsOnce", OnRunnerScopeTest::throwsOnce),
                Expectations.count(29)));
    ScenarioResult result =
        ScenarioRunner.run(OnRunnerTest.timesTen(OnRunnerTest.range(0, 30), filtered), ON_RUNNER);

    assertThat(result.failure()).isEmpty();
    AssertionError failure = assertThrows(AssertionError.class, () -> result.verify(filtered));

    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "The predicate (satisfies throwsOnce) threw java.lang.IllegalStateException: once on an"
                + " element of output 'tens' where the pipeline ran (pipespec.judge=runner), and"
                + " not when the test JVM tried it again on that element\n");
    assertThat(failure)
        .hasMessageThat()
        .contains(
            "\nelement: 70: in window [1970-01-01T00:07Z, 1970-01-01T00:08Z), pane NO_FIRING");
  }

  private static final AtomicBoolean THROWN_ONCE = new AtomicBoolean();

  /** Throws on 70, the first time only: where the pipeline runs, never again in the test JVM. */
  private static boolean throwsOnce(Long n) {
    if (n == 70 && !THROWN_ONCE.getAndSet(true)) {
      throw new IllegalStateException("once");
    }
    return n != 70;
  }

  /** Throws on 50: a predicate with a bug, for one element of the output. */
  private static boolean throwsOnFifty(Long n) {
    if (n == 50) {
      throw new IllegalStateException("no fifty, please");
    }
    return n > 100;
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
                Expectations.containsInAnyOrder(OnRunnerTest.tens(10, 20)));
    // One-minute windows never start at 30 s.
    Supplier<ExpectationSpec> unassigned =
        () ->
            expect(
                "unassigned",
                "tens",
                Scopes.of(WindowRef.interval(30_000, 90_000, "[30s, 90s)")),
                Expectations.containsInAnyOrder(List.of()));

    for (Supplier<ExpectationSpec> refused : List.of(early, unassigned)) {
      ScenarioResult inJvm =
          ScenarioRunner.run(
              OnRunnerTest.timesTen(OnRunnerTest.range(0, 30), refused.get()), settings());
      ScenarioResult onRunner =
          ScenarioRunner.run(
              OnRunnerTest.timesTen(OnRunnerTest.range(0, 30), refused.get()), ON_RUNNER);
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
}
