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
 * The {@code "savepoint"} step of a {@code @Timeline}: the recorded job runs the steps before it
 * and stops with a savepoint, the current code restored from it runs the steps after it. Each step
 * of a test class below is on a line of its own, so that an error is found on the step at fault.
 */
class SavepointStepTest {

  /** A transform test of one input, fed by a timeline of {@code steps}, one a line. */
  private static JavaFileObject pipelineTest(String... steps) {
    return JavaFileObjects.forSourceString(
        "com.example.TakenOver",
        "package com.example;\n"
            + "import io.pipespec.*;\n"
            + "import org.apache.beam.sdk.values.PCollection;\n"
            + "@PipelineTest\n"
            + "@Timeline({\n"
            + lines(steps)
            + "})\n"
            + "class TakenOver {\n"
            + "  @UnderTest\n"
            + "  static PCollection<String> t(PCollection<String> lines) { return lines; }\n"
            + "  @ExpectContains({\"a\", \"b\", \"savepoint\"})\n"
            + "  void all() {}\n"
            + "}\n");
  }

  /** The steps, one a line, each line ending in a comment such as {@code // step 2}. */
  private static String lines(String... steps) {
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < steps.length; i++) {
      lines.append("    \"").append(steps[i]).append('"');
      lines.append(i < steps.length - 1 ? "," : "").append(" // step ").append(i + 1).append('\n');
    }
    return lines.toString();
  }

  private static Compilation compile(JavaFileObject file) {
    return javac().withProcessors(new PipespecProcessor()).compile(file);
  }

  private static String suite(Compilation compilation, String name) throws IOException {
    return compilation
        .generatedSourceFile("com.example.Pipespec_" + name)
        .orElseThrow()
        .getCharContent(false)
        .toString();
  }

  @Test
  void aSavepointBetweenTwoPhasesIsWrittenAsTheRuntimesStep() throws IOException {
    Compilation compilation =
        compile(pipelineTest("a @ 1s", "watermark 5s", "savepoint", "b @ 6s", "'savepoint' @ 7s"));

    assertThat(compilation).succeededWithoutWarnings();
    String suite = suite(compilation, "TakenOver");
    assertThat(suite)
        .contains(
            """
                steps.watermark(5000L /* watermark 5s */);
                steps.savepoint();
                steps.element("b", 6000L /* b @ 6s */);
            """);
    // A quoted 'savepoint' is an element
    assertThat(suite).contains("steps.element(\"savepoint\", 7000L");
  }

  @Test
  void aJobTestsTimelineTakesOverToo() throws IOException {
    Compilation compilation =
        compile(
            JavaFileObjects.forSourceString(
                "com.example.TakenOverJob",
                "package com.example;\n"
                    + "import io.pipespec.*;\n"
                    + "import org.apache.beam.sdk.Pipeline;\n"
                    + "import org.apache.beam.sdk.io.TextIO;\n"
                    + "@PipelineTest\n"
                    + "@Output(name = \"lines\", of = \"WriteLines\", type = String.class)\n"
                    + "@Timeline(replaces = \"ReadLines\", type = String.class,"
                    + " value = {\"a @ 1s\", \"savepoint\", \"b @ 2s\"})\n"
                    + "class TakenOverJob {\n"
                    + "  @UnderTest\n"
                    + "  static void job(Pipeline p) {\n"
                    + "    p.apply(\"ReadLines\", TextIO.read().from(\"in\"))\n"
                    + "        .apply(\"WriteLines\", TextIO.write().to(\"out\"));\n"
                    + "  }\n"
                    + "  @ExpectContains({\"a\", \"b\"})\n"
                    + "  void written() {}\n"
                    + "}\n"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(suite(compilation, "TakenOverJob"))
        .contains(
            """
                steps.element("a", 1000L /* a @ 1s */);
                steps.savepoint();
                steps.element("b", 2000L /* b @ 2s */);
            """);
  }

  /** Timelines whose savepoint cannot be honoured, the error and the step it is on. */
  static Stream<Arguments> misplacedSavepoints() {
    return Stream.of(
        Arguments.of(
            new String[] {"a @ 1s", "savepoint", "b @ 2s", "savepoint", "c @ 3s"},
            "[PipespecTakeOver] Step 4 `savepoint` of @Timeline on TakenOver is a second"
                + " savepoint, after step 2: a take-over restores the current code from one"
                + " savepoint of the recorded job. Remove one of them; to test two updates, write a"
                + " scenario for each.",
            4),
        Arguments.of(
            new String[] {"savepoint", "a @ 1s"},
            "[PipespecTakeOver] Step 1 `savepoint` of @Timeline on TakenOver stops the recorded"
                + " job before it has run anything: the steps before the savepoint are what the"
                + " recorded job runs, and the first phase needs at least one step. Put the"
                + " elements and watermarks the recorded job sees before it.",
            1),
        Arguments.of(
            new String[] {"a @ 1s", "watermark 5s", "savepoint"},
            "[PipespecTakeOver] Step 3 `savepoint` of @Timeline on TakenOver leaves a second phase"
                + " with nothing to run: the steps after the savepoint are what the current code,"
                + " restored from it, runs. Add elements or a watermark after it.",
            3),
        Arguments.of(
            new String[] {"a @ 1s", "savepoint", "watermark end"},
            "[PipespecTakeOver] Step 2 `savepoint` of @Timeline on TakenOver is followed only by"
                + " `watermark end`, which ends every pipeline timeline anyway, so it leaves a"
                + " second phase with nothing to run: the steps after the savepoint are what the"
                + " current code, restored from it, runs. Add elements or a watermark after it.",
            2),
        Arguments.of(
            new String[] {"a @ 1s", "processing +5m", "savepoint", "b @ 2s", "processing 1m"},
            "[PipespecTakeOver] Step 3 `savepoint` of @Timeline on TakenOver makes the scenario a"
                + " take-over, which runs on FlinkRunner, but the timeline advances processing time"
                + " (`processing +5m`, `processing 1m`): FlinkRunner cannot advance processing time"
                + " in a timeline, and Flink's TestStream fails the job with 'Advancing Processing"
                + " time is not supported by the Flink Runner'. Remove the processing steps; to"
                + " test processing-time logic, remove the savepoint and run the scenario on the"
                + " DirectRunner, or drive the logic with a @FunctionTest.",
            3),
        // A bundle goes between two elements: its own rule refuses it next to a savepoint.
        Arguments.of(
            new String[] {"a @ 1s", "bundle", "savepoint", "b @ 2s"},
            "[PipespecBadTimeline] Step 2 `bundle` of @Timeline on TakenOver cuts the elements"
                + " around it into two bundles, so it goes between two elements; a bundle always"
                + " ends at a watermark, processing or savepoint step.",
            2),
        Arguments.of(
            new String[] {"a @ 1s", "savepoint", "bundle", "b @ 2s"},
            "[PipespecBadTimeline] Step 3 `bundle` of @Timeline on TakenOver cuts the elements"
                + " around it into two bundles",
            3));
  }

  @ParameterizedTest
  @MethodSource("misplacedSavepoints")
  void aSavepointThatCannotBeHonouredIsAnErrorOnItsStep(String[] steps, String error, int step) {
    JavaFileObject file = pipelineTest(steps);

    Compilation compilation = compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(error)
        .inFile(file)
        .onLineContaining("// step " + step);
  }

  @Test
  void aScenarioOfTwoInputsDoesNotTakeOver() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.Joined",
            """
            package com.example;
            import io.pipespec.*;
            import java.util.List;
            import org.apache.beam.sdk.transforms.Flatten;
            import org.apache.beam.sdk.values.PCollection;
            import org.apache.beam.sdk.values.PCollectionList;
            @PipelineTest
            @Timeline(input = "lines", value = {
                "a @ 1s",
                "savepoint", // of lines
                "b @ 2s"})
            class Joined {
              @UnderTest
              static PCollection<String> t(PCollection<String> lines, PCollection<String> more) {
                return PCollectionList.of(lines).and(more).apply(Flatten.pCollections());
              }
              @Input static final List<String> more = List.of("x");
              @ExpectContains({"a", "b", "x"})
              void all() {}
            }
            """);

    Compilation compilation = compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecTakeOver] Scenario Joined takes over from the savepoint in its @Timeline of"
                + " Joined, but it has 2 inputs (@Timeline of Joined, Joined.more), and a take-over"
                + " is built for a scenario of one timeline input: the recorded job is stopped at"
                + " one point of one timeline. Give the scenario that @Timeline as its only input,"
                + " or remove the savepoint.")
        .inFile(file)
        .onLineContaining("// of lines");
  }

  @Test
  void aScenarioDoesNotTakeOverFromTwoTimelines() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.Joined",
            """
            package com.example;
            import io.pipespec.*;
            import org.apache.beam.sdk.transforms.Flatten;
            import org.apache.beam.sdk.values.PCollection;
            import org.apache.beam.sdk.values.PCollectionList;
            @PipelineTest
            @Timeline(input = "lines", value = {
                "a @ 1s",
                "savepoint", // of lines
                "b @ 2s"})
            class Joined {
              @UnderTest
              static PCollection<String> t(PCollection<String> lines, PCollection<String> more) {
                return PCollectionList.of(lines).and(more).apply(Flatten.pCollections());
              }
              @Scenario
              @Timeline(input = "more", value = {
                  "x @ 1s",
                  "savepoint", // of more
                  "y @ 2s"})
              static class Both {
                @ExpectContains({"a", "b", "x", "y"})
                void all() {}
              }
            }
            """);

    Compilation compilation = compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecTakeOver] Scenario Both takes over from savepoints in 2 of its inputs, but"
                + " it has 2 inputs (@Timeline of Joined, @Timeline of Joined.Both), and a"
                + " take-over is built for a scenario of one timeline input: the recorded job is"
                + " stopped at one point of one timeline. Give the scenario that @Timeline as its"
                + " only input, or remove the savepoints.")
        .inFile(file)
        .onLineContaining("// of lines");
  }

  @Test
  void aJobThatReplacesTwoReadsDoesNotTakeOver() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.TwoReads",
            """
            package com.example;
            import io.pipespec.*;
            import java.util.List;
            import org.apache.beam.sdk.Pipeline;
            import org.apache.beam.sdk.io.TextIO;
            import org.apache.beam.sdk.transforms.Flatten;
            import org.apache.beam.sdk.values.PCollection;
            import org.apache.beam.sdk.values.PCollectionList;
            @PipelineTest
            @Output(name = "lines", of = "WriteLines", type = String.class)
            @Timeline(replaces = "ReadLines", type = String.class, value = {
                "a @ 1s",
                "savepoint", // of ReadLines
                "b @ 2s"})
            class TwoReads {
              @UnderTest
              static void job(Pipeline p) {
                PCollection<String> lines = p.apply("ReadLines", TextIO.read().from("in"));
                PCollection<String> more = p.apply("ReadMore", TextIO.read().from("more"));
                PCollectionList.of(lines).and(more).apply(Flatten.pCollections())
                    .apply("WriteLines", TextIO.write().to("out"));
              }
              @Input(replaces = "ReadMore")
              static final List<String> more = List.of("x");
              @ExpectContains({"a", "b", "x"})
              void written() {}
            }
            """);

    Compilation compilation = compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecTakeOver] Scenario TwoReads takes over from the savepoint in its @Timeline"
                + " of TwoReads, but it has 2 inputs (TwoReads.more, @Timeline of TwoReads), and a"
                + " take-over is built for a scenario of one timeline input")
        .inFile(file)
        .onLineContaining("// of ReadLines");
  }

  @Test
  void aFunctionTestHasNoJobToTakeOver() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.Counted",
            "package com.example;\n"
                + "import io.pipespec.*;\n"
                + "import org.apache.beam.sdk.transforms.DoFn;\n"
                + "import org.apache.beam.sdk.values.KV;\n"
                + "@FunctionTest\n"
                + "@Timeline({\n"
                + lines("k=1 @ 1s", "savepoint", "k=2 @ 2s")
                + "})\n"
                + "class Counted {\n"
                + "  @UnderTest\n"
                + "  static DoFn<KV<String, Integer>, Integer> fn() {\n"
                + "    return new DoFn<KV<String, Integer>, Integer>() {\n"
                + "      @ProcessElement public void p(@Element KV<String, Integer> e,"
                + " OutputReceiver<Integer> out) { out.output(e.getValue()); }\n"
                + "    };\n"
                + "  }\n"
                + "  @ExpectContains({\"1\", \"2\"})\n"
                + "  void all() {}\n"
                + "}\n");

    Compilation compilation = compile(file);

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecTakeOver] Step 2 `savepoint` of @Timeline on Counted splits the timeline"
                + " into the two phases of a take-over, but a @FunctionTest runs its DoFn on the"
                + " function harness, with no runner and no job to stop, so there is no savepoint"
                + " to restore the current code from. Remove the step, or test the take-over in a"
                + " @PipelineTest, whose take-over runs on FlinkRunner.")
        .inFile(file)
        .onLineContaining("// step 2");
  }
}
