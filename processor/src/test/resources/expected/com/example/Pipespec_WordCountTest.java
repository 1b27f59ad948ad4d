package com.example;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipespecSuite;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.Arrays;
import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;

@Generated(
    value = "io.pipespec.processor.rounds.PipespecProcessor",
    comments = "from com.example.WordCountTest"
)
public final class Pipespec_WordCountTest implements PipespecSuite {
  public Pipespec_WordCountTest() {
  }

  @Override
  public Class<?> testClass() {
    return WordCountTest.class;
  }

  @Override
  public List<ScenarioSpec> scenarios() {
    return List.of(twoLines(), sharedInput(), fromCreate());
  }

  private static Outputs underTest(Inputs inputs) {
    WordCountTest.Result result = WordCountTest.wordCount(inputs.get("lines"));
    return Outputs.builder()
            .add("counts", result.counts())
            .add("rejected", result.rejected())
            .build();
  }

  private static ScenarioSpec twoLines() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("TwoLines", WordCountTest.TwoLines.class)
        .input(InputSpec.ofValues("lines", "WordCountTest.TwoLines.lines()", () -> WordCountTest.TwoLines.lines(), new TypeDescriptor<String>() {}))
        .transform(Pipespec_WordCountTest::underTest);
    scenario.expectation(ExpectationSpec.of(WordCountTest.TwoLines.class, "counts",
        ExpectationSpec.Target.output("counts", Expectations.containsInAnyOrder(Arrays.<KV<String, Long>>asList(KV.of("a", 2L), KV.of("b", 1L), KV.of("x=y", 3L), KV.of("it's", 4L), KV.of("spaced", 5L)))))
        .declaredAt("WordCountTest.java", 36));
    scenario.expectation(ExpectationSpec.of(WordCountTest.TwoLines.class, "nothingRejected",
        ExpectationSpec.Target.output("rejected", Expectations.empty()))
        .declaredAt("WordCountTest.java", 39));
    scenario.expectation(ExpectationSpec.of(WordCountTest.TwoLines.class, "allPositive",
        ExpectationSpec.Target.output("counts", Expectations.<KV<String, Long>>satisfies("allPositive", elements -> new WordCountTest.TwoLines().allPositive(elements))))
        .declaredAt("WordCountTest.java", 42));
    scenario.expectation(ExpectationSpec.of(WordCountTest.TwoLines.class, "staticCheck",
        ExpectationSpec.Target.output("rejected", Expectations.<String>satisfies("staticCheck", elements -> WordCountTest.TwoLines.staticCheck(elements))))
        .declaredAt("WordCountTest.java", 45));
    scenario.expectation(ExpectationSpec.of(WordCountTest.TwoLines.class, "whenAndWhere",
        ExpectationSpec.Target.output("counts", Expectations.<KV<String, Long>>satisfiesTimestamped("whenAndWhere", elements -> WordCountTest.TwoLines.whenAndWhere(elements))))
        .declaredAt("WordCountTest.java", 48));
    return scenario.build();
  }

  private static ScenarioSpec sharedInput() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("SharedInput", WordCountTest.SharedInput.class)
        .input(InputSpec.ofValues("lines", "WordCountTest.lines", () -> WordCountTest.lines, new TypeDescriptor<String>() {}))
        .transform(Pipespec_WordCountTest::underTest);
    scenario.expectation(ExpectationSpec.of(WordCountTest.SharedInput.class, "nothingRejected",
        ExpectationSpec.Target.output("rejected", Expectations.empty()))
        .declaredAt("WordCountTest.java", 54));
    return scenario.build();
  }

  private static ScenarioSpec fromCreate() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("FromCreate", WordCountTest.FromCreate.class)
        .input(InputSpec.ofCreate("lines", "WordCountTest.FromCreate.created()", () -> WordCountTest.FromCreate.created()))
        .transform(Pipespec_WordCountTest::underTest);
    scenario.expectation(ExpectationSpec.of(WordCountTest.FromCreate.class, "rejected",
        ExpectationSpec.Target.output("rejected", Expectations.containsInAnyOrder(Arrays.<String>asList("x"))))
        .declaredAt("WordCountTest.java", 65));
    return scenario.build();
  }
}
