package com.example.function;

import io.pipespec.*;
import io.pipespec.function.StatefulFunctionHarness;
import org.apache.beam.sdk.state.*;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

@Timeline({"a=1 @ 0"})
@FunctionTest
class ElementsSatisfiesWrongType {
  static class Fn extends DoFn<KV<String, Long>, Long> {
    @StateId("sum")
    private final StateSpec<ValueState<Long>> sum = StateSpecs.value();

    @StateId("lookup")
    private final StateSpec<MapState<String, Long>> lookup = StateSpecs.map();

    @TimerId("flush")
    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @ProcessElement
    public void process(@Element KV<String, Long> element) {}
  }

  @UnderTest
  static Fn fn() {
    return new Fn();
  }

  @Satisfies
  void check(java.util.List<io.pipespec.function.OutputElement<String>> elements) {}
}
