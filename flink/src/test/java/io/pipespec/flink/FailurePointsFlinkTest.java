package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.flink.FlinkScenarios.onFlink;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.explore.ExploreSettings;
import io.pipespec.runtime.explore.Explorer;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/**
 * Exploring failure points on the embedded Flink cluster ({@code pipespec.explore.restarts=on}): a
 * scenario with no {@code "fail and restart"} step is run with one after each step of its timeline,
 * in order; the first that fails an expectation is printed as a scenario to paste, which fails as
 * written.
 */
class FailurePointsFlinkTest {

  private static ExploreSettings explore(boolean restarts) {
    return new ExploreSettings(
        true, OptionalInt.empty(), Optional.empty(), OptionalLong.empty(), restarts);
  }

  /** Where the expectation is declared, so that the pasted scenario names its method. */
  static final class Expected {
    void all() {}
  }

  private static final ExpectationSpec ALL =
      ExpectationSpec.of(
          Expected.class,
          "all",
          Target.output("out", Expectations.containsInAnyOrder(List.of("a", "b", "c", "d"))));

  /** A watermark first (nothing held yet), then four elements. */
  private static TimelineSteps<String> fiveSteps() {
    return TimelineSteps.<String>create()
        .watermark(500)
        .element("a", 1_000)
        .element("b", 2_000)
        .element("c", 3_000)
        .element("d", 4_000);
  }

  private static PipelineScenarioSpec scenario(
      String name,
      Supplier<TimelineSteps<String>> timeline,
      Function<PCollection<String>, PCollection<String>> transform) {
    return ScenarioSpec.builder(name, Expected.class)
        .input(
            InputSpec.ofTimeline(
                "clicks", "FailurePointsFlinkTest.clicks()", TypeDescriptors.strings(), timeline))
        .transform(inputs -> Outputs.single("out", transform.apply(inputs.<String>get("clicks"))))
        .expectation(ALL)
        .build();
  }

  @Test
  void aFieldBufferIsFoundAtTheFirstFailurePointThatLosesAnElementAndThePrintedScenarioFails() {
    PipelineScenarioSpec pairs =
        scenario("Pairs", FailurePointsFlinkTest::fiveSteps, RestartTransforms::fieldPairs);
    ScenarioResult written = ScenarioRunner.run(pairs, onFlink());
    written.verify(ALL);

    Exploration exploration = Explorer.explore(pairs, onFlink(), explore(true), written);

    assertThat(exploration).isInstanceOf(Exploration.RestartsTried.class);
    Exploration.RestartsTried tried = (Exploration.RestartsTried) exploration;
    // After the watermark nothing is held: that point passes; after `a` the field holds it.
    assertThat(tried.tried()).isEqualTo(2);
    assertThat(tried.findings().get("all").point()).isEqualTo(2);
    Judgement judgement = exploration.judge(ALL, written.judge(ALL));
    assertThat(judgement).isInstanceOf(Judgement.Failed.class);
    String message = judgement.failure().orElseThrow().getMessage();
    assertThat(message).contains("right after `a @ ");
    assertThat(message)
        .contains(
            "failure point 2 of 5, tried in timeline order: the failure point before it passes");
    // Run once more as the printed scenario runs before it is reported: the field loses `a` again.
    assertThat(message)
        .contains("Reproduced: run once more as the scenario printed below runs, it failed again.");
    assertThat(tried.notReproduced()).isEmpty();
    assertThat(message)
        .containsMatch(
            "restarted from checkpoint [1-9][0-9]*, taken after `a @ 1970-01-01T00:00:01");
    assertThat(message).contains("@Runners(\"FlinkRunner\")");
    assertThat(message).contains("static class PairsRestarted {\n  void all() {}\n}");
    List<String> pasted = pastedSteps(message);
    assertWithMessage(message).that(pasted).hasSize(6);
    assertThat(pasted.get(1)).isEqualTo("a @ 1970-01-01T00:00:01Z");
    assertThat(pasted.get(2)).isEqualTo("fail and restart");
    assertThat(exploration.summary())
        .contains("restarts: tried a failure after 2 of the 5 steps on FlinkRunner");

    // The printed timeline, run as written through the same runner path, fails the same way.
    ScenarioResult asPrinted =
        ScenarioRunner.run(
            scenario("PairsRestarted", () -> timeline(pasted), RestartTransforms::fieldPairs),
            onFlink());
    String again = assertThrows(AssertionError.class, () -> asPrinted.verify(ALL)).getMessage();
    assertThat(again).contains("was lost in the restart");
  }

  @Test
  void aBagAndATimerPassAtEveryFailurePointAndTheSummaryCountsThem() {
    PipelineScenarioSpec bag =
        scenario(
            "Bag",
            () ->
                TimelineSteps.<String>create()
                    .element("a", 1_000)
                    .element("b", 2_000)
                    .element("c", 3_000)
                    .element("d", 4_000),
            RestartTransforms::bagThenTimer);
    ScenarioResult written = ScenarioRunner.run(bag, onFlink());
    written.verify(ALL);

    Exploration exploration = Explorer.explore(bag, onFlink(), explore(true), written);

    assertThat(exploration).isInstanceOf(Exploration.RestartsTried.class);
    assertThat(((Exploration.RestartsTried) exploration).findings()).isEmpty();
    assertThat(exploration.judge(ALL, written.judge(ALL))).isInstanceOf(Judgement.Passed.class);
    assertThat(exploration.summary())
        .containsMatch(
            "restarts: tried a failure after each of the 4 steps on FlinkRunner in [0-9]+ ms: no"
                + " expectation fails");
  }

  @Test
  void withoutTheOptInExplorationOnFlinkIsSkippedAndSaysHowToAskForIt() {
    PipelineScenarioSpec pairs =
        scenario("PairsNotAsked", FailurePointsFlinkTest::fiveSteps, RestartTransforms::fieldPairs);
    ScenarioResult written = ScenarioRunner.run(pairs, onFlink());

    Exploration exploration = Explorer.explore(pairs, onFlink(), explore(false), written);

    assertThat(exploration).isInstanceOf(Exploration.Skipped.class);
    assertThat(exploration.summary()).contains("pipespec.explore.restarts=on");
    assertThat(exploration.judge(ALL, written.judge(ALL))).isInstanceOf(Judgement.Passed.class);
  }

  @Test
  void aTimelineThatAlreadyRestartsIsSkippedWithTheReasonBeforeAnyRun() {
    PipelineScenarioSpec restarting =
        scenario(
            "AlreadyRestarts",
            () -> TimelineSteps.<String>create().element("a", 1_000).failAndRestart("`a`"),
            RestartTransforms::fieldPairs);

    Exploration exploration =
        Explorer.explore(
            restarting,
            onFlink(),
            explore(true),
            ScenarioRunner.run(
                scenario(
                    "Plain",
                    () -> TimelineSteps.<String>create().element("a", 1_000),
                    Function.identity()),
                onFlink()));

    assertThat(exploration).isInstanceOf(Exploration.Skipped.class);
    assertThat(exploration.summary())
        .contains("its timeline already writes `fail and restart`, and a job fails once");
  }

  /** The steps of the first {@code @Timeline} in a printed scenario. */
  private static List<String> pastedSteps(String message) {
    Matcher timeline =
        Pattern.compile("(?s)@Timeline\\(input = \"clicks\", value = \\{(.*?)\\}\\)\\n")
            .matcher(message);
    assertThat(timeline.find()).isTrue();
    List<String> steps = new ArrayList<>();
    Matcher quoted = Pattern.compile("\"([^\"]*)\"").matcher(timeline.group(1));
    while (quoted.find()) {
      steps.add(quoted.group(1));
    }
    return steps;
  }

  /** A printed timeline read back: elements {@code x @ instant}, watermarks, the restart step. */
  private static TimelineSteps<String> timeline(List<String> steps) {
    TimelineSteps<String> timeline = TimelineSteps.create();
    String before = "";
    for (String step : steps) {
      if (step.equals("fail and restart")) {
        timeline.failAndRestart("`" + before + "`");
      } else if (step.startsWith("watermark ")) {
        timeline.watermark(Instant.parse(step.substring("watermark ".length())).toEpochMilli());
      } else {
        int at = step.lastIndexOf(" @ ");
        timeline.element(
            step.substring(0, at), Instant.parse(step.substring(at + 3)).toEpochMilli());
      }
      before = step;
    }
    return timeline;
  }
}
