package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.Explore;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A transform whose verdict varies between runs of the same arrangement is told apart from one that
 * depends on the order or bundles of its input, and no replay is claimed for it: a function
 * dropping one chosen element of all those it processes fails exactly one run, which exploration
 * runs again, and which then passes.
 */
class NondeterministicTransformTest {

  @Explore(runs = 100)
  static final class Asked {}

  /** Elements processed so far, by every instance and run. */
  static final AtomicInteger processed = new AtomicInteger();

  /** The element to drop, counted as {@link #processed} counts; -1 for none. */
  static volatile int dropAt = -1;

  /** Outputs each element's value, except the one {@link #dropAt} chooses. */
  static final class DropsOne extends DoFn<KV<String, String>, String> {
    @ProcessElement
    public void process(@Element KV<String, String> element, OutputReceiver<String> out) {
      if (processed.getAndIncrement() != dropAt) {
        out.output(element.getValue());
      }
    }
  }

  private static final RunSettings SETTINGS =
      RunSettings.defaults().withTimeout(Duration.ofMinutes(1));

  private static final ExpectationSpec BOTH =
      ExpectationSpec.of(
          Asked.class,
          "keepsBoth",
          ExpectationSpec.Target.output(
              "out",
              Scopes.of(WindowRef.any()),
              Expectations.containsInAnyOrder(List.of("a", "b"))));

  private static final ScenarioSpec SCENARIO =
      ScenarioSpec.builder("DropsOne", Asked.class)
          .function(
              FunctionTimeline.<String, String, String>builder(
                      "out",
                      "NondeterministicTransformTest.fn()",
                      () ->
                          StatefulFunctionHarness.forKeyedDoFn(new DropsOne())
                              .withOutputCoder(StringUtf8Coder.of()))
                  .element("k=a @ 1s", KV.of("k", "a"), 1_000)
                  .element("k=b @ 2s", KV.of("k", "b"), 2_000)
                  .build())
          .expectation(BOTH)
          .build();

  @AfterEach
  void dropNothing() {
    dropAt = -1;
  }

  /**
   * The scenario as written, which passes; then exploration, the {@code index}-th element it
   * processes dropped.
   */
  private static Exploration exploreDropping(int index) {
    processed.set(0);
    ScenarioResult written = ScenarioRunner.run(SCENARIO, SETTINGS);
    assertThat(written.judge(BOTH).word()).isEqualTo("passed");
    processed.set(0);
    dropAt = index;
    return Explorer.explore(
        SCENARIO,
        SETTINGS,
        new ExploreSettings(false, OptionalInt.empty(), Optional.empty(), OptionalLong.of(3)),
        written);
  }

  private static String message(Exploration exploration) {
    return exploration.judge(BOTH, new Judgement.Passed()).failure().orElseThrow().getMessage();
  }

  @Test
  void aMemberThatFailsOnceAndPassesRunAgainIsNotPutDownToOrder() {
    // The written member runs first and processes elements 0 and 1; the first other member, 2.
    Exploration exploration = exploreDropping(2);

    assertThat(exploration).isInstanceOf(Exploration.Explored.class);
    Finding found = ((Exploration.Explored) exploration).finding(BOTH).orElseThrow();
    assertThat(found.cause()).isEqualTo(Finding.Cause.NONDETERMINISTIC);
    assertThat(found.scenario()).isEmpty();
    String message = message(exploration);
    assertThat(message).contains("keepsBoth passes as written and fails on a run in which");
    assertThat(message)
        .contains(
            "; run 5 more times each, that arrangement failed 0 times and the arrangement as"
                + " written failed 0 times.\nthe transform is nondeterministic");
    assertThat(message).contains("no seed replays it");
    assertThat(message).doesNotContain("-Dpipespec.explore.seed");
    assertThat(message).doesNotContain("@Scenario");
  }

  @Test
  void aWrittenRunThatFailsOnceAndPassesRunAgainIsNondeterministicNotUnfaithful() {
    // The first element exploration processes is the written member's.
    Exploration exploration = exploreDropping(0);

    assertThat(exploration).isInstanceOf(Exploration.Explored.class);
    Finding found = ((Exploration.Explored) exploration).finding(BOTH).orElseThrow();
    assertThat(found.cause()).isEqualTo(Finding.Cause.NONDETERMINISTIC);
    assertThat(message(exploration))
        .startsWith(
            "keepsBoth passes as written and fails when the scenario as written runs again; run 5"
                + " more times the same way, it failed 0 times.\nthe transform is"
                + " nondeterministic");
  }

  @Test
  void withNothingDroppedNothingFails() {
    // The control: the function depends on neither order nor bundles.
    Exploration exploration = exploreDropping(-1);

    assertThat(((Exploration.Explored) exploration).findings()).isEmpty();
  }
}
