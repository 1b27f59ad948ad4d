package io.pipespec.runtime.run;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TransformUnderTest;
import io.pipespec.runtime.verdict.expect.Expectation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.WithKeys;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * Scenarios run one after the other in a JVM of their own with a small heap, as Surefire's fork
 * runs them; {@link MemoryExhaustionTest} starts it. Each prints {@code RESULT <scenario> PASSED},
 * or {@code RESULT <scenario> FAILED} and its message; {@code DONE} ends a JVM that got through all
 * of them.
 *
 * <p>The two large ones make two million elements in a burst, a thousand per key after a {@code
 * GroupByKey}: in 160 MB the DirectRunner's bundles waiting for the capture step fill the heap
 * before the capture holds much (the capture stops the run, or the runner's own workers fail
 * first); either way the scenario must fail alone, saying so, and the next one run.
 */
public final class MemoryHungryScenarios {

  /** Numbers made per key, each key's in a bundle of its own (a GroupByKey's output is keyed). */
  private static final int PER_KEY = 1000;

  private MemoryHungryScenarios() {}

  public static void main(String[] args) {
    run(
        "TwoMillionLongs",
        inputs -> Outputs.single("numbers", fannedOut(inputs, 2_000_000)),
        "numbers",
        Expectations.count(2_000_000));
    run(
        "TwoMillionTexts",
        inputs ->
            Outputs.single(
                "texts",
                fannedOut(inputs, 2_000_000)
                    .apply(
                        MapElements.into(TypeDescriptors.strings()).via(i -> i + "x".repeat(200)))),
        "texts",
        Expectations.count(2_000_000));
    run(
        "SmallAfterwards",
        inputs -> Outputs.single("numbers", inputs.get("numbers")),
        "numbers",
        Expectations.containsInAnyOrder(List.of(1L, 2L, 3L)));
    System.out.println("DONE");
  }

  /** {@code 0 .. count - 1} made by a DoFn after a GroupByKey, in bundles of {@link #PER_KEY}. */
  private static PCollection<Long> fannedOut(Inputs inputs, int count) {
    List<Long> keys = new ArrayList<>();
    for (long key = 0; key < count / PER_KEY; key++) {
      keys.add(key);
    }
    return inputs
        .<Long>get("numbers")
        .getPipeline()
        .apply("Keys", Create.of(keys))
        .apply(WithKeys.of((Long key) -> key).withKeyType(TypeDescriptors.longs()))
        .apply(GroupByKey.create())
        .apply(
            "Fan out",
            ParDo.of(
                new DoFn<KV<Long, Iterable<Long>>, Long>() {
                  @ProcessElement
                  public void process(
                      @Element KV<Long, Iterable<Long>> key, OutputReceiver<Long> out) {
                    for (long i = 0; i < PER_KEY; i++) {
                      out.output(key.getKey() * PER_KEY + i);
                    }
                  }
                }));
  }

  private static void run(
      String name, TransformUnderTest transform, String output, Expectation expectation) {
    ExpectationSpec spec =
        ExpectationSpec.of(
            MemoryHungryScenarios.class, "expectation", Target.output(output, expectation));
    ScenarioSpec scenario =
        ScenarioSpec.builder(name, MemoryHungryScenarios.class)
            .input(
                InputSpec.ofValues(
                    "numbers",
                    "MemoryHungryScenarios.numbers()",
                    () -> List.of(1L, 2L, 3L),
                    TypeDescriptors.longs()))
            .transform(transform)
            .expectation(spec)
            .build();
    ScenarioResult result =
        ScenarioRunner.run(scenario, RunSettings.defaults().withTimeout(Duration.ofMinutes(5)));
    try {
      result.verify(spec);
      System.out.println("RESULT " + name + " PASSED");
    } catch (AssertionError failure) {
      System.out.println("RESULT " + name + " FAILED " + failure.getMessage());
    }
  }
}
