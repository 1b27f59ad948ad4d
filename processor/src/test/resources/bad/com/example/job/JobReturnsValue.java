package com.example.job;

import io.pipespec.ExpectCounter;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class JobReturnsValue {
  @UnderTest
  static PCollection<String> returnsAValue(Pipeline p) {
    return null;
  }

  @ExpectCounter(name = "c", value = "1")
  void counted() {}
}
