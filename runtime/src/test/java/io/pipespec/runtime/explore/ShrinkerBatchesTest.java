package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.junit.jupiter.api.Test;

/**
 * Shrinking runs its candidates in few batches: a pass of few candidates runs with the passes after
 * it, and the member it ends at is the smallest that still fails. The transform keeps a line only
 * when it is not below the line before it in its bundle: an order bug.
 */
class ShrinkerBatchesTest {

  private static final List<String> LINES = List.of("1", "2", "3", "4", "5", "6");

  private static final ExpectationSpec EVERY_LINE =
      ExpectationSpec.of(
          ShrinkerBatchesTest.class,
          "everyLine",
          ExpectationSpec.Target.output("kept", Expectations.containsInAnyOrder(LINES)));

  @Test
  void passesOfFewCandidatesRunWithTheNextAndTheFailureShrinks() {
    CountedRuns runs = new CountedRuns(lineRuns(LINES, new JobMemberRunsTest.Rising(), EVERY_LINE));
    Member written = inOrder(0, 1, 2, 3, 4, 5);
    Member failing = inOrder(5, 4, 3, 2, 1, 0);

    Shrinker shrinker = new Shrinker(runs, written, List.of(), EVERY_LINE, 500);
    Member shrunk = shrinker.shrink(failing);
    // Every run it made is counted (what the summary says it explored), those ahead for nothing
    // too.
    assertThat(shrinker.runsMade())
        .isEqualTo(runs.sizes().stream().mapToInt(Integer::intValue).sum());
    assertThat(shrinker.runsMade()).isAtLeast(shrinker.runsUsed());

    // One element out of the written order (every element stays: fewer would fail as written
    // too, against the six lines expected), from six in reverse.
    List<Integer> order = shrunk.arrangement(0, 0).order();
    assertThat(order).isNotEqualTo(List.of(0, 1, 2, 3, 4, 5));
    assertThat(order).containsExactly(0, 1, 2, 3, 4, 5); // in any order
    assertThat(oneMoved(order)).isTrue();
    assertThat(runs.run(List.of(shrunk)).get(0).judge(EVERY_LINE))
        .isInstanceOf(Judgement.Failed.class);
    // Segments as written (one candidate) never ran alone: it ran with the moves after it.
    assertThat(runs.sizes().subList(0, runs.sizes().size() - 1)).doesNotContain(1);
    assertThat(runs.sizes().get(0)).isAtLeast(Shrinker.TOGETHER);

    // Pass by pass and nothing ahead, with budgets that run out on the way and one that does not:
    // the same member, charged no more runs (a result a pass ran ahead for is kept, and costs
    // nothing later). With and without runs ahead: the same member and charges, in fewer batches.
    for (int budget : List.of(5, 12, 20, 500)) {
      CountedRuns aheadRuns = new CountedRuns(runs);
      CountedRuns notAheadRuns = new CountedRuns(runs);
      Shrinker together = new Shrinker(aheadRuns, written, List.of(), EVERY_LINE, budget);
      Shrinker notAhead =
          new Shrinker(
              notAheadRuns,
              written,
              List.of(),
              EVERY_LINE,
              budget,
              Shrinker.TOGETHER,
              false,
              member -> {});
      Shrinker byPass =
          new Shrinker(runs, written, List.of(), EVERY_LINE, budget, 1, false, member -> {});
      Member shrunkTogether = together.shrink(failing);
      assertThat(shrunkTogether).isEqualTo(byPass.shrink(failing));
      assertThat(together.runsUsed()).isAtMost(byPass.runsUsed());
      assertThat(notAhead.shrink(failing)).isEqualTo(shrunkTogether);
      assertThat(together.runsUsed()).isEqualTo(notAhead.runsUsed());
      assertThat(aheadRuns.batches.size()).isAtMost(notAheadRuns.batches.size());
      if (budget == 500) {
        // The first batch ran ahead what the next steps took: two batches in all.
        assertThat(aheadRuns.batches.size()).isLessThan(notAheadRuns.batches.size());
        assertThat(aheadRuns.batches).hasSize(2);
        assertThat(together.runsAhead()).isGreaterThan(0);
      }
    }
  }

  @Test
  void elementsWhoseDropsEachStillFailAreDroppedTogetherInOneStep() {
    // Lines that go down in a bundle are kept, and nothing should be: two lines out of order fail.
    ExpectationSpec noDescent =
        ExpectationSpec.of(
            ShrinkerBatchesTest.class,
            "noDescent",
            ExpectationSpec.Target.output("kept", Expectations.empty()));
    CountedRuns runs =
        new CountedRuns(
            lineRuns(
                List.of("1", "2", "3", "4"), new ShrinkerManyAtOnceTest.Descents(), noDescent));
    Member written = inOrder(0, 1, 2, 3);
    Member failing = inOrder(0, 1, 3, 2);

    // Pass by pass, nothing ahead: each batch is what one pass of one step ran.
    Shrinker shrinker =
        new Shrinker(runs, written, List.of(), noDescent, 500, 1, false, member -> {});
    Member shrunk = shrinker.shrink(failing);

    // Dropping the first line and dropping the second each still fail, and both at once too: the
    // two lines out of order are left in one step, where one at a time took two.
    assertThat(shrunk).isEqualTo(inOrder(3, 2));
    List<Member> ran = runs.batches.stream().flatMap(List::stream).toList();
    assertThat(ran).contains(inOrder(1, 3, 2));
    assertThat(ran).contains(inOrder(0, 3, 2));
    // What the step after dropping one of them would have run: that member without one more line.
    assertThat(ran).doesNotContain(inOrder(1, 2));
    assertThat(ran).doesNotContain(inOrder(0, 2));
    // The two lines together, in one batch of their own with their written order.
    assertThat(runs.batches).contains(List.of(inOrder(3, 2), inOrder(2, 3)));
  }

  @Test
  void droppingTogetherKeepsASegmentsLastElement() {
    Member member = inOrder(2, 0, 1);
    // Each candidate drops one element; all three together would empty the segment.
    List<Member> dropping = List.of(inOrder(0, 1), inOrder(2, 1), inOrder(2, 0));
    assertThat(ShrinkPass.withoutAll(member, dropping)).isEqualTo(inOrder(1));
    assertThat(ShrinkPass.withoutAll(member, dropping.subList(0, 2))).isEqualTo(inOrder(1));
    assertThat(ShrinkPass.withoutAll(member, dropping.subList(0, 1))).isEqualTo(inOrder(0, 1));
  }

  @Test
  void aSmallBatchThatMayBeTheLastIsToldTheMemberShrinkingWouldEndAt() {
    CountedRuns runs = new CountedRuns(lineRuns(LINES, new JobMemberRunsTest.Rising(), EVERY_LINE));
    Member written = inOrder(0, 1, 2, 3, 4, 5);
    Member failing = inOrder(5, 4, 3, 2, 1, 0);
    // Who was told, and the batch that came next.
    List<Member> told = new ArrayList<>();
    List<Integer> before = new ArrayList<>();
    Consumer<Member> mayEnd =
        member -> {
          told.add(member);
          before.add(runs.batches.size());
        };
    // A budget of 8 runs leaves a last batch of two.
    Member shrunk = new Shrinker(runs, written, List.of(), EVERY_LINE, 8, mayEnd).shrink(failing);

    assertThat(told).isNotEmpty();
    assertThat(told.get(told.size() - 1)).isEqualTo(shrunk);
    for (int batch : before) {
      assertThat(runs.sizes().get(batch)).isLessThan(Shrinker.SMALL_BATCH);
    }
    // The last batch was told: what runs after shrinking could ride with it.
    assertThat(before).contains(runs.sizes().size() - 1);
  }

  /**
   * The runs of a pipeline scenario's members, as exploration runs them: {@code lines} into {@code
   * fn}, its output {@code kept} judged by {@code expectation}.
   */
  static MemberRuns lineRuns(
      List<String> lines, DoFn<String, String> fn, ExpectationSpec expectation) {
    PipelineScenarioSpec scenario =
        ScenarioSpec.builder("Lines", ShrinkerBatchesTest.class)
            .input(
                InputSpec.ofValues(
                    "lines", "lines()", () -> lines, TypeDescriptor.of(String.class)))
            .transform(
                inputs -> Outputs.single("kept", inputs.<String>get("lines").apply(ParDo.of(fn))))
            .expectation(expectation)
            .build();
    List<InputHistory<?>> histories = new ArrayList<>();
    for (InputSpec<?> input : scenario.transformInputs()) {
      histories.add(InputHistory.of("input '" + input.name() + "'", input, Pipeline.create()));
    }
    return new PipelineMemberRuns(
        scenario,
        Family.oneWorker(RunSettings.defaults().withTimeout(Duration.ofMinutes(2))),
        histories,
        List.of(),
        Explorer.BATCH,
        2);
  }

  /** The six lines in one segment, in {@code order}. */
  private static Member inOrder(Integer... order) {
    return new Member(List.of(List.of(new Arrangement(List.of(order), List.of()))), Map.of());
  }

  /** Whether taking one element out of {@code order} leaves it in order. */
  private static boolean oneMoved(List<Integer> order) {
    for (int i = 0; i < order.size(); i++) {
      List<Integer> rest = new ArrayList<>(order);
      rest.remove(i);
      if (rest.stream().sorted().toList().equals(rest)) {
        return true;
      }
    }
    return false;
  }
}
