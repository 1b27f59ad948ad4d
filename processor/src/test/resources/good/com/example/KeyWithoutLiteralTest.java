package com.example;

import io.pipespec.FunctionTest;
import io.pipespec.Satisfies;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import io.pipespec.function.StatefulFunctionHarness;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

/** Keys without a literal form: a timeline without elements needs none. */
@FunctionTest
@Timeline({"watermark 1m", "watermark end"})
class KeyWithoutLiteralTest {
  static class Fn extends DoFn<KV<Object, Long>, Long> {
    @ProcessElement
    public void process(@Element KV<Object, Long> element) {}
  }

  @UnderTest
  static Fn fn() {
    return new Fn();
  }

  @Satisfies
  static void nothingHappened(StatefulFunctionHarness<Object, Long, Long> harness) {}
}
