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
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Filter;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.WithKeys;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * Scenarios run one after the other in a JVM of their own with a small heap, as Surefire's fork
 * runs them; {@link MemoryExhaustionTest} starts it, with the set to run as its argument. Each
 * prints {@code RESULT <scenario> PASSED}, or {@code RESULT <scenario> FAILED} and its message;
 * {@code DONE} ends a JVM that got through all of them. The main thread stands for the one that
 * Surefire and the console launcher run tests in, where JUnit lets no {@code OutOfMemoryError}
 * pass: one that reaches it prints {@code DIED} and ends the JVM, and one that ends any thread
 * prints {@code UNCAUGHT}.
 *
 * <p>The set {@code bursts} (for 160 MB) makes two million elements in a burst three ways: a
 * thousand per key after a {@code GroupByKey}, and all of them in one bundle of one {@code DoFn}
 * call. The DirectRunner's bundles waiting for the capture step fill the heap before the capture
 * holds much (the capture stops the run, or the runner's own workers fail first); either way the
 * scenario must fail alone, saying so with the heap's figures, and the next one run. The set {@code
 * counts} (for 256 MB) counts two million created numbers, judged on the runner and in the JVM,
 * which the DirectRunner cannot hold in that heap, and half a million on the runner, which it can:
 * a count judged there holds no element of its own.
 */
public final class MemoryHungryScenarios {

  /** Numbers made per key, each key's in a bundle of its own (a GroupByKey's output is keyed). */
  private static final int PER_KEY = 1000;

  private MemoryHungryScenarios() {}

  public static void main(String[] args) {
    Thread.setDefaultUncaughtExceptionHandler(
        (thread, e) -> System.out.println("UNCAUGHT " + thread.getName() + ": " + e));
    try {
      if (args.length > 0 && args[0].equals("counts")) {
        counts();
      } else {
        bursts();
      }
    } catch (Throwable e) {
      System.out.println("DIED " + e);
      System.exit(3);
    }
    System.out.println("DONE");
  }

  private static void bursts() {
    run(
        "TwoMillionLongs",
        inputs -> Outputs.single("numbers", fannedOut(inputs, 2_000_000)),
        "numbers",
        Expectations.count(2_000_000),
        JudgeMode.JVM);
    run(
        "TwoMillionTexts",
        inputs ->
            Outputs.single(
                "texts",
                fannedOut(inputs, 2_000_000)
                    .apply(
                        MapElements.into(TypeDescriptors.strings()).via(i -> i + "x".repeat(200)))),
        "texts",
        Expectations.count(2_000_000),
        JudgeMode.JVM);
    run(
        "TwoMillionInOneBundle",
        inputs -> Outputs.single("numbers", inOneBundle(inputs, 2_000_000)),
        "numbers",
        Expectations.count(2_000_000),
        JudgeMode.JVM);
    smallAfterwards();
  }

  private static void counts() {
    for (JudgeMode mode : List.of(JudgeMode.RUNNER, JudgeMode.JVM)) {
      run(
          "TwoMillionCounted" + (mode == JudgeMode.RUNNER ? "OnTheRunner" : "InTheJvm"),
          inputs -> Outputs.single("numbers", created(inputs, 2_000_000)),
          "numbers",
          Expectations.count(2_000_000),
          mode);
    }
    run(
        "HalfAMillionCountedOnTheRunner",
        inputs -> Outputs.single("numbers", created(inputs, 500_000)),
        "numbers",
        Expectations.count(500_000),
        JudgeMode.RUNNER);
    smallAfterwards();
  }

  private static void smallAfterwards() {
    run(
        "SmallAfterwards",
        inputs -> Outputs.single("numbers", inputs.get("numbers")),
        "numbers",
        Expectations.containsInAnyOrder(List.of(1L, 2L, 3L)),
        JudgeMode.JVM);
  }

  /** {@code 0 .. count - 1}, created: the DirectRunner reads them into bundles of its own. */
  private static PCollection<Long> created(Inputs inputs, int count) {
    return inputs
        .<Long>get("numbers")
        .getPipeline()
        .apply("Numbers", Create.of(LongStream.range(0, count).boxed().toList()));
  }

  /** {@code 0 .. count - 1} made by one call of a DoFn: one bundle of them all. */
  private static PCollection<Long> inOneBundle(Inputs inputs, int count) {
    return inputs
        .<Long>get("numbers")
        .apply(Filter.equal(1L))
        .apply(
            "Burst",
            ParDo.of(
                new DoFn<Long, Long>() {
                  @ProcessElement
                  public void process(OutputReceiver<Long> out) {
                    for (long i = 0; i < count; i++) {
                      out.output(i);
                    }
                  }
                }));
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
      String name,
      TransformUnderTest transform,
      String output,
      Expectation expectation,
      JudgeMode judge) {
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
        ScenarioRunner.run(
            scenario, RunSettings.defaults().withTimeout(Duration.ofMinutes(5)).withJudge(judge));
    try {
      result.verify(spec);
      System.out.println("RESULT " + name + " PASSED");
    } catch (AssertionError failure) {
      System.out.println("RESULT " + name + " FAILED " + failure.getMessage());
    }
  }
}
