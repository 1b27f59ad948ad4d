package io.pipespec.benchmarks;

import io.pipespec.runtime.build.InputSources;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.testing.PAssert;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * {@code @ExpectContains} over {@code n} Longs that the pipeline produces in the reverse order of
 * the expected values, in the global window: the worst order for PAssert's Hamcrest matcher, which
 * matches pairwise.
 *
 * <p>The scenario is built as the generated harness of this test class would build it:
 *
 * <pre>{@code
 * @PipelineTest
 * class LargeContainsTest {
 *   @UnderTest static PCollection<Long> passThrough(PCollection<Long> numbers) { ... }
 *   @Input static List<Long> numbers() { return n-1, n-2, ..., 0; }
 *   @ExpectContains(0, 1, ..., n-1) void everyNumber() {}
 * }
 * }</pre>
 *
 * A million expected values cannot be annotation literals (a class file's constant pool holds
 * 65,535 entries), so the expected list is given as generated code would give it from a supplier.
 */
final class LargeContains {

  private final int n;

  LargeContains(int n) {
    this.n = n;
  }

  /** The transform under test: touches every element once, as a cheap real transform would. */
  static PCollection<Long> passThrough(PCollection<Long> numbers) {
    return numbers.apply("Pass through", MapElements.into(TypeDescriptors.longs()).via(x -> x));
  }

  /** {@code n-1, n-2, ..., 0}. */
  List<Long> numbers() {
    List<Long> numbers = new ArrayList<>(n);
    for (long i = n - 1L; i >= 0; i--) {
      numbers.add(i);
    }
    return numbers;
  }

  /** {@code 0, 1, ..., n-1}. */
  List<Long> expected() {
    List<Long> expected = new ArrayList<>(n);
    for (long i = 0; i < n; i++) {
      expected.add(i);
    }
    return expected;
  }

  /** The {@code @Input} as the generated suite declares it. */
  private InputSpec<Long> input() {
    return InputSpec.ofValues(
        "numbers", "LargeContains.numbers()", this::numbers, TypeDescriptors.longs());
  }

  ScenarioSpec scenario() {
    return ScenarioSpec.builder("LargeContains", LargeContains.class)
        .input(input())
        .transform(inputs -> Outputs.single("passThrough", passThrough(inputs.get("numbers"))))
        .expectation(
            ExpectationSpec.of(
                LargeContains.class,
                "everyNumber",
                Target.output("passThrough", Expectations.containsInAnyOrder(expected()))))
        .build();
  }

  /** The whole scenario: build, run, capture, judge. */
  void pipespec() {
    Direct.runAndVerify(scenario());
  }

  /** The same pipeline without Pipespec: no capture step, no expectation. */
  void bare() {
    Pipeline pipeline = Direct.newPipeline();
    passThrough(pipeline.apply("numbers", Create.of(numbers()).withType(TypeDescriptors.longs())));
    Direct.run(pipeline);
  }

  /**
   * The bare pipeline reading its input as Pipespec reads an {@code @Input} list ({@code
   * InputSources}), not as {@code Create.of} does: what Pipespec's capture and judging cost, apart
   * from what its source saves.
   */
  void bareSameRead() {
    Pipeline pipeline = Direct.newPipeline();
    passThrough(pipeline.apply("numbers", InputSources.newSource(input())));
    Direct.run(pipeline);
  }

  /** The whole scenario on Flink's embedded mini-cluster. */
  void pipespecOnFlink() {
    OnFlink.runAndVerify(scenario());
  }

  /** The same pipeline on Flink, without Pipespec. */
  void bareOnFlink() {
    Pipeline pipeline = OnFlink.newPipeline();
    passThrough(pipeline.apply("numbers", Create.of(numbers()).withType(TypeDescriptors.longs())));
    OnFlink.run(pipeline);
  }

  /** The same pipeline asserted the way Beam users do today. */
  void passert() {
    Pipeline pipeline = Direct.newPipeline();
    PCollection<Long> output =
        passThrough(
            pipeline.apply("numbers", Create.of(numbers()).withType(TypeDescriptors.longs())));
    PAssert.that(output).containsInAnyOrder(expected());
    Direct.run(pipeline);
  }
}
