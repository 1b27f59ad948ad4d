package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

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
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
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
   * and the most groups seen with a bundle in progress at once, across the pipelines of a test.
   */
  static final Map<ThreadGroup, Integer> ACTIVE = new ConcurrentHashMap<>();

  static final AtomicInteger MOST = new AtomicInteger();

  /**
   * Keeps a line only when it is not below the line before it in its bundle, so that its output
   * depends on each member's order and bundles; waits a little in each bundle for a bundle of
   * another pipeline, to see whether pipelines run at once.
   */
  static final class Rising extends DoFn<String, String> {
    private transient String last;

    @StartBundle
    public void start() throws InterruptedException {
      last = "";
      ACTIVE.merge(Thread.currentThread().getThreadGroup(), 1, Integer::sum);
      long deadline = System.nanoTime() + Duration.ofMillis(200).toNanos();
      while (ACTIVE.size() < 2 && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      MOST.accumulateAndGet(ACTIVE.size(), Math::max);
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
      ACTIVE.computeIfPresent(
          Thread.currentThread().getThreadGroup(),
          (group, bundles) -> bundles > 1 ? bundles - 1 : null);
    }
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
    ACTIVE.clear();
    MOST.set(0);
    List<String> oneByOne = verdicts(runs(scenario, 1).run(members()));
    assertThat(MOST.get()).isEqualTo(1);
    ACTIVE.clear();
    MOST.set(0);
    List<String> beside = verdicts(runs(scenario, 2).run(members()));

    assertThat(MOST.get()).isEqualTo(2);
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
