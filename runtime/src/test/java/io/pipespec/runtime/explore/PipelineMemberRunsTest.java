package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.junit.jupiter.api.Test;

/**
 * How the members of a pipeline scenario's family run: several to a pipeline and several pipelines
 * side by side, with the verdicts they have when the pipelines run one by one.
 */
class PipelineMemberRunsTest {

  private static final RunSettings SETTINGS =
      RunSettings.defaults().withTimeout(Duration.ofMinutes(2));

  private static final List<String> LINES = List.of("1", "2", "3", "4", "5", "6");

  /**
   * The bundles in progress in each run's thread group (each pipeline runs in a group of its own),
   * which a bundle waits on for a bundle of another pipeline.
   */
  static final Map<ThreadGroup, Integer> ACTIVE = new ConcurrentHashMap<>();

  /**
   * Each bundle that finished: its run's thread group, and when it started and finished. The most
   * pipelines that ran at once are counted from these alone: a bundle that started and never
   * finished (its worker interrupted when a run was stopped) says nothing of when it ended.
   */
  record Bundle(ThreadGroup group, long started, long finished) {
    @Override
    public String toString() {
      return group.getName() + " " + started / 1_000_000 + ".." + finished / 1_000_000 + " ms";
    }
  }

  static final Queue<Bundle> BUNDLES = new ConcurrentLinkedQueue<>();

  /**
   * Keeps a line only when it is not below the line before it in its bundle, so that its output
   * depends on each member's order and bundles; waits a little in each bundle for a bundle of
   * another pipeline, to see whether pipelines run at once.
   */
  static final class Rising extends DoFn<String, String> {
    private transient String last;
    private transient long started;

    @StartBundle
    public void start() throws InterruptedException {
      last = "";
      started = System.nanoTime();
      ThreadGroup group = Thread.currentThread().getThreadGroup();
      ACTIVE.merge(group, 1, Integer::sum);
      long deadline = started + Duration.ofMillis(200).toNanos();
      try {
        while (ACTIVE.size() < 2 && System.nanoTime() < deadline) {
          Thread.sleep(5);
        }
      } catch (InterruptedException e) {
        leave(group);
        throw e;
      }
    }

    @ProcessElement
    public void process(@Element String line, OutputReceiver<String> out) {
      if (line.compareTo(last) >= 0) {
        out.output(line);
      }
      last = line;
    }

    @FinishBundle
    public void finish() {
      ThreadGroup group = Thread.currentThread().getThreadGroup();
      BUNDLES.add(new Bundle(group, started, System.nanoTime()));
      leave(group);
    }

    private static void leave(ThreadGroup group) {
      ACTIVE.computeIfPresent(group, (g, bundles) -> bundles > 1 ? bundles - 1 : null);
    }
  }

  /** The most thread groups (pipelines) with a finished bundle in progress at one time. */
  private static int mostAtOnce() {
    int most = 0;
    for (Bundle bundle : BUNDLES) {
      Set<ThreadGroup> groups = new HashSet<>();
      for (Bundle other : BUNDLES) {
        if (other.started() <= bundle.started() && bundle.started() < other.finished()) {
          groups.add(other.group());
        }
      }
      most = Math.max(most, groups.size());
    }
    return most;
  }

  private static void forget() {
    ACTIVE.clear();
    BUNDLES.clear();
  }

  private static final ExpectationSpec EVERY_LINE =
      ExpectationSpec.of(
          PipelineMemberRunsTest.class,
          "everyLine",
          ExpectationSpec.Target.output("kept", Expectations.containsInAnyOrder(LINES)));

  private static PipelineScenarioSpec scenario() {
    return ScenarioSpec.builder("Lines", PipelineMemberRunsTest.class)
        .input(InputSpec.ofValues("lines", "lines()", () -> LINES, TypeDescriptor.of(String.class)))
        .transform(
            inputs ->
                Outputs.single("kept", inputs.<String>get("lines").apply(ParDo.of(new Rising()))))
        .expectation(EVERY_LINE)
        .build();
  }

  private static PipelineMemberRuns runs(PipelineScenarioSpec scenario, int parallelism) {
    List<InputHistory<?>> histories = new ArrayList<>();
    for (InputSpec<?> input : scenario.transformInputs()) {
      histories.add(InputHistory.of("input '" + input.name() + "'", input, Pipeline.create()));
    }
    return new PipelineMemberRuns(scenario, SETTINGS, histories, List.of(), 4, parallelism);
  }

  private static Member member(List<Integer> order, List<Integer> cuts) {
    return new Member(List.of(List.of(new Arrangement(order, cuts))), Map.of());
  }

  private static List<Member> members() {
    return List.of(
        member(List.of(0, 1, 2, 3, 4, 5), List.of()),
        member(List.of(5, 4, 3, 2, 1, 0), List.of()),
        member(List.of(5, 4, 3, 2, 1, 0), List.of(1, 2, 3, 4, 5)),
        member(List.of(1, 0, 2, 3, 5, 4), List.of(1, 4)),
        member(List.of(0, 1, 2, 3, 5, 4), List.of(5)),
        member(List.of(3, 4, 5, 0, 1, 2), List.of(3)),
        member(List.of(2, 1, 0, 5, 4, 3), List.of(3)),
        member(List.of(0, 2, 4, 1, 3, 5), List.of(2, 4)),
        member(List.of(4, 5, 0, 1, 2, 3), List.of()));
  }

  /** The verdict's kind and the lines kept, for each result. */
  private static List<String> verdicts(List<ScenarioResult> results) {
    List<String> verdicts = new ArrayList<>();
    for (ScenarioResult result : results) {
      CapturedOutput<?> output = result.capturedOutputs().get("kept");
      List<String> kept =
          new ArrayList<>(
              output.elements().stream().map(e -> String.valueOf(output.decode(e))).toList());
      Collections.sort(kept);
      verdicts.add(result.judge(EVERY_LINE).getClass().getSimpleName() + " " + kept);
    }
    return verdicts;
  }

  @Test
  void pipelinesRunSideBySideWithTheVerdictsTheyHaveOneByOne() {
    PipelineScenarioSpec scenario = scenario();
    forget();
    List<String> oneByOne = verdicts(runs(scenario, 1).run(members()));
    assertWithMessage("pipelines at once, one by one; bundles: %s", BUNDLES)
        .that(mostAtOnce())
        .isEqualTo(1);
    forget();
    List<String> beside = verdicts(runs(scenario, 2).run(members()));

    assertWithMessage("pipelines at once, side by side; bundles: %s", BUNDLES)
        .that(mostAtOnce())
        .isEqualTo(2);
    assertThat(beside).containsExactlyElementsIn(oneByOne).inOrder();
    // The members differ: some keep every line, some do not.
    assertThat(oneByOne.get(0)).isEqualTo("Passed [1, 2, 3, 4, 5, 6]");
    assertThat(oneByOne.get(1)).startsWith("Failed");
  }

  @Test
  void membersAreCutIntoEvenPipelinesForEveryCore() {
    PipelineScenarioSpec scenario = scenario();
    List<Member> nine = members();

    // At most 4 to a pipeline: 3 are needed, so 4 run, two at a time.
    assertThat(sizes(runs(scenario, 2).pipelines(nine))).containsExactly(2, 2, 2, 3).inOrder();
    assertThat(sizes(runs(scenario, 1).pipelines(nine))).containsExactly(3, 3, 3).inOrder();
    // Fewer than a pipeline holds: still one pipeline for every core.
    assertThat(sizes(runs(scenario, 2).pipelines(nine.subList(0, 3)))).containsExactly(1, 2);
    assertThat(sizes(runs(scenario, 1).pipelines(nine.subList(0, 3)))).containsExactly(3);
    assertThat(sizes(runs(scenario, 2).pipelines(nine.subList(0, 1)))).containsExactly(1);
    assertThat(sizes(runs(scenario, 2).pipelines(List.of()))).isEmpty();
    List<Member> ten = new ArrayList<>(nine);
    ten.add(nine.get(0));
    assertThat(sizes(runs(scenario, 2).pipelines(ten))).containsExactly(2, 3, 2, 3).inOrder();
    // Members keep their order across the pipelines.
    List<Member> again = new ArrayList<>();
    runs(scenario, 2).pipelines(ten).forEach(again::addAll);
    assertThat(again).containsExactlyElementsIn(ten).inOrder();
  }

  private static List<Integer> sizes(List<List<Member>> pipelines) {
    return pipelines.stream().map(List::size).toList();
  }
}
