package com.example.samenames;

import io.pipespec.ExpectContains;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Scenario;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * Two scenarios whose expectations of one name both fail, beside two that pass: what Surefire 3.5
 * miscounts and 3.6 reports right (README, "Maven Surefire").
 */
@PipelineTest
class SameNamesTest {

  @UnderTest
  static PCollection<Integer> lengths(PCollection<String> words) {
    return words.apply(MapElements.into(TypeDescriptors.integers()).via(String::length));
  }

  @Scenario
  static class Apples {
    @Input static final List<String> words = List.of("apple");

    @ExpectContains("4")
    void length() {}

    @ExpectContains("5")
    void rightLength() {}
  }

  @Scenario
  static class Pears {
    @Input static final List<String> words = List.of("pear");

    @ExpectContains("5")
    void length() {}

    @ExpectContains("4")
    void rightLength() {}
  }
}
