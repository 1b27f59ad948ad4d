package com.example.function;

import io.pipespec.*;
import org.apache.beam.sdk.state.*;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

@Timeline({})
@FunctionTest
class UnwritableTimerKey {
  static class Fn extends DoFn<KV<Object, Long>, Long> {
    @TimerId("flush")
    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @ProcessElement
    public void process(@Element KV<Object, Long> element) {}
  }

  @UnderTest
  static Fn fn() {
    return new Fn();
  }

  @ExpectPendingTimers("flush a @ 1m")
  void pending() {}
}
