package com.example.job;

import io.pipespec.ExpectCounter;
import io.pipespec.FunctionTest;
import io.pipespec.Output;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

@FunctionTest
@Output(name = "written", of = "Write")
@Timeline({"a=1 @ 0"})
class OutputOnFunctionTest {
  static final class Fn extends DoFn<KV<String, Integer>, Integer> {
    @ProcessElement
    public void process(@Element KV<String, Integer> element, OutputReceiver<Integer> out) {
      out.output(element.getValue());
    }
  }

  @UnderTest
  static Fn fn() {
    return new Fn();
  }

  @ExpectCounter(name = "c", value = "1")
  void counted() {}
}
