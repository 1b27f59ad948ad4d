package com.example;

import io.pipespec.ExpectAll;
import io.pipespec.ExpectContains;
import io.pipespec.ExpectCount;
import io.pipespec.ExpectDiff;
import io.pipespec.ExpectHash;
import io.pipespec.ExpectIncludes;
import io.pipespec.ExpectMap;
import io.pipespec.ExpectNone;
import io.pipespec.ExpectSingleton;
import io.pipespec.ExpectSnapshot;
import io.pipespec.ExpectSum;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Scenario;
import io.pipespec.UnderTest;
import io.pipespec.Where;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class VocabularyTest {

  record Result(
      PCollection<Integer> numbers,
      PCollection<Integer> others,
      PCollection<String> words,
      PCollection<KV<String, Long>> counts) {}

  @UnderTest
  static Result split(PCollection<String> lines) {
    return null;
  }

  static boolean isEven(int number) {
    return number % 2 == 0;
  }

  static final List<Integer> expectedNumbers = List.of(1, 2);

  static List<Integer> moreNumbers() {
    return List.of(3);
  }

  static Map<String, Long> expectedCounts() {
    return Map.of("a", 2L);
  }

  @Scenario
  static class Everything {
    @Input static final List<String> lines = List.of("a");

    static final int three = 3;

    @ExpectContains(from = "expectedNumbers", output = "numbers")
    void containsFromField() {}

    @ExpectIncludes(value = {"1"}, output = "numbers")
    void includesOne() {}

    @ExpectIncludes(from = "moreNumbers()", output = "others")
    void includesFromCode() {}

    @ExpectCount(value = 2, output = "numbers")
    void countTwo() {}

    @ExpectSingleton(value = "a", output = "words")
    void onlyA() {}

    @ExpectSingleton(notEqualTo = "b", output = "words")
    void notB() {}

    @ExpectSingleton(from = "three", output = "others")
    void three() {}

    @ExpectMap(value = {"a=2", "b=1"}, output = "counts")
    void countsMap() {}

    @ExpectMap(from = "expectedCounts", output = "counts")
    void countsFromMap() {}

    @ExpectAll(greaterThan = "0", lessThanEq = "10", output = "numbers")
    void smallPositive() {}

    @ExpectNone(by = "isEven", output = "numbers")
    void noEven() {}

    @ExpectAll(equal = "a", output = "words")
    void allA() {}

    @ExpectHash(value = "GH70Q2Ei0cwvQNwrkvDroA==", size = 2, output = "words")
    void hashed() {}

    @ExpectSum(value = "3", size = 2, output = "numbers")
    void sum() {}

    @ExpectDiff(left = "numbers", right = "others", onlyLeft = {"1"})
    void diff() {}

    @ExpectSnapshot(output = "counts")
    void countsKept() {}

    @Where(greaterThanEq = "1", lessThan = "2")
    @ExpectContains(value = {"1"}, output = "numbers")
    void whereThenContains() {}

    @Where(by = "isEven")
    @ExpectDiff(left = "numbers", right = "others")
    void whereThenDiff() {}
  }
}
