package com.example;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectEmpty;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.Scenario;
import io.pipespec.UnderTest;
import java.util.Arrays;
import java.util.List;
import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.FlatMapElements;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Tag;

/** Two scenarios with an expectation of the same name: their reports must not collide. */
@PipelineTest
class WordCountTest {

  @UnderTest
  static PCollection<KV<String, Long>> wordCount(PCollection<String> lines) {
    return lines
        .apply(
            FlatMapElements.into(TypeDescriptors.strings())
                .via((String line) -> Arrays.asList(line.split(" "))))
        .apply(Count.perElement());
  }

  @Scenario
  @Tag("slow")
  static class TwoLines {
    @Input static final List<String> lines = List.of("a b", "a");

    @ExpectContains({"a=2", "b=1"})
    void counts() {}

    @Satisfies
    void allPositive(List<KV<String, Long>> counts) {
      for (KV<String, Long> count : counts) {
        if (count.getValue() <= 0) {
          throw new AssertionError("not positive: " + count);
        }
      }
    }
  }

  @Scenario
  static class NoLines {
    @Input static final List<String> lines = List.of();

    @ExpectEmpty
    void counts() {}
  }
}
