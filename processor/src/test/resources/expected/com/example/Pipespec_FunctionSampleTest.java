package com.example;

import io.pipespec.Timing;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.FunctionExpectations;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.PipespecSuite;
import io.pipespec.runtime.suite.Predicates;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.Scopes;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Generated;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;

@Generated(
    value = "io.pipespec.processor.rounds.PipespecProcessor",
    comments = "from com.example.FunctionSampleTest"
)
public final class Pipespec_FunctionSampleTest implements PipespecSuite {
  public Pipespec_FunctionSampleTest() {
  }

  @Override
  public Class<?> testClass() {
    return FunctionSampleTest.class;
  }

  @Override
  public List<ScenarioSpec> scenarios() {
    return List.of(functionSampleTest());
  }

  private static StatefulFunctionHarness.Builder<String, Integer, KV<String, Long>> newHarness() {
    StatefulFunctionHarness.Builder<String, Integer, KV<String, Long>> harness = StatefulFunctionHarness.forKeyedDoFn(FunctionSampleTest.fn());
    FunctionSampleTest.windows(harness);
    return harness;
  }

  private static ScenarioSpec functionSampleTest() {
    FunctionTimeline.Builder<String, Integer, KV<String, Long>> timeline = FunctionTimeline.<String, Integer, KV<String, Long>>builder("fn", "FunctionSampleTest.fn()", Pipespec_FunctionSampleTest::newHarness)
        .baseTime(1735689600000L /* @BaseTime("2025-01-01T00:00:00Z") */);
    timeline.element("red=3 @ 1m", KV.of("red", 3), 1735689660000L);
    timeline.element("blue=4", KV.of("blue", 4));
    timeline.element("'a@b=5' @ 90s", KV.of("a@b", 5), 1735689690000L);
    timeline.watermark("watermark 2m", 1735689720000L);
    timeline.advanceProcessingTime("processing +30s", 30000L);
    timeline.watermarkToEnd("watermark end");
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("FunctionSampleTest", FunctionSampleTest.class)
        .function(timeline.build());
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "output",
        ExpectationSpec.Target.output("fn", Expectations.containsInAnyOrder(Arrays.<KV<String, Long>>asList(KV.of("red", 3L)))))
        .declaredAt("FunctionSampleTest.java", 80));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "outputOfTheFirstWindow",
        ExpectationSpec.Target.output("fn", Scopes.of(Scopes.window(1735689600000L, 1735690200000L, "@Window(start = \"0\", size = \"10m\")"), Timing.ALL, -1), Expectations.containsInAnyOrder(Arrays.<KV<String, Long>>asList(KV.of("red", 3L)))))
        .declaredAt("FunctionSampleTest.java", 84));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "oneRedOnTime",
        ExpectationSpec.Target.output("fn", Scopes.of(Scopes.window(1735689600000L, 1735690200000L, "@Window(start = \"2025-01-01T00:00:00Z\", end = \"10m\")"), Timing.ON_TIME, -1), Expectations.where(Predicates.<KV<String, Long>>by("isRed", FunctionSampleTest::isRed), Expectations.count(1L))))
        .declaredAt("FunctionSampleTest.java", 90));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "last",
        ExpectationSpec.Target.harness(FunctionExpectations.state("last", "red", new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */, 3)))
        .declaredAt("FunctionSampleTest.java", 97));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "sum",
        ExpectationSpec.Target.harness(FunctionExpectations.state("sum", "red", new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */, 3L)))
        .declaredAt("FunctionSampleTest.java", 100));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "bag",
        ExpectationSpec.Target.harness(FunctionExpectations.state("bag", "red", new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */, List.<String>of("a", "b"))))
        .declaredAt("FunctionSampleTest.java", 103));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "set",
        ExpectationSpec.Target.harness(FunctionExpectations.state("set", "red", new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */, Set.copyOf(List.<Integer>of(2, 1)))))
        .declaredAt("FunctionSampleTest.java", 106));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "noLast",
        ExpectationSpec.Target.harness(FunctionExpectations.noState("last", "blue", new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */)))
        .declaredAt("FunctionSampleTest.java", 109));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "nonePending",
        ExpectationSpec.Target.harness(FunctionExpectations.pendingTimers(List.of())))
        .declaredAt("FunctionSampleTest.java", 112));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "slowFlushPending",
        ExpectationSpec.Target.harness(FunctionExpectations.pendingTimers(List.of(FunctionExpectations.timer("slow flush", "red", 1735689900000L /* 'slow flush' red @ 5m */)))))
        .declaredAt("FunctionSampleTest.java", 115));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "flushedInTheFirstWindow",
        ExpectationSpec.Target.harness(FunctionExpectations.firedTimers(List.of(FunctionExpectations.timer("flush", "red", 1735690199999L /* flush red @ 9m59.999s in [0, 10m) */, new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */)))))
        .declaredAt("FunctionSampleTest.java", 118));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "fired",
        ExpectationSpec.Target.harness(FunctionExpectations.firedTimers(List.of(FunctionExpectations.timer("flush", "red", 1735689660000L /* flush red @ 1m */), FunctionExpectations.timer("ticks/t1", "blue", 1735689630000L /* ticks/t1 blue @ 2025-01-01T00:00:30Z */)))))
        .declaredAt("FunctionSampleTest.java", 121));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "checked",
        ExpectationSpec.Target.harness(FunctionExpectations.<String, Integer, KV<String, Long>>harness("checked", harness -> new FunctionSampleTest().checked(harness))))
        .declaredAt("FunctionSampleTest.java", 124));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "values",
        ExpectationSpec.Target.output("fn", Expectations.<KV<String, Long>>satisfies("values", elements -> FunctionSampleTest.values(elements))))
        .declaredAt("FunctionSampleTest.java", 127));
    scenario.expectation(ExpectationSpec.of(FunctionSampleTest.class, "timestamped",
        ExpectationSpec.Target.output("fn", Expectations.<KV<String, Long>>satisfiesTimestamped("timestamped", elements -> FunctionSampleTest.timestamped(elements))))
        .declaredAt("FunctionSampleTest.java", 130));
    return scenario.build();
  }
}
