package com.example;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipespecSuite;
import io.pipespec.runtime.suite.Predicates;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.Arrays;
import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;

@Generated(
    value = "io.pipespec.processor.rounds.PipespecProcessor",
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
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "containsFromField",
        ExpectationSpec.Target.output("numbers", Expectations.supplied("VocabularyTest.expectedNumbers", () -> Expectations.containsInAnyOrder(Expectations.<Integer>copyOf(VocabularyTest.expectedNumbers)))))
        .declaredAt("VocabularyTest.java", 59));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "includesOne",
        ExpectationSpec.Target.output("numbers", Expectations.includes(Arrays.<Integer>asList(1))))
        .declaredAt("VocabularyTest.java", 62));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "includesFromCode",
        ExpectationSpec.Target.output("others", Expectations.supplied("VocabularyTest.moreNumbers()", () -> Expectations.includes(Expectations.<Integer>copyOf(VocabularyTest.moreNumbers())))))
        .declaredAt("VocabularyTest.java", 65));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "countTwo",
        ExpectationSpec.Target.output("numbers", Expectations.count(2L)))
        .declaredAt("VocabularyTest.java", 68));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "onlyA",
        ExpectationSpec.Target.output("words", Expectations.<String>singletonEqualTo("a")))
        .declaredAt("VocabularyTest.java", 71));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "notB",
        ExpectationSpec.Target.output("words", Expectations.<String>singletonNotEqualTo("b")))
        .declaredAt("VocabularyTest.java", 74));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "three",
        ExpectationSpec.Target.output("others", Expectations.supplied("Everything.three", () -> Expectations.<Integer>singletonEqualTo(VocabularyTest.Everything.three))))
        .declaredAt("VocabularyTest.java", 77));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "countsMap",
        ExpectationSpec.Target.output("counts", Expectations.map(Arrays.<KV<String, Long>>asList(KV.of("a", 2L), KV.of("b", 1L)))))
        .declaredAt("VocabularyTest.java", 80));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "countsFromMap",
        ExpectationSpec.Target.output("counts", Expectations.supplied("VocabularyTest.expectedCounts()", () -> Expectations.map(Expectations.<String, Long>entries(VocabularyTest.expectedCounts())))))
        .declaredAt("VocabularyTest.java", 83));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "smallPositive",
        ExpectationSpec.Target.output("numbers", Expectations.all(Predicates.<Integer>allOf(Predicates.<Integer>greaterThan(0), Predicates.<Integer>lessThanEq(10)))))
        .declaredAt("VocabularyTest.java", 86));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "noEven",
        ExpectationSpec.Target.output("numbers", Expectations.none(Predicates.<Integer>by("isEven", VocabularyTest::isEven))))
        .declaredAt("VocabularyTest.java", 89));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "allA",
        ExpectationSpec.Target.output("words", Expectations.all(Predicates.<String>equal("a"))))
        .declaredAt("VocabularyTest.java", 92));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "hashed",
        ExpectationSpec.Target.output("words", Expectations.hash("GH70Q2Ei0cwvQNwrkvDroA==", 2L)))
        .declaredAt("VocabularyTest.java", 95));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "sum",
        ExpectationSpec.Target.output("numbers", Expectations.sum("3", 2L)))
        .declaredAt("VocabularyTest.java", 98));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "diff",
        ExpectationSpec.Target.output("numbers", Expectations.diff("others", Arrays.<Integer>asList(1), Arrays.<Integer>asList())))
        .declaredAt("VocabularyTest.java", 101));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "countsKept",
        ExpectationSpec.Target.output("counts", Expectations.snapshot("com/example/VocabularyTest/Everything.counts.countsKept.snapshot", "VocabularyTest.Everything, expectation countsKept", "KV<String, Long>", new TypeDescriptor<KV<String, Long>>() {})))
        .declaredAt("VocabularyTest.java", 104));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "whereThenContains",
        ExpectationSpec.Target.output("numbers", Expectations.where(Predicates.<Integer>allOf(Predicates.<Integer>greaterThanEq(1), Predicates.<Integer>lessThan(2)), Expectations.containsInAnyOrder(Arrays.<Integer>asList(1)))))
        .declaredAt("VocabularyTest.java", 108));
    scenario.expectation(ExpectationSpec.of(VocabularyTest.Everything.class, "whereThenDiff",
        ExpectationSpec.Target.output("numbers", Expectations.where(Predicates.<Integer>by("isEven", VocabularyTest::isEven), Expectations.diff("others", Arrays.<Integer>asList(), Arrays.<Integer>asList()))))
        .declaredAt("VocabularyTest.java", 112));
    return scenario.build();
  }
}
