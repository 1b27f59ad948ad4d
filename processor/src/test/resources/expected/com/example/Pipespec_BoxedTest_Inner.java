package com.example;

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
    comments = "from com.example.BoxedTest.Inner"
)
public final class Pipespec_BoxedTest_Inner implements PipespecSuite {
  public Pipespec_BoxedTest_Inner() {
  }

  @Override
  public Class<?> testClass() {
    return BoxedTest.Inner.class;
  }

  @Override
  public List<ScenarioSpec> scenarios() {
    return List.of(inner());
  }

  private static Outputs underTest(Inputs inputs) {
    BoxedTest.Out result = BoxedTest.Inner.all(inputs.get("in"), inputs.get("numbers"));
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

  private static ScenarioSpec inner() {
    return ScenarioSpec.builder("Inner", BoxedTest.Inner.class)
        .input(InputSpec.ofValues("in", "BoxedTest.Inner.in", () -> BoxedTest.Inner.in, new TypeDescriptor<String>() {}))
        .input(InputSpec.ofValues("numbers", "BoxedTest.Inner.numbers()", () -> BoxedTest.Inner.numbers(), new TypeDescriptor<Long>() {}))
        .transform(Pipespec_BoxedTest_Inner::underTest)
        .expectation(ExpectationSpec.builder(BoxedTest.Inner.class, "ints")
            .declaredAt("BoxedTest.java", 40)
            .output("ints")
            .expect(Expectations.containsInAnyOrder(Arrays.<Integer>asList(12, -3)))
            .build())
        .expectation(ExpectationSpec.builder(BoxedTest.Inner.class, "longs")
            .declaredAt("BoxedTest.java", 43)
            .output("longs")
            .expect(Expectations.containsInAnyOrder(Arrays.<Long>asList(12L, 9223372036854775807L)))
            .build())
        .expectation(ExpectationSpec.builder(BoxedTest.Inner.class, "shorts")
            .declaredAt("BoxedTest.java", 46)
            .output("shorts")
            .expect(Expectations.containsInAnyOrder(Arrays.<Short>asList((short) 12, (short) -32768)))
            .build())
        .expectation(ExpectationSpec.builder(BoxedTest.Inner.class, "bytes")
            .declaredAt("BoxedTest.java", 49)
            .output("bytes")
            .expect(Expectations.containsInAnyOrder(Arrays.<Byte>asList((byte) 12, (byte) -128)))
            .build())
        .expectation(ExpectationSpec.builder(BoxedTest.Inner.class, "doubles")
            .declaredAt("BoxedTest.java", 52)
            .output("doubles")
            .expect(Expectations.containsInAnyOrder(Arrays.<Double>asList(1.5d, Double.NaN, Double.NEGATIVE_INFINITY, 1000.0d)))
            .build())
        .expectation(ExpectationSpec.builder(BoxedTest.Inner.class, "floats")
            .declaredAt("BoxedTest.java", 55)
            .output("floats")
            .expect(Expectations.containsInAnyOrder(Arrays.<Float>asList(1.5f, Float.POSITIVE_INFINITY)))
            .build())
        .expectation(ExpectationSpec.builder(BoxedTest.Inner.class, "chars")
            .declaredAt("BoxedTest.java", 58)
            .output("chars")
            .expect(Expectations.containsInAnyOrder(Arrays.<Character>asList('c', '\'', '\\', '\n', '\u00e9')))
            .build())
        .expectation(ExpectationSpec.builder(BoxedTest.Inner.class, "booleans")
            .declaredAt("BoxedTest.java", 61)
            .output("booleans")
            .expect(Expectations.containsInAnyOrder(Arrays.<Boolean>asList(true, false)))
            .build())
        .expectation(ExpectationSpec.builder(BoxedTest.Inner.class, "strings")
            .declaredAt("BoxedTest.java", 64)
            .output("strings")
            .expect(Expectations.containsInAnyOrder(Arrays.<String>asList("a=b", " x ", "say \"hi\"")))
            .build())
        .expectation(ExpectationSpec.builder(BoxedTest.Inner.class, "pairs")
            .declaredAt("BoxedTest.java", 67)
            .output("pairs")
            .expect(Expectations.containsInAnyOrder(Arrays.<KV<Integer, Character>>asList(KV.of(1, 'c'), KV.of(2, ' '), KV.of(3, '\''))))
            .build())
        .build();
  }
}
