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
    comments = "from com.example.BoxedTest"
)
public final class Pipespec_BoxedTest implements PipespecSuite {
  public Pipespec_BoxedTest() {
  }

  @Override
  public Class<?> testClass() {
    return BoxedTest.class;
  }

  @Override
  public List<ScenarioSpec> scenarios() {
    return List.of(boxedTest());
  }

  private static Outputs underTest(Inputs inputs) {
    BoxedTest.Out result = BoxedTest.all(inputs.get("in"), inputs.get("numbers"));
    return Outputs.builder()
            .add("ints", result.ints())
            .add("longs", result.longs())
            .add("shorts", result.shorts())
            .add("bytes", result.bytes())
            .add("doubles", result.doubles())
            .add("floats", result.floats())
            .add("chars", result.chars())
            .add("booleans", result.booleans())
            .add("strings", result.strings())
            .add("pairs", result.pairs())
            .build();
  }

  private static ScenarioSpec boxedTest() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("BoxedTest", BoxedTest.class)
        .input(InputSpec.ofValues("in", "BoxedTest.in", () -> BoxedTest.in, new TypeDescriptor<String>() {}))
        .input(InputSpec.ofValues("numbers", "BoxedTest.numbers()", () -> BoxedTest.numbers(), new TypeDescriptor<Long>() {}))
        .transform(Pipespec_BoxedTest::underTest);
    scenario.expectation(ExpectationSpec.of(BoxedTest.class, "ints",
        ExpectationSpec.Target.output("ints", Expectations.containsInAnyOrder(Arrays.<Integer>asList(12, -3))))
        .declaredAt("BoxedTest.java", 39));
    scenario.expectation(ExpectationSpec.of(BoxedTest.class, "longs",
        ExpectationSpec.Target.output("longs", Expectations.containsInAnyOrder(Arrays.<Long>asList(12L, 9223372036854775807L))))
        .declaredAt("BoxedTest.java", 42));
    scenario.expectation(ExpectationSpec.of(BoxedTest.class, "shorts",
        ExpectationSpec.Target.output("shorts", Expectations.containsInAnyOrder(Arrays.<Short>asList((short) 12, (short) -32768))))
        .declaredAt("BoxedTest.java", 45));
    scenario.expectation(ExpectationSpec.of(BoxedTest.class, "bytes",
        ExpectationSpec.Target.output("bytes", Expectations.containsInAnyOrder(Arrays.<Byte>asList((byte) 12, (byte) -128))))
        .declaredAt("BoxedTest.java", 48));
    scenario.expectation(ExpectationSpec.of(BoxedTest.class, "doubles",
        ExpectationSpec.Target.output("doubles", Expectations.containsInAnyOrder(Arrays.<Double>asList(1.5d, Double.NaN, Double.NEGATIVE_INFINITY, 1000.0d))))
        .declaredAt("BoxedTest.java", 51));
    scenario.expectation(ExpectationSpec.of(BoxedTest.class, "floats",
        ExpectationSpec.Target.output("floats", Expectations.containsInAnyOrder(Arrays.<Float>asList(1.5f, Float.POSITIVE_INFINITY))))
        .declaredAt("BoxedTest.java", 54));
    scenario.expectation(ExpectationSpec.of(BoxedTest.class, "chars",
        ExpectationSpec.Target.output("chars", Expectations.containsInAnyOrder(Arrays.<Character>asList('c', '\'', '\\', '\n', '\u00e9'))))
        .declaredAt("BoxedTest.java", 57));
    scenario.expectation(ExpectationSpec.of(BoxedTest.class, "booleans",
        ExpectationSpec.Target.output("booleans", Expectations.containsInAnyOrder(Arrays.<Boolean>asList(true, false))))
        .declaredAt("BoxedTest.java", 60));
    scenario.expectation(ExpectationSpec.of(BoxedTest.class, "strings",
        ExpectationSpec.Target.output("strings", Expectations.containsInAnyOrder(Arrays.<String>asList("a=b", " x ", "say \"hi\""))))
        .declaredAt("BoxedTest.java", 63));
    scenario.expectation(ExpectationSpec.of(BoxedTest.class, "pairs",
        ExpectationSpec.Target.output("pairs", Expectations.containsInAnyOrder(Arrays.<KV<Integer, Character>>asList(KV.of(1, 'c'), KV.of(2, ' '), KV.of(3, '\'')))))
        .declaredAt("BoxedTest.java", 66));
    return scenario.build();
  }
}
