package com.example;

import io.pipespec.ExpectContains;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;

/** A deliberately wrong expectation: 3 is expected, 2 arrives. It must fail the build. */
@PipelineTest
class WrongLengthsTest {

  @UnderTest
  static PCollection<Integer> lengths(PCollection<String> words) {
    return words.apply(MapElements.into(TypeDescriptors.integers()).via(String::length));
  }

  @Input static final List<String> words = List.of("a", "bb");

  @ExpectContains({"1", "3"})
  void wrongLengths() {}

  @ExpectContains({"1", "2"})
  void rightLengths() {}
}
