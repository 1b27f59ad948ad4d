package com.example;

import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.UnderTest;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;

/** Fails on its first judgement in a JVM and passes on the next: what a rerun must recover. */
@PipelineTest
class FlakyTest {

  static final AtomicInteger ATTEMPTS = new AtomicInteger();

  @UnderTest
  static PCollection<Integer> lengths(PCollection<String> words) {
    return words.apply(MapElements.into(TypeDescriptors.integers()).via(String::length));
  }

  @Input static final List<String> words = List.of("a");

  @Satisfies
  void passesOnSecondAttempt(List<Integer> lengths) {
    if (ATTEMPTS.incrementAndGet() == 1) {
      throw new AssertionError("first attempt fails on purpose");
    }
  }
}
