package com.example.function;

import io.pipespec.*;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

@Timeline({"watermark 1m", "a=1 @ 2m"})
@FunctionTest
class UnwritableTimelineKey {
  static class Fn extends DoFn<KV<Object, Long>, Long> {
    @ProcessElement
    public void process(@Element KV<Object, Long> element) {}
  }

  @UnderTest
  static Fn fn() {
    return new Fn();
  }

  @ExpectEmpty
  void nothing() {}
}
