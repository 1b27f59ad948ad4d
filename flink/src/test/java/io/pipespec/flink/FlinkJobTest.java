package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.flink.FlinkScenarios.onFlink;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.Committed;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.verdict.metrics.MetricExpectations;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** A whole job on the embedded Flink mini-cluster: its read replaced, its write captured. */
class FlinkJobTest {

  /** Keeps the lines that are numbers; counts the others. */
  static final class Numbers extends DoFn<String, String> {
    private final Counter bad = Metrics.counter("numbers", "badLines");

    @ProcessElement
    public void process(@Element String line, OutputReceiver<String> out) {
      if (!line.isEmpty() && line.chars().allMatch(Character::isDigit)) {
        out.output(line);
      } else {
        bad.inc();
      }
    }
  }

  static void job(Pipeline p, PipelineOptions options) {
    p.apply("ReadLines", TextIO.read().from("/nowhere/lines-*.txt"))
        .apply("Parse", ParDo.of(new Numbers()))
        .apply("WriteNumbers", TextIO.write().to("/nowhere/numbers"));
  }

  @Test
  void aJobRunsOnFlinkWithItsReadReplacedAndItsWriteCaptured() {
    ScenarioResult result =
        ScenarioRunner.run(
            ScenarioSpec.builder("Job", FlinkJobTest.class)
                .job(FlinkJobTest::job, PipelineOptions.class)
                .replace(
                    "ReadLines",
                    InputSpec.ofValues(
                        "lines",
                        "lines()",
                        () -> List.of("1", "x", "22", "yy"),
                        TypeDescriptors.strings()))
                .output("numbers", "WriteNumbers", String.class)
                .build(),
            onFlink());

    assertThat(result.failure()).isEmpty();
    assertThat(result.runner()).isEqualTo("FlinkRunner");
    result.verify(
        ExpectationSpec.of(
            FlinkJobTest.class,
            "numbers",
            Target.output("numbers", Expectations.containsInAnyOrder(List.of("1", "22")))));
    result.verify(
        ExpectationSpec.of(
            FlinkJobTest.class,
            "bad",
            Target.metrics(
                MetricExpectations.counter(
                    MetricExpectations.metric("badLines", "", "", Committed.DEFAULT), 2))));
    AssertionFailedError wrong =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    ExpectationSpec.of(
                        FlinkJobTest.class,
                        "wrong",
                        Target.metrics(
                            MetricExpectations.counter(
                                MetricExpectations.metric("badLines", "", "", Committed.DEFAULT),
                                3)))));
    // Flink's results carry attempted values only, and the message says that it read them.
    assertThat(wrong)
        .hasMessageThat()
        .isEqualTo(
            "Expected counter badLines is 3, but it is 2 (attempted, since the FlinkRunner reports"
                + " no committed values).\n"
                + "Every counter named badLines:\n"
                + "  namespace numbers, step Parse/ParMultiDo(Numbers): attempted 2, committed not"
                + " reported\nscenario 'Job', expectation wrong");
  }

  static void streamingJob(Pipeline p, PipelineOptions options) {
    p.apply("ReadClicks", TextIO.read().from("/nowhere/clicks-*.txt"))
        .apply("Window", Window.into(FixedWindows.of(org.joda.time.Duration.standardMinutes(1))))
        .apply("CountPerPage", Count.perElement())
        .apply(
            "Format",
            MapElements.into(TypeDescriptors.strings())
                .via((KV<String, Long> count) -> count.getKey() + "=" + count.getValue()))
        .apply("WriteCounts", TextIO.write().to("/nowhere/counts").withWindowedWrites());
  }

  @Test
  void aStreamingJobRunsOnFlinkWithItsReadReplacedByATimeline() {
    ScenarioResult result =
        ScenarioRunner.run(
            ScenarioSpec.builder("Streaming", FlinkJobTest.class)
                .job(FlinkJobTest::streamingJob, PipelineOptions.class)
                .replace(
                    "ReadClicks",
                    InputSpec.ofTimeline(
                        "timeline",
                        "@Timeline of FlinkJobTest",
                        TypeDescriptors.strings(),
                        () ->
                            TimelineSteps.<String>create()
                                .element("home", 10_000L)
                                .element("home", 20_000L)
                                .element("cart", 70_000L)
                                .watermark(60_000L)))
                .output("counts", "WriteCounts", String.class)
                .build(),
            onFlink());

    assertThat(result.failure()).isEmpty();
    result.verify(
        ExpectationSpec.of(
            FlinkJobTest.class,
            "counts",
            Target.output("counts", Expectations.containsInAnyOrder(List.of("home=2", "cart=1")))));
  }
}
