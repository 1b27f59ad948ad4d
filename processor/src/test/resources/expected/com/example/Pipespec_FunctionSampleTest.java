package com.example;

import io.pipespec.Timing;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.expect.ElementPredicate;
import io.pipespec.runtime.expect.Expectations;
import io.pipespec.runtime.expect.ExpectedTimer;
import io.pipespec.runtime.expect.FunctionExpectations;
import io.pipespec.runtime.scope.Scopes;
import io.pipespec.runtime.scope.WindowRef;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.FunctionTimeline;
import io.pipespec.runtime.spec.PipespecSuite;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Generated;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;

@Generated(
    value = "io.pipespec.processor.PipespecProcessor",
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
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "output")
        .declaredAt("FunctionSampleTest.java", 80)
        .output("fn")
        .expect(Expectations.containsInAnyOrder(Arrays.<KV<String, Long>>asList(KV.of("red", 3L))))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "outputOfTheFirstWindow")
        .declaredAt("FunctionSampleTest.java", 84)
        .output("fn")
        .scope(Scopes.of(WindowRef.interval(1735689600000L, 1735690200000L /* @Window(start = "0", size = "10m") */), Timing.ALL, -1))
        .expect(Expectations.containsInAnyOrder(Arrays.<KV<String, Long>>asList(KV.of("red", 3L))))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "oneRedOnTime")
        .declaredAt("FunctionSampleTest.java", 90)
        .output("fn")
        .scope(Scopes.of(WindowRef.interval(1735689600000L, 1735690200000L /* @Window(start = "2025-01-01T00:00:00Z", end = "10m") */), Timing.ON_TIME, -1))
        .expect(Expectations.where(ElementPredicate.<KV<String, Long>>by("isRed", FunctionSampleTest::isRed), Expectations.count(1L)))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "last")
        .declaredAt("FunctionSampleTest.java", 97)
        .expect(FunctionExpectations.state("last", "red", new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */, 3))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "sum")
        .declaredAt("FunctionSampleTest.java", 100)
        .expect(FunctionExpectations.state("sum", "red", new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */, 3L))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "bag")
        .declaredAt("FunctionSampleTest.java", 103)
        .expect(FunctionExpectations.state("bag", "red", new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */, List.<String>of("a", "b")))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "set")
        .declaredAt("FunctionSampleTest.java", 106)
        .expect(FunctionExpectations.state("set", "red", new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */, Set.copyOf(List.<Integer>of(2, 1))))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "noLast")
        .declaredAt("FunctionSampleTest.java", 109)
        .expect(FunctionExpectations.noState("last", "blue", new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "nonePending")
        .declaredAt("FunctionSampleTest.java", 112)
        .expect(FunctionExpectations.pendingTimers(List.of()))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "slowFlushPending")
        .declaredAt("FunctionSampleTest.java", 115)
        .expect(FunctionExpectations.pendingTimers(List.of(ExpectedTimer.of("slow flush", "red", 1735689900000L /* 'slow flush' red @ 5m */))))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "flushedInTheFirstWindow")
        .declaredAt("FunctionSampleTest.java", 118)
        .expect(FunctionExpectations.firedTimers(List.of(ExpectedTimer.of("flush", "red", 1735690199999L /* flush red @ 9m59.999s in [0, 10m) */, new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L)) /* [0, 10m) */))))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "fired")
        .declaredAt("FunctionSampleTest.java", 121)
        .expect(FunctionExpectations.firedTimers(List.of(ExpectedTimer.of("flush", "red", 1735689660000L /* flush red @ 1m */), ExpectedTimer.of("ticks/t1", "blue", 1735689630000L /* ticks/t1 blue @ 2025-01-01T00:00:30Z */))))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "checked")
        .declaredAt("FunctionSampleTest.java", 124)
        .expect(FunctionExpectations.<String, Integer, KV<String, Long>>harness("checked", harness -> new FunctionSampleTest().checked(harness)))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "values")
        .declaredAt("FunctionSampleTest.java", 127)
        .output("fn")
        .expect(Expectations.<KV<String, Long>>satisfies("values", elements -> FunctionSampleTest.values(elements)))
        .build());
    scenario.expectation(ExpectationSpec.builder(FunctionSampleTest.class, "timestamped")
        .declaredAt("FunctionSampleTest.java", 130)
        .output("fn")
        .expect(Expectations.<KV<String, Long>>satisfiesTimestamped("timestamped", elements -> FunctionSampleTest.timestamped(elements)))
        .build());
    return scenario.build();
  }
}
