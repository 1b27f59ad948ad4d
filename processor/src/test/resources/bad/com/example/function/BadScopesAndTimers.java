package com.example.function;

import io.pipespec.*;
import io.pipespec.function.OutputElement;
import io.pipespec.function.StatefulFunctionHarness;
import java.util.List;
import org.apache.beam.sdk.state.*;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

/** One misuse of a scope, a timer literal or a @Satisfies parameter a line. */
@Timeline({"a=1 @ 0"})
@FunctionTest
class BadScopesAndTimers {
  static class Fn extends DoFn<KV<String, Long>, Long> {
    @StateId("sum")
    private final StateSpec<ValueState<Long>> sum = StateSpecs.value();

    @TimerId("flush")
    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @TimerId("slow flush")
    private final TimerSpec slowFlush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @ProcessElement
    public void process(@Element KV<String, Long> element) {}
  }

  @UnderTest
  static Fn fn() {
    return new Fn();
  }

  @ExpectContains("1") @Window(start = "soon", size = "10m") void windowBadStart() {}
  @ExpectContains("1") @Pane(value = Timing.ONLY, index = 1) void paneIndexWithOnly() {}
  @ExpectNoState(id = "sum", key = "a", window = "[0, 10m)") @Window(start = "0", size = "10m") void scopeOnState() {}
  @Satisfies @Pane(Timing.ON_TIME) void scopeOnHarness(StatefulFunctionHarness<String, Long, Long> harness) {}
  @ExpectPendingTimers("flush a @ 9m in [10m, 0)") void timerBadWindow() {}
  @ExpectPendingTimers("flush a @ 9m in [0, 10 minutes)") void timerWindowBadTime() {}
  @ExpectFiredTimers("flush a @ 9m in") void timerWithoutWindow() {}
  @ExpectPendingTimers("slow flush a @ 1m") void unquotedIdWithASpace() {}
  @ExpectPendingTimers("'slow flush a @ 1m") void unclosedQuotedId() {}
  @Satisfies void elementsOfTheWrongType(List<OutputElement<String>> elements) {}
}
