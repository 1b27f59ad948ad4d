package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Generated scenarios ({@code @Generate}, {@code @Generator}) and the relational expectations
 * ({@code @ExpectSameAs}, {@code @ExpectSettlesAlike}, {@code @ExpectShifted}): the suite calls the
 * runtime as issue 40's contract shows, and each misuse is an error saying what is wrong and how to
 * fix it.
 */
class GenerateProcessorTest {

  /**
   * A pipeline test of a per-key sum with a reference, and one generated scenario; {@code <CLASS>}
   * goes on the test class, {@code <MEMBERS>} in it, {@code <GENERATE>} on the scenario and {@code
   * <SCENARIO>} in it, after its generator (unless {@code <GENERATOR>} replaces it).
   */
  private static final String SCORES_TEST =
      """
      package com.example;

      import io.pipespec.*;
      import io.pipespec.generate.*;
      import org.apache.beam.sdk.transforms.Sum;
      import org.apache.beam.sdk.values.KV;
      import org.apache.beam.sdk.values.PCollection;

      @PipelineTest
      <CLASS>
      class ScoresTest {
        @UnderTest
        static PCollection<KV<String, Long>> totals(PCollection<KV<String, Long>> scores) {
          return scores.apply(Sum.longsPerKey());
        }

        static PCollection<KV<String, Long>> plainTotals(PCollection<KV<String, Long>> scores) {
          return scores.apply(Sum.longsPerKey());
        }

        <MEMBERS>

        @Scenario
        <GENERATE>
        static class AnyScores {
          <GENERATOR>

          <SCENARIO>
        }
      }
      """;

  private static final String GENERATOR =
      """
      @Generator
      static Timelines<KV<String, Long>> scores() {
        return Timelines.of(Gen.zip(Gen.strings("ab", 2), Gen.longs(0, 100), KV::of));
      }
      """;

  private static final String SAME_AS = "@ExpectSameAs(\"plainTotals\") void sameAsPlain() {}";

  private static JavaFileObject scores(
      String onClass, String members, String generate, String generator, String scenario) {
    return JavaFileObjects.forSourceString(
        "com.example.ScoresTest",
        SCORES_TEST
            .replace("<CLASS>", onClass)
            .replace("<MEMBERS>", members)
            .replace("<GENERATE>", generate)
            .replace("<GENERATOR>", generator)
            .replace("<SCENARIO>", scenario));
  }

  private static JavaFileObject generated(String generate, String scenario) {
    return scores("", "", generate, GENERATOR, scenario);
  }

  private static Compilation compile(JavaFileObject... files) {
    return javac().withProcessors(new PipespecProcessor()).compile(files);
  }

  private static String suite(Compilation compilation, String name) throws IOException {
    return compilation
        .generatedSourceFile("com.example." + name)
        .orElseThrow()
        .getCharContent(true)
        .toString();
  }

  @Test
  void aGeneratedScenarioCallsTheRuntimeAsTheContractShows() throws IOException {
    Compilation compilation =
        compile(
            scores(
                "@BaseTime(\"2026-01-01T00:00:00Z\")",
                "static boolean negative(KV<String, Long> total) { return total.getValue() < 0; }",
                "@Generate(tries = 100)",
                GENERATOR,
                SAME_AS
                    + "\n@ExpectSameAs(\"plainTotals\") void sameAsPlainAgain() {}"
                    + "\n@ExpectSettlesAlike void settles() {}"
                    + "\n@Window(start = \"0\", size = \"20m\") @ExpectShifted(by = \"20m\") void shifts() {}"
                    + "\n@ExpectNone(by = \"negative\") void neverNegative() {}"));
    assertThat(compilation).succeededWithoutWarnings();
    String suite = suite(compilation, "Pipespec_ScoresTest");
    assertThat(suite)
        .contains(
            "InputSpec.ofGenerated(\"scores\", \"@Generator ScoresTest.AnyScores.scores()\", new"
                + " TypeDescriptor<KV<String, Long>>() {}, ScoresTest.AnyScores::scores,"
                + " 1767225600000L)");
    assertThat(suite).contains(".transform(Pipespec_ScoresTest::underTest)");
    assertThat(suite).contains(".generate(100, \"\")");
    assertThat(suite)
        .contains(
            "Expectations.sameAs(\"plainTotals\", Pipespec_ScoresTest::plainTotalsReference)");
    assertThat(suite).contains("Expectations.settlesAlike()");
    assertThat(suite).contains("Expectations.shifted(1200000L, \"20m\")");
    // One reference method for the two expectations that name it, applied as underTest is.
    assertThat(suite.split("Outputs plainTotalsReference\\(Inputs inputs\\)", -1)).hasLength(2);
    assertThat(suite)
        .contains(
            "return Outputs.single(\"totals\", ScoresTest.plainTotals(inputs.get(\"scores\")));");
  }

  @Test
  void withoutBaseTimeOrTriesTheDefaultsAreWritten() throws IOException {
    Compilation compilation = compile(generated("@Generate(within = \"30s\")", SAME_AS));
    assertThat(compilation).succeededWithoutWarnings();
    String suite = suite(compilation, "Pipespec_ScoresTest");
    assertThat(suite).contains("ScoresTest.AnyScores::scores, 0L)");
    assertThat(suite).contains(".generate(0, \"30s\")");
  }

  @Test
  void aWrittenTimelineScenarioMayHaveTheThreeRelations() throws IOException {
    Compilation compilation =
        compile(
            scores(
                "",
                "",
                "@Timeline({\"a=1 @ 1m\", \"b=2 @ 12m\", \"watermark end\"})",
                "",
                SAME_AS
                    + "\n@ExpectSettlesAlike void settles() {}"
                    + "\n@ExpectShifted(by = \"10m\") void shifts() {}"
                    + "\n@ExpectContains({\"a=1\", \"b=2\"}) void both() {}"));
    assertThat(compilation).succeededWithoutWarnings();
    String suite = suite(compilation, "Pipespec_ScoresTest");
    assertThat(suite).contains("InputSpec.ofTimeline(");
    assertThat(suite).doesNotContain(".generate(");
    assertThat(suite)
        .contains(
            "Expectations.sameAs(\"plainTotals\", Pipespec_ScoresTest::plainTotalsReference)");
    assertThat(suite).contains("Expectations.settlesAlike()");
    assertThat(suite).contains("Expectations.shifted(600000L, \"10m\")");
  }

  static Stream<Arguments> misuses() {
    return Stream.of(
        Arguments.of(
            generated("@Generate(tries = -1)", SAME_AS),
            "[PipespecBadGenerate] @Generate on AnyScores has tries = -1, but a number of tries is"
                + " 0 or more. Write how many inputs to draw, such as tries = 200, or leave it"
                + " out (0) to take pipespec.generate.tries, else 100."),
        Arguments.of(
            generated("@Generate(within = \"soon\")", SAME_AS),
            "[PipespecBadGenerate] @Generate on AnyScores has within = \"soon\": `soon` is not a"
                + " duration"),
        Arguments.of(
            generated("@Generate @Explore", SAME_AS),
            "[PipespecBadGenerate] @Generate on AnyScores draws its inputs, and @Explore asks to"
                + " explore them, but a generated scenario's inputs are drawn, not explored: each"
                + " try is one run. Remove @Explore, or explore a written scenario."),
        Arguments.of(
            generated("@Generate @Timeline(\"a=1 @ 1m\")", SAME_AS),
            "[PipespecBadGenerate] @Generate on AnyScores draws its inputs from its @Generator"
                + " methods, but it also has a @Timeline. Remove @Timeline"),
        Arguments.of(
            generated(
                "@Generate",
                SAME_AS + "\n@Input static java.util.List<KV<String, Long>> other = null;"),
            "[PipespecBadGenerate] @Generate on AnyScores draws its inputs from its @Generator"
                + " methods, but other is an @Input. Make it a @Generator returning Timelines, or"
                + " remove it."),
        Arguments.of(
            scores("", "", "@Generate", "", SAME_AS),
            "[PipespecBadGenerate] @Generate scenario AnyScores has no @Generator for input scores"
                + " of totals(scores). Add a static method returning Timelines<KV<String, Long>>"
                + " to AnyScores, annotated @Generator and named scores (or @Generator(input ="
                + " \"scores\"))."),
        Arguments.of(
            scores("", "", "@Timeline(\"a=1 @ 1m\")", GENERATOR, SAME_AS),
            "[PipespecBadGenerator] @Generator scores() is in AnyScores, which has no @Generate,"
                + " so nothing draws from it. Put it in a @Scenario class with @Generate, or"
                + " remove it."),
        Arguments.of(
            scores(
                "", "", "@Generate", GENERATOR.replace("static Timelines", "Timelines"), SAME_AS),
            "[PipespecBadGenerator] @Generator scores() is not static, but the suite calls it"
                + " without an instance. Make it static and not private."),
        Arguments.of(
            scores("", "", "@Generate", GENERATOR.replace("scores()", "scores(int n)"), SAME_AS),
            "[PipespecBadGenerator] @Generator scores() takes parameters (n), but the suite calls"
                + " it without arguments. Remove them: a generator draws what varies itself."),
        Arguments.of(
            scores(
                "",
                "",
                "@Generate",
                "@Generator static Gen<KV<String, Long>> scores() { return null; }",
                SAME_AS),
            "[PipespecBadGenerator] @Generator scores() returns Gen<KV<String, Long>>, but a"
                + " generator returns Timelines<T> (io.pipespec.generate.Timelines) of its input's"
                + " element type T. Return Timelines.of(gen), with gen a Gen<T>."),
        Arguments.of(
            scores(
                "",
                "",
                "@Generate",
                "@Generator static Timelines<String> scores() { return null; }",
                SAME_AS),
            "[PipespecBadGenerator] @Generator scores() returns Timelines<String>, but it feeds"
                + " input scores of type PCollection<KV<String, Long>>. Return"
                + " Timelines<KV<String, Long>>."),
        Arguments.of(
            scores(
                "",
                "",
                "@Generate",
                GENERATOR
                    + GENERATOR
                        .replace("scores()", "more()")
                        .replace("@Generator", "@Generator(input = \"scores\")"),
                SAME_AS),
            "[PipespecBadGenerator] Two @Generator methods feed input scores in AnyScores: scores()"
                + " and more(). Remove one of them, or name the input each feeds with"
                + " @Generator(input = \"...\")."),
        Arguments.of(
            scores(
                "",
                "",
                "@Generate",
                GENERATOR.replace("@Generator", "@Generator(input = \"points\")"),
                SAME_AS),
            "[PipespecBadGenerator] @Generator scores() feeds input points, but totals(scores) has"
                + " no such input; its inputs are [scores]. Write one of them in @Generator(input"
                + " = \"...\")."),
        Arguments.of(
            generated("@Generate", "@ExpectContains(\"a=1\") void fixed() {}"),
            "[PipespecGeneratedExpectation] @ExpectContains on fixed expects fixed data, but"
                + " AnyScores draws its inputs with @Generate: no literal holds for inputs nobody"
                + " wrote; state a property with @Satisfies, @ExpectAll/@ExpectNone, or compare"
                + " with @ExpectSameAs / @ExpectSettlesAlike / @ExpectShifted."),
        Arguments.of(
            generated("@Generate", "@ExpectCount(3) void fixed() {}"),
            "[PipespecGeneratedExpectation] @ExpectCount on fixed expects fixed data"),
        Arguments.of(
            generated("@Generate", "@ExpectSameAs(\"nothing\") void same() {}"),
            "[PipespecBadRelation] @ExpectSameAs on same names the reference \"nothing\", but"
                + " ScoresTest has no static method nothing. Declare the reference transform as a"
                + " static method of ScoresTest with the @UnderTest method's signature,"
                + " PCollection<KV<String, Long>> nothing(PCollection<KV<String, Long>>), or name"
                + " one in @ExpectSameAs(\"...\")."),
        Arguments.of(
            scores(
                "",
                "static PCollection<Long> counted(PCollection<KV<String, Long>> s) { return null; }",
                "@Generate",
                GENERATOR,
                "@ExpectSameAs(\"counted\") void same() {}"),
            "[PipespecBadRelation] @ExpectSameAs on same names the reference"
                + " PCollection<Long> counted(PCollection<KV<String, Long>>), but the @UnderTest"
                + " method is PCollection<KV<String, Long>> totals(PCollection<KV<String, Long>>)."
                + " Give the reference the same parameters and return type:"
                + " PCollection<KV<String, Long>> counted(PCollection<KV<String, Long>>)."),
        Arguments.of(
            generated("@Generate", "@ExpectShifted(by = \"0s\") void shifts() {}"),
            "[PipespecBadRelation] @ExpectShifted on shifts has by = \"0s\": `0s` is no time at"
                + " all"),
        Arguments.of(
            generated("@Generate", "@ExpectShifted(by = \"-10m\") void shifts() {}"),
            "[PipespecBadRelation] @ExpectShifted on shifts has by = \"-10m\""),
        Arguments.of(
            generated(
                "@Generate",
                "@Window(start = \"0\", size = \"10m\") @Pane(Timing.ON_TIME) @ExpectSettlesAlike void settles() {}"),
            "[PipespecBadRelation] @ExpectSettlesAlike on settles has a @Pane, but it compares"
                + " whole outputs (the final pane of each window), not one pane. Remove @Pane; keep"
                + " @Window to compare one window."),
        Arguments.of(
            generated(
                "@Generate",
                "@Window(start = \"0\", size = \"10m\") @Pane(Timing.ON_TIME) @ExpectShifted(by = \"10m\") void s() {}"),
            "[PipespecBadRelation] @ExpectShifted on s has a @Pane"),
        Arguments.of(
            generated(
                "@Generate",
                "@ExpectSameAs(value = \"plainTotals\", output = \"sums\") void same() {}"),
            "[PipespecUnknownOutput] @ExpectSameAs on same names the output \"sums\", but the"
                + " outputs of totals are [totals]. Use one of them."),
        Arguments.of(
            scores(
                "",
                "@Input static java.util.List<KV<String, Long>> scores = java.util.List.of();",
                "",
                "",
                "@ExpectSettlesAlike void settles() {}"),
            "[PipespecBadRelation] @ExpectSettlesAlike on settles compares with a copy of input"
                + " scores (ScoresTest.scores, a bounded input), but a bounded input is already"
                + " bounded: there is nothing to settle. Write the input as a @Timeline, or draw it"
                + " with @Generate, or remove @ExpectSettlesAlike."),
        Arguments.of(
            scores(
                "",
                "@Input static org.apache.beam.sdk.testing.TestStream<KV<String, Long>> scores ="
                    + " null;",
                "",
                "",
                "@ExpectShifted(by = \"10m\") void shifts() {}"),
            "[PipespecBadRelation] @ExpectShifted on shifts compares with a copy of input scores"
                + " (ScoresTest.scores, a TestStream from code), but the runtime cannot move the"
                + " times of a TestStream built in code. Write the input as a @Timeline, or draw it"
                + " with @Generate."),
        Arguments.of(
            scores("@Explore", "", "@Timeline({\"a=1 @ 1m\", \"b=2 @ 2m\"})", "", SAME_AS),
            "[PipespecBadRelation] @ExpectSameAs on sameAsPlain compares the run with copies of it"
                + " in the same pipeline, but ScoresTest has @Explore, which would arrange the"
                + " copies apart. Remove @Explore, or move the expectation to a scenario that is"
                + " not explored."));
  }

  @ParameterizedTest
  @MethodSource("misuses")
  void aMisuseIsACompileErrorThatSaysHowToFixIt(JavaFileObject test, String message) {
    Compilation compilation = compile(test);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining(message);
  }

  @Test
  void generatedScenariosRunPipelineTestsOnly() {
    Compilation function =
        compile(
            JavaFileObjects.forSourceString(
                "com.example.Fn",
                """
                package com.example;
                import io.pipespec.*;
                import io.pipespec.generate.*;
                import org.apache.beam.sdk.transforms.DoFn;
                import org.apache.beam.sdk.values.KV;
                @FunctionTest
                class Fn {
                  @UnderTest static Echo echo() { return new Echo(); }
                  @Scenario @Generate
                  static class Any {
                    @Generator static Timelines<KV<String, String>> in() { return null; }
                    @ExpectSettlesAlike void settles() {}
                  }
                  static class Echo extends DoFn<KV<String, String>, String> {
                    @ProcessElement public void p(@Element KV<String, String> e,
                        OutputReceiver<String> out) { out.output(e.getKey()); }
                  }
                }
                """));
    assertThat(function).failed();
    assertThat(function)
        .hadErrorContaining(
            "[PipespecBadGenerate] @Generate on Any is in a @FunctionTest, but generated scenarios"
                + " run pipeline tests in this version");
    assertThat(function)
        .hadErrorContaining(
            "[PipespecBadRelation] @ExpectSettlesAlike on settles is in a @FunctionTest, which"
                + " runs its DoFn on the function harness, but it compares the transform's run"
                + " with copies of it in one pipeline: pipeline tests only.");

    Compilation job =
        compile(
            JavaFileObjects.forSourceString(
                "com.example.Jobbed",
                """
                package com.example;
                import io.pipespec.*;
                import io.pipespec.generate.*;
                import org.apache.beam.sdk.Pipeline;
                import org.apache.beam.sdk.io.TextIO;
                @PipelineTest
                @Output(name = "lines", of = "WriteLines", type = String.class)
                class Jobbed {
                  @UnderTest static void job(Pipeline p) {
                    p.apply("ReadLines", TextIO.read().from("in.txt"))
                        .apply("WriteLines", TextIO.write().to("out"));
                  }
                  @Scenario @Generate
                  @Timeline(replaces = "ReadLines", type = String.class, value = {"a @ 1s"})
                  static class Any {
                    @ExpectShifted(by = "10m") void shifts() {}
                  }
                }
                """));
    assertThat(job).failed();
    assertThat(job)
        .hadErrorContaining(
            "[PipespecBadGenerate] @Generate on Any is in a job test, but generated scenarios run"
                + " pipeline tests in this version");
    assertThat(job)
        .hadErrorContaining(
            "[PipespecBadRelation] @ExpectShifted on shifts is in a job test, which runs its job"
                + " as written, but it compares the transform's run with copies of it in one"
                + " pipeline: pipeline tests only.");
  }

  @Test
  void generateOnATestClassIsMisplaced() {
    Compilation compilation =
        compile(scores("@Generate", "", "@Timeline(\"a=1 @ 1m\")", "", SAME_AS));
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecBadGenerate] @Generate on ScoresTest is not on a @Scenario class of a"
                + " @PipelineTest, so nothing generates it.");
  }
}
