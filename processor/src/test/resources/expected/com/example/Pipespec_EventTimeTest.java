package com.example;

import io.pipespec.Timing;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.LiteralFile;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipespecSuite;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.Scopes;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.Arrays;
import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;

@Generated(
    value = "io.pipespec.processor.rounds.PipespecProcessor",
    comments = "from com.example.EventTimeTest"
)
public final class Pipespec_EventTimeTest implements PipespecSuite {
  public Pipespec_EventTimeTest() {
  }

  @Override
  public Class<?> testClass() {
    return EventTimeTest.class;
  }

  @Override
  public List<ScenarioSpec> scenarios() {
    return List.of(late(), epoch(), fromFile());
  }

  private static Outputs underTest(Inputs inputs) {
    return Outputs.single("t", EventTimeTest.t(inputs.get("events")));
  }

  private static ScenarioSpec late() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("Late", EventTimeTest.Late.class)
        .input(InputSpec.ofTimeline("events", "@Timeline of EventTimeTest.Late", new TypeDescriptor<KV<String, Integer>>() {}, Pipespec_EventTimeTest::lateEventsTimeline))
        .transform(Pipespec_EventTimeTest::underTest);
    scenario.expectation(ExpectationSpec.of(EventTimeTest.Late.class, "late",
        ExpectationSpec.Target.output("t", Scopes.of(Scopes.window(1767225600000L, 1767226800000L, "@Window(start = \"0\", size = \"PT20M\")"), Timing.LATE, 2), Expectations.containsInAnyOrder(Arrays.<KV<String, Integer>>asList(KV.of("blue", 3)))))
        .declaredAt("EventTimeTest.java", 30));
    scenario.expectation(ExpectationSpec.of(EventTimeTest.Late.class, "global",
        ExpectationSpec.Target.output("t", Scopes.of(Scopes.globalWindow(), Timing.ALL, -1), Expectations.containsInAnyOrder(Arrays.<KV<String, Integer>>asList(KV.of("blue", 3)))))
        .declaredAt("EventTimeTest.java", 34));
    scenario.expectation(ExpectationSpec.of(EventTimeTest.Late.class, "anyWindow",
        ExpectationSpec.Target.output("t", Scopes.of(Scopes.anyWindow(), Timing.FINAL, -1), Expectations.containsInAnyOrder(Arrays.<KV<String, Integer>>asList(KV.of("blue", 3)))))
        .declaredAt("EventTimeTest.java", 38));
    return scenario.build();
  }

  private static ScenarioSpec epoch() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("Epoch", EventTimeTest.Epoch.class)
        .input(InputSpec.ofTimeline("events", "@Timeline of EventTimeTest.Epoch", new TypeDescriptor<KV<String, Integer>>() {}, Pipespec_EventTimeTest::epochEventsTimeline))
        .transform(Pipespec_EventTimeTest::underTest);
    scenario.expectation(ExpectationSpec.of(EventTimeTest.Epoch.class, "beforeEpoch",
        ExpectationSpec.Target.output("t", Scopes.of(Scopes.window(-1200000L, 0L, "@Window(start = \"-20m\", end = \"0\")"), Timing.ALL, -1), Expectations.containsInAnyOrder(Arrays.<KV<String, Integer>>asList(KV.of("blue", 3)))))
        .declaredAt("EventTimeTest.java", 47));
    return scenario.build();
  }

  private static ScenarioSpec fromFile() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("FromFile", EventTimeTest.FromFile.class)
        .input(InputSpec.ofValues("events", "@Timeline(file = \"events.txt\") of EventTimeTest.FromFile", () -> LiteralFile.elements(EventTimeTest.FromFile.class, "events.txt", new TypeDescriptor<KV<String, Integer>>() {}, "@Timeline(file = \"events.txt\") of EventTimeTest.FromFile"), new TypeDescriptor<KV<String, Integer>>() {}))
        .transform(Pipespec_EventTimeTest::underTest);
    scenario.expectation(ExpectationSpec.of(EventTimeTest.FromFile.class, "fromFile",
        ExpectationSpec.Target.output("t", Expectations.containsInAnyOrder(Arrays.<KV<String, Integer>>asList(KV.of("blue", 3)))))
        .declaredAt("EventTimeTest.java", 54));
    return scenario.build();
  }

  private static TimelineSteps<KV<String, Integer>> lateEventsTimeline() {
    TimelineSteps<KV<String, Integer>> steps = TimelineSteps.create();
    steps.element(KV.of("blue", 3), 1767225660000L /* blue=3 @ 1m */);
    steps.element(KV.of("red", 1), 1767225690000L /* red=1 @ +90s */);
    steps.processing(300000L /* processing +5m */);
    steps.processing(60000L /* processing 1m */);
    steps.watermark(1767231000000L /* watermark 1h30m */);
    steps.element(KV.of("blue", 4), 1767225900000L /* blue=4 @ 2026-01-01T00:05:00Z */);
    steps.element(KV.of("red", 2), -9223372036854775L /* red=2 */);
    // watermark end
    return steps;
  }

  private static TimelineSteps<KV<String, Integer>> epochEventsTimeline() {
    TimelineSteps<KV<String, Integer>> steps = TimelineSteps.create();
    steps.element(KV.of("blue", 3), -1000L /* blue=3 @ -1s */);
    return steps;
  }
}
