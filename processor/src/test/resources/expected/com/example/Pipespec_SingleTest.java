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

@Generated(
    value = "io.pipespec.processor.rounds.PipespecProcessor",
    comments = "from com.example.SingleTest"
)
public final class Pipespec_SingleTest implements PipespecSuite {
  public Pipespec_SingleTest() {
  }

  @Override
  public Class<?> testClass() {
    return SingleTest.class;
  }

  @Override
  public List<ScenarioSpec> scenarios() {
    return List.of(singleTest());
  }

  private static Outputs underTest(Inputs inputs) {
    return Outputs.single("lengths", SingleTest.lengths(inputs.get("words")));
  }

  private static ScenarioSpec singleTest() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("SingleTest", SingleTest.class)
        .input(InputSpec.ofTestStream("words", "SingleTest.anything()", () -> SingleTest.anything()))
        .transform(Pipespec_SingleTest::underTest);
    scenario.expectation(ExpectationSpec.of(SingleTest.class, "lengthsAre",
        ExpectationSpec.Target.output("lengths", Expectations.containsInAnyOrder(Arrays.<Integer>asList(1, -2147483648, 7))))
        .declaredAt("SingleTest.java", 29));
    scenario.expectation(ExpectationSpec.of(SingleTest.class, "allSmall",
        ExpectationSpec.Target.output("lengths", Expectations.<Integer>satisfies("allSmall", elements -> new SingleTest().allSmall(elements))))
        .declaredAt("SingleTest.java", 32));
    return scenario.build();
  }
}
