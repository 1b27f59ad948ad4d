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
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.junit.jupiter.api.Test;

/**
 * A pipeline's explored members run on one DirectRunner worker ({@link Family#oneWorker}), so that
 * their bundles run one at a time in the order of their arrangement, unless the options say
 * otherwise.
 */
class OneWorkerTest {

  private static final RunSettings SETTINGS =
      RunSettings.defaults().withTimeout(Duration.ofMinutes(2));

  private static final List<String> LINES = List.of("1", "2", "3", "4", "5", "6");

  /** The bundles in progress in each run's thread group, and the most seen in one at once. */
  static final Map<ThreadGroup, Integer> ACTIVE = new ConcurrentHashMap<>();

  static final AtomicInteger MOST = new AtomicInteger();

  /** Passes every line on; each bundle lasts a while, so that bundles run at once if they can. */
  static final class Slow extends DoFn<String, String> {
    @StartBundle
    public void start() throws InterruptedException {
      int now = ACTIVE.merge(Thread.currentThread().getThreadGroup(), 1, Integer::sum);
      MOST.accumulateAndGet(now, Math::max);
      Thread.sleep(50);
    }

    @ProcessElement
    public void process(@Element String line, OutputReceiver<String> out) {
      out.output(line);
    }

    @FinishBundle
    public void finish() {
      ACTIVE.computeIfPresent(
          Thread.currentThread().getThreadGroup(),
          (g, bundles) -> bundles > 1 ? bundles - 1 : null);
    }
  }

  private static final ExpectationSpec EVERY_LINE =
      ExpectationSpec.of(
          OneWorkerTest.class,
          "everyLine",
          ExpectationSpec.Target.output("kept", Expectations.containsInAnyOrder(LINES)));

  private static PipelineScenarioSpec scenario() {
    return ScenarioSpec.builder("Lines", OneWorkerTest.class)
        .input(InputSpec.ofValues("lines", "lines()", () -> LINES, TypeDescriptor.of(String.class)))
        .transform(
            inputs ->
                Outputs.single("kept", inputs.<String>get("lines").apply(ParDo.of(new Slow()))))
        .expectation(EVERY_LINE)
        .build();
  }

  /** The most bundles that ran at once in one pipeline, running members with {@code settings}. */
  private static int mostAtOnce(RunSettings settings) {
    PipelineScenarioSpec scenario = scenario();
    List<InputHistory<?>> histories = new ArrayList<>();
    for (InputSpec<?> input : scenario.transformInputs()) {
      histories.add(InputHistory.of("input '" + input.name() + "'", input, Pipeline.create()));
    }
    // Two members of a bundle per line, in one pipeline, run one pipeline at a time.
    List<Member> members =
        List.of(
            new Member(
                List.of(
                    List.of(new Arrangement(List.of(0, 1, 2, 3, 4, 5), List.of(1, 2, 3, 4, 5)))),
                Map.of()),
            new Member(
                List.of(
                    List.of(new Arrangement(List.of(5, 4, 3, 2, 1, 0), List.of(1, 2, 3, 4, 5)))),
                Map.of()));
    ACTIVE.clear();
    MOST.set(0);
    new PipelineMemberRuns(scenario, settings, histories, List.of(), 2, 1)
        .run(members)
        .forEach(
            result -> assertThat(result.judge(EVERY_LINE)).isInstanceOf(Judgement.Passed.class));
    return MOST.get();
  }

  @Test
  void membersRunTheirBundlesOneAtATime() {
    assertThat(mostAtOnce(Family.oneWorker(SETTINGS))).isEqualTo(1);
    // The runner's default: a worker per core, at least 3, which take bundles up at once.
    assertThat(mostAtOnce(SETTINGS)).isGreaterThan(1);
  }

  @Test
  void configuredWorkersWin() {
    RunSettings four =
        new RunSettings("DirectRunner", List.of("--targetParallelism=4"), Duration.ofMinutes(1));
    assertThat(Family.oneWorker(four).pipelineOptions()).containsExactly("--targetParallelism=4");
    assertThat(Family.oneWorker(SETTINGS).pipelineOptions())
        .containsExactly("--targetParallelism=1");
  }

  @Test
  void otherRunnersRunAsTheyAre() {
    RunSettings flink = new RunSettings("FlinkRunner", List.of(), Duration.ofMinutes(1));
    assertThat(Family.oneWorker(flink)).isEqualTo(flink);
  }
}
