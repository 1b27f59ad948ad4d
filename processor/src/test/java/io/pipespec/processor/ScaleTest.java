package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Tests of any size compile: the suite of a test with tens of thousands of literals, timeline
 * steps, timers or expectations stays within the JVM's limits (64 KB of bytecode per method, 65535
 * constants per class) and javac's stack. Before, about 4,000 {@code KV} literals, 5,000 records or
 * 20,000 integers in one expectation gave "code too large", and a timeline of 1,000 steps a
 * StackOverflowError in javac. Compile-testing compiles the generated suite with the test.
 *
 * <p>Three of the tests compile two sizes and print both compile times for whoever reads the log;
 * what they assert is that both compile. Growth is not asserted: a timed unit test on a shared
 * machine fails for the neighbour's load, and speed is the benchmarks' business.
 */
class ScaleTest {

  private static final String IMPORTS =
      """
      package com.example.scale;
      import io.pipespec.*;
      import java.util.List;
      import org.apache.beam.sdk.state.*;
      import org.apache.beam.sdk.transforms.DoFn;
      import org.apache.beam.sdk.values.KV;
      import org.apache.beam.sdk.values.PCollection;
      """;

  private static String quoted(int count, IntFunction<String> literal) {
    return IntStream.range(0, count)
        .mapToObj(i -> "\"" + literal.apply(i) + "\"")
        .collect(Collectors.joining(",\n      "));
  }

  /** A pipeline test of {@code elementType} whose one expectation is {@code expectation}. */
  private static JavaFileObject pipelineTest(
      String name, String elementType, String declarations, String expectation) {
    return JavaFileObjects.forSourceString(
        "com.example.scale." + name,
        IMPORTS
            + "@PipelineTest\n"
            + "class "
            + name
            + " {\n"
            + declarations
            + "  @UnderTest static PCollection<"
            + elementType
            + "> t(PCollection<"
            + elementType
            + "> in) { return in; }\n"
            + expectation
            + "}\n");
  }

  private static JavaFileObject kvLiterals(String name, int count) {
    return pipelineTest(
        name,
        "KV<String, Integer>",
        "  @Input static final List<KV<String, Integer>> in = List.of();\n",
        "  @ExpectContains({\n      "
            + quoted(count, i -> "k" + i + "=" + i)
            + "})\n"
            + "  void all() {}\n");
  }

  /**
   * A scenario whose {@code @Timeline} has {@code steps} elements of {@code KV<String, Integer>}.
   */
  private static String timelineScenario(int steps) {
    return "  @Scenario\n"
        + "  @Timeline({\n      "
        + quoted(steps, i -> "k" + i + "=" + i + " @ " + i + "s")
        + "})\n"
        + "  static class Steps {\n"
        + "    @ExpectCount("
        + steps
        + ") void all() {}\n"
        + "  }\n";
  }

  private static JavaFileObject pipelineTimeline(String name, int steps) {
    return pipelineTest(name, "KV<String, Integer>", "", timelineScenario(steps));
  }

  /** A function test of a DoFn with a timer, whose class holds {@code body}. */
  private static JavaFileObject functionTest(String name, String body) {
    return JavaFileObjects.forSourceString(
        "com.example.scale." + name,
        IMPORTS
            + "@FunctionTest\n"
            + "class "
            + name
            + " {\n"
            + "  static class Fn extends DoFn<KV<String, Integer>, KV<String, Integer>> {\n"
            + "    @TimerId(\"flush\")\n"
            + "    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);\n"
            + "    @ProcessElement public void process(@Element KV<String, Integer> e) {}\n"
            + "  }\n"
            + "  @UnderTest static Fn fn() { return new Fn(); }\n"
            + body
            + "}\n");
  }

  private static JavaFileObject functionTimeline(String name, int steps) {
    return functionTest(name, timelineScenario(steps));
  }

  /** Compiles {@code source} and returns how long it took, after a small compile to warm up. */
  private static long compileMillis(JavaFileObject source) {
    compiles(kvLiterals("WarmUp", 100));
    long start = System.nanoTime();
    compiles(source);
    return (System.nanoTime() - start) / 1_000_000;
  }

  private static String compiles(JavaFileObject source) {
    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(source);
    assertThat(compilation).succeededWithoutWarnings();
    try {
      return compilation.generatedSourceFiles().get(0).getCharContent(true).toString();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void tenAndFiftyThousandKvLiteralsInOneExpectationCompile() {
    compileBothSizes(
        "one @ExpectContains of KV literals", 10_000, 50_000, n -> kvLiterals("Kvs" + n, n));
  }

  @Test
  void twoAndTenThousandPipelineTimelineStepsCompile() {
    compileBothSizes(
        "a pipeline @Timeline of steps", 2_000, 10_000, n -> pipelineTimeline("Steps" + n, n));
  }

  @Test
  void twoAndTenThousandFunctionTimelineStepsCompile() {
    compileBothSizes(
        "a function @Timeline of steps",
        2_000,
        10_000,
        n -> functionTimeline("FunctionSteps" + n, n));
  }

  /** Compiles a test of {@code small} and of {@code large} things, and prints both times. */
  private static void compileBothSizes(
      String what, int small, int large, IntFunction<JavaFileObject> test) {
    long smallMillis = compileMillis(test.apply(small));
    long largeMillis = compileMillis(test.apply(large));
    System.out.printf(
        "ScaleTest: %s: %,d compile in %d ms, %,d in %d ms (%.1fx the time for %.0fx the size)%n",
        what,
        small,
        smallMillis,
        large,
        largeMillis,
        (double) largeMillis / smallMillis,
        (double) large / small);
  }

  @Test
  void twentyThousandRecordsInOneExpectation() {
    String suite =
        compiles(
            pipelineTest(
                "Records",
                "Score",
                """
                  record Score(String name, long points, List<Integer> rounds) {}
                  @Input static final List<Score> in = List.of();
                """,
                "  @ExpectIncludes({\n      "
                    + quoted(20_000, i -> "(p" + i + ", " + i + ", [" + i + ", 1])")
                    + "})\n"
                    + "  void all() {}\n"));

    // The values are built in parts, in classes of their own.
    assertThat(suite).contains("Expectations.includes(Pipespec_Records.values())");
    assertThat(suite).contains("private static final class Part2 {");
  }

  @Test
  void oneListLiteralOfTenThousandElements() {
    String list =
        IntStream.range(0, 10_000).mapToObj(Integer::toString).collect(Collectors.joining(","));
    compiles(
        pipelineTest(
            "OneLongList",
            "List<Integer>",
            "  @Input static final List<List<Integer>> in = List.of();\n",
            "  @ExpectContains(\"[" + list + "]\")\n  void all() {}\n"));
  }

  @Test
  void tenThousandTimersInOneExpectation() {
    compiles(
        functionTest(
            "ManyTimers",
            "  @Scenario @Timeline({\"a=1 @ 0\"})\n  static class Timers {\n"
                + "    @ExpectPendingTimers({\n      "
                + quoted(10_000, i -> "flush k" + i + " @ " + i + "s")
                + "})\n"
                + "    void pending() {}\n"
                + "  }\n"));
  }

  @Test
  void threeThousandExpectationsInOneScenario() {
    String expectations =
        IntStream.range(0, 3_000)
            .mapToObj(i -> "  @ExpectCount(" + i + ") void count" + i + "() {}\n")
            .collect(Collectors.joining());
    String suite =
        compiles(
            pipelineTest(
                "ManyExpectations",
                "String",
                "  @Input static final List<String> in = List.of();\n",
                expectations));

    assertThat(suite).contains("Part1.part1(scenario);");
  }

  @Test
  void helperNamesGiveWayToTheNamesOfTheTest() {
    // The test class, a record and a scenario take the names of the helper classes and methods.
    String suite =
        compiles(
            JavaFileObjects.forSourceString(
                "com.example.scale.Part1",
                IMPORTS
                    + "@PipelineTest\n"
                    + "class Part1 {\n"
                    + "  record Part2(String name) {}\n"
                    + "  @UnderTest static PCollection<Part2> t(PCollection<Part2> in) { return in; }\n"
                    + "  @Input static final List<Part2> in = List.of();\n"
                    + "  @Scenario static class Values {\n"
                    + "    @ExpectContains({\n      "
                    + quoted(2_000, i -> "(n" + i + ")")
                    + "})\n"
                    + "    void values() {}\n"
                    + "  }\n"
                    + "}\n"));

    assertThat(suite).contains("private static ScenarioSpec values() {");
    assertThat(suite).contains("Expectations.containsInAnyOrder(Pipespec_Part1.values1())");
  }
}
