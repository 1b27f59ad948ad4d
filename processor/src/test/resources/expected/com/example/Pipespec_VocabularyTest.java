package com.example;

import io.pipespec.runtime.expect.ElementPredicate;
import io.pipespec.runtime.expect.Expectations;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.InputSpec;
import io.pipespec.runtime.spec.Inputs;
import io.pipespec.runtime.spec.Outputs;
import io.pipespec.runtime.spec.PipespecSuite;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.util.Arrays;
import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;

@Generated(
    value = "io.pipespec.processor.PipespecProcessor",
    comments = "from com.example.VocabularyTest"
)
public final class Pipespec_VocabularyTest implements PipespecSuite {
  public Pipespec_VocabularyTest() {
  }

  @Override
  public Class<?> testClass() {
    return VocabularyTest.class;
  }

  @Override
  public List<ScenarioSpec> scenarios() {
    return List.of(everything());
  }

  private static Outputs underTest(Inputs inputs) {
    VocabularyTest.Result result = VocabularyTest.split(inputs.get("lines"));
    return Outputs.builder()
            .add("numbers", result.numbers())
            .add("others", result.others())
            .add("words", result.words())
            .add("counts", result.counts())
            .build();
  }

  private static ScenarioSpec everything() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("Everything", VocabularyTest.Everything.class)
        .input(InputSpec.ofValues("lines", "VocabularyTest.Everything.lines", () -> VocabularyTest.Everything.lines, new TypeDescriptor<String>() {}))
        .transform(Pipespec_VocabularyTest::underTest);
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "containsFromField")
        .declaredAt("VocabularyTest.java", 58)
        .output("numbers")
        .expect(Expectations.supplied("VocabularyTest.expectedNumbers", () -> Expectations.containsInAnyOrder(Expectations.<Integer>copyOf(VocabularyTest.expectedNumbers))))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "includesOne")
        .declaredAt("VocabularyTest.java", 61)
        .output("numbers")
        .expect(Expectations.includes(Arrays.<Integer>asList(1)))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "includesFromCode")
        .declaredAt("VocabularyTest.java", 64)
        .output("others")
        .expect(Expectations.supplied("VocabularyTest.moreNumbers()", () -> Expectations.includes(Expectations.<Integer>copyOf(VocabularyTest.moreNumbers()))))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "countTwo")
        .declaredAt("VocabularyTest.java", 67)
        .output("numbers")
        .expect(Expectations.count(2L))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "onlyA")
        .declaredAt("VocabularyTest.java", 70)
        .output("words")
        .expect(Expectations.<String>singletonEqualTo("a"))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "notB")
        .declaredAt("VocabularyTest.java", 73)
        .output("words")
        .expect(Expectations.<String>singletonNotEqualTo("b"))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "three")
        .declaredAt("VocabularyTest.java", 76)
        .output("others")
        .expect(Expectations.supplied("Everything.three", () -> Expectations.<Integer>singletonEqualTo(VocabularyTest.Everything.three)))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "countsMap")
        .declaredAt("VocabularyTest.java", 79)
        .output("counts")
        .expect(Expectations.map(Arrays.<KV<String, Long>>asList(KV.of("a", 2L), KV.of("b", 1L))))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "countsFromMap")
        .declaredAt("VocabularyTest.java", 82)
        .output("counts")
        .expect(Expectations.supplied("VocabularyTest.expectedCounts()", () -> Expectations.map(Expectations.<String, Long>entries(VocabularyTest.expectedCounts()))))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "smallPositive")
        .declaredAt("VocabularyTest.java", 85)
        .output("numbers")
        .expect(Expectations.all(ElementPredicate.<Integer>allOf(ElementPredicate.<Integer>greaterThan(0), ElementPredicate.<Integer>lessThanEq(10))))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "noEven")
        .declaredAt("VocabularyTest.java", 88)
        .output("numbers")
        .expect(Expectations.none(ElementPredicate.<Integer>by("isEven", VocabularyTest::isEven)))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "allA")
        .declaredAt("VocabularyTest.java", 91)
        .output("words")
        .expect(Expectations.all(ElementPredicate.<String>equal("a")))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "hashed")
        .declaredAt("VocabularyTest.java", 94)
        .output("words")
        .expect(Expectations.hash("GH70Q2Ei0cwvQNwrkvDroA==", 2L))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "sum")
        .declaredAt("VocabularyTest.java", 97)
        .output("numbers")
        .expect(Expectations.sum("3", 2L))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "diff")
        .declaredAt("VocabularyTest.java", 100)
        .output("numbers")
        .expect(Expectations.diff("others", Arrays.<Integer>asList(1), Arrays.<Integer>asList()))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "whereThenContains")
        .declaredAt("VocabularyTest.java", 104)
        .output("numbers")
        .expect(Expectations.where(ElementPredicate.<Integer>allOf(ElementPredicate.<Integer>greaterThanEq(1), ElementPredicate.<Integer>lessThan(2)), Expectations.containsInAnyOrder(Arrays.<Integer>asList(1))))
        .build());
    scenario.expectation(ExpectationSpec.builder(VocabularyTest.Everything.class, "whereThenDiff")
        .declaredAt("VocabularyTest.java", 108)
        .output("numbers")
        .expect(Expectations.where(ElementPredicate.<Integer>by("isEven", VocabularyTest::isEven), Expectations.diff("others", Arrays.<Integer>asList(), Arrays.<Integer>asList())))
        .build());
    return scenario.build();
  }
}
