package com.example.function;

import io.pipespec.*;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

@Timeline(file = "events.txt")
@FunctionTest
class TimelineFile {
  static class Fn extends DoFn<KV<String, Long>, Long> {
    @ProcessElement
    public void process(@Element KV<String, Long> element) {}
  }

  @UnderTest
  static Fn fn() {
    return new Fn();
  }

  @ExpectEmpty
  void nothing() {}
}
