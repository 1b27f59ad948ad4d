package com.example.function;

import io.pipespec.*;
import io.pipespec.function.StatefulFunctionHarness;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

@Timeline({"a=1 @ 0"})
@FunctionTest
class HarnessSatisfiesWithOutput {
  static class Fn extends DoFn<KV<String, Long>, Long> {
    @ProcessElement
    public void process(@Element KV<String, Long> element) {}
  }

  @UnderTest
  static Fn fn() {
    return new Fn();
  }

  @Satisfies(output = "fn")
  void check(StatefulFunctionHarness<String, Long, Long> harness) {}
}
