package com.example;

import io.pipespec.ExpectContains;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.UnderTest;
import java.util.ArrayList;
import java.util.Collection;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class SingleTest {

  @UnderTest
  static PCollection<Integer> lengths(PCollection<String> words) {
    return null;
  }

  static class Words extends ArrayList<String> {}

  @Input
  static TestStream<String> anything() {
    return null;
  }

  @ExpectContains({"1", "-2147483648", "007"})
  void lengthsAre() {}

  @Satisfies
  void allSmall(Collection<Integer> lengths) {}
}
