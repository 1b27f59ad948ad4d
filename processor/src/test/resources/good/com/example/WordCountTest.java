package com.example;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectEmpty;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.Scenario;
import io.pipespec.function.OutputElement;
import java.util.List;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class WordCountTest {

  record Result(PCollection<KV<String, Long>> counts, PCollection<String> rejected) {}

  @io.pipespec.UnderTest
  static Result wordCount(PCollection<String> lines) {
    return new Result(null, lines);
  }

  @Input
  static final List<String> lines = List.of("a b", "a");

  @Scenario
  static class TwoLines {
    @Input
    static List<String> lines() {
      return List.of("a b", "a", "!!");
    }

    @ExpectContains(value = {"a=2", "b=1", "'x=y'=3", "'it\\'s' = 4", " spaced =5"}, output = "counts")
    void counts() {}

    @ExpectEmpty(output = "rejected")
    void nothingRejected() {}

    @Satisfies(output = "counts")
    void allPositive(List<KV<String, Long>> counts) {}

    @Satisfies(output = "rejected")
    static void staticCheck(Iterable<String> rejected) {}

    @Satisfies(output = "counts")
    static void whenAndWhere(List<OutputElement<KV<String, Long>>> counts) {}
  }

  @Scenario
  static class SharedInput {
    @ExpectEmpty(output = "rejected")
    void nothingRejected() {}
  }

  @Scenario
  static class FromCreate {
    @Input("lines")
    static Create.Values<String> created() {
      return Create.of("x");
    }

    @ExpectContains(value = "x", output = "rejected")
    void rejected() {}
  }
}
