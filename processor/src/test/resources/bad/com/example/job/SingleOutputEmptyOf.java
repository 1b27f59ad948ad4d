package com.example.job;

import io.pipespec.ExpectCount;
import io.pipespec.Output;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.Pipeline;

@PipelineTest
@Output(name = "written", of = "")
class SingleOutputEmptyOf {
  @UnderTest
  static void job(Pipeline p) {}

  @ExpectCount(output = "written", value = 0)
  void nothing() {}
}
