package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The {@code "bundle"} step of a {@code @Timeline}: only between two elements of a segment. */
class BundleStepTest {

  private static JavaFileObject pipelineTest(String steps) {
    return JavaFileObjects.forSourceString(
        "com.example.Bundled",
        "package com.example;\n"
            + "import io.pipespec.*;\n"
            + "import org.apache.beam.sdk.values.PCollection;\n"
            + "@PipelineTest\n"
            + "@Timeline({"
            + steps
            + "})\n"
            + "class Bundled {\n"
            + "  @UnderTest\n"
            + "  static PCollection<String> t(PCollection<String> lines) { return lines; }\n"
            + "  @ExpectContains({\"a\", \"b\", \"bundle\"})\n"
            + "  void all() {}\n"
            + "}\n");
  }

  @Test
  void aBundleStepBetweenTwoElementsCutsTheSegment() throws IOException {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(pipelineTest("\"a @ 1s\", \"bundle\", \"b @ 2s\", \"'bundle' @ 3s\""));

    assertThat(compilation).succeededWithoutWarnings();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_Bundled")
            .orElseThrow()
            .getCharContent(false)
            .toString();
    assertThat(suite).contains("steps.element(\"a\", 1000L /* a @ 1s */);\n    steps.bundle();\n");
    // A quoted 'bundle' is an element
    assertThat(suite).contains("steps.element(\"bundle\", 3000L");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "\"bundle\", \"a @ 1s\"",
        "\"a @ 1s\", \"bundle\"",
        "\"a @ 1s\", \"bundle\", \"watermark 5s\", \"b @ 6s\"",
        "\"a @ 1s\", \"watermark 5s\", \"bundle\", \"b @ 6s\"",
        "\"a @ 1s\", \"bundle\", \"bundle\", \"b @ 6s\""
      })
  void aBundleStepNotBetweenTwoElementsIsAnError(String steps) {
    Compilation compilation =
        javac().withProcessors(new PipespecProcessor()).compile(pipelineTest(steps));

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "`bundle` of @Timeline on Bundled cuts the elements around it into two bundles, so it"
                + " goes between two elements");
  }

  @Test
  void aFunctionTestsTimelineCutsItsElementsWithTheBundleStep() throws Exception {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(
                JavaFileObjects.forSourceString(
                    "com.example.Counted",
                    "package com.example;\n"
                        + "import io.pipespec.*;\n"
                        + "import org.apache.beam.sdk.transforms.DoFn;\n"
                        + "import org.apache.beam.sdk.values.KV;\n"
                        + "@FunctionTest\n"
                        + "@Timeline({\"k=1 @ 1s\", \"bundle\", \"k=2 @ 2s\"})\n"
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
                        + "}\n"));

    assertThat(compilation).succeededWithoutWarnings();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_Counted")
            .orElseThrow()
            .getCharContent(false)
            .toString();
    assertThat(suite)
        .contains(");\n    timeline.bundle(\"bundle\");\n    timeline.element(\"k=2 @ 2s\"");
  }
}
