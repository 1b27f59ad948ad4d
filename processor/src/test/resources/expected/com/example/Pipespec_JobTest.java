package com.example;

import io.pipespec.Committed;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.MetricExpectations;
import io.pipespec.runtime.suite.PipespecSuite;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.Arrays;
import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.values.TypeDescriptor;

@Generated(
    value = "io.pipespec.processor.rounds.PipespecProcessor",
    comments = "from com.example.JobTest"
)
public final class Pipespec_JobTest implements PipespecSuite {
  public Pipespec_JobTest() {
  }

  @Override
  public Class<?> testClass() {
    return JobTest.class;
  }

  @Override
  public List<ScenarioSpec> scenarios() {
    return List.of(batch(), streamed(), fromCreate());
  }

  private static void underTest(Pipeline pipeline, PipelineOptions options) {
    JobTest.job(pipeline, options.as(JobTest.JobOptions.class));
  }

  private static ScenarioSpec batch() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("Batch", JobTest.Batch.class)
        .job(Pipespec_JobTest::underTest, JobTest.JobOptions.class)
        .replace("ReadLines", InputSpec.ofValues("lines", "JobTest.lines", () -> JobTest.lines, new TypeDescriptor<String>() {}))
        .output("lines", "WriteLines", String.class)
        .options("JobTest.options()", () -> JobTest.options());
    scenario.expectation(ExpectationSpec.of(JobTest.Batch.class, "written",
        ExpectationSpec.Target.output("lines", Expectations.containsInAnyOrder(Arrays.<String>asList("a", "b"))))
        .declaredAt("JobTest.java", 49));
    scenario.expectation(ExpectationSpec.of(JobTest.Batch.class, "noBadLines",
        ExpectationSpec.Target.metrics(MetricExpectations.counter(MetricExpectations.metric("badLines", "", "", Committed.DEFAULT), 0L)))
        .declaredAt("JobTest.java", 52));
    return scenario.build();
  }

  private static ScenarioSpec streamed() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("Streamed", JobTest.Streamed.class)
        .job(Pipespec_JobTest::underTest, JobTest.JobOptions.class)
        .replace("ReadLines", InputSpec.ofTimeline("timeline", "@Timeline of JobTest.Streamed", new TypeDescriptor<String>() {}, Pipespec_JobTest::streamedTimelineTimeline))
        .output("lines", "WriteLines", String.class)
        .output("all", "WriteLines", void.class)
        .options("JobTest.Streamed.options()", () -> JobTest.Streamed.options());
    scenario.expectation(ExpectationSpec.of(JobTest.Streamed.class, "streamed",
        ExpectationSpec.Target.output("lines", Expectations.containsInAnyOrder(Arrays.<String>asList("x"))))
        .declaredAt("JobTest.java", 68));
    scenario.expectation(ExpectationSpec.of(JobTest.Streamed.class, "counted",
        ExpectationSpec.Target.output("all", Expectations.count(1L)))
        .declaredAt("JobTest.java", 71));
    scenario.expectation(ExpectationSpec.of(JobTest.Streamed.class, "lengths",
        ExpectationSpec.Target.metrics(MetricExpectations.distribution(MetricExpectations.metric("lengths", "job", "Parse", Committed.DEFAULT), 1L, null, null, 1L)))
        .declaredAt("JobTest.java", 74));
    scenario.expectation(ExpectationSpec.of(JobTest.Streamed.class, "gauge",
        ExpectationSpec.Target.metrics(MetricExpectations.gauge(MetricExpectations.metric("last", "", "", Committed.ATTEMPTED), -3L)))
        .declaredAt("JobTest.java", 77));
    return scenario.build();
  }

  private static ScenarioSpec fromCreate() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("FromCreate", JobTest.FromCreate.class)
        .job(Pipespec_JobTest::underTest, JobTest.JobOptions.class)
        .replace("ReadLines", InputSpec.ofCreate("created", "JobTest.FromCreate.created()", () -> JobTest.FromCreate.created()))
        .output("lines", "WriteLines", String.class)
        .options("JobTest.options()", () -> JobTest.options());
    scenario.expectation(ExpectationSpec.of(JobTest.FromCreate.class, "fromCreate",
        ExpectationSpec.Target.output("lines", Expectations.containsInAnyOrder(Arrays.<String>asList("c"))))
        .declaredAt("JobTest.java", 88));
    return scenario.build();
  }

  private static TimelineSteps<String> streamedTimelineTimeline() {
    TimelineSteps<String> steps = TimelineSteps.create();
    steps.element("x", 1000L /* x @ 1s */);
    steps.watermark(60000L /* watermark 1m */);
    return steps;
  }
}
