package com.example.job;

import io.pipespec.ExpectCounter;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;

@PipelineTest
class JobPipelineSecond {
  interface JobOptions extends PipelineOptions {}

  @UnderTest
  static void job(JobOptions options, Pipeline p) {}

  @ExpectCounter(name = "c", value = "1")
  void counted() {}
}
