package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

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

  private static String lines(String... steps) {
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < steps.length; i++) {
      lines.append("    \"").append(steps[i]).append('"');
      lines.append(i < steps.length - 1 ? ",\n" : "\n");
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
        .onLineContaining("\"savepoint\"");
  }
}
