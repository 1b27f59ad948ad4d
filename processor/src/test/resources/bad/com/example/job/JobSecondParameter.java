package com.example.job;

import io.pipespec.ExpectCounter;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.Pipeline;

@PipelineTest
class JobSecondParameter {
  @UnderTest
  static void job(Pipeline p, String notOptions) {}

  @ExpectCounter(name = "c", value = "1")
  void counted() {}
}
