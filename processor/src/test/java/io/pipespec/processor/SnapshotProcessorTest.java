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

/**
 * {@code @ExpectSnapshot}: a use in a pipeline, job or function test generates the runtime's
 * snapshot call with the file's path, and an element type without a literal form is refused on its
 * line.
 */
class SnapshotProcessorTest {

  private static final String PIPELINE_TEST =
      """
      package com.example;

      import io.pipespec.*;
      import org.apache.beam.sdk.values.KV;
      import org.apache.beam.sdk.values.PCollection;

      @PipelineTest
      class TeamScoresTest {
        @UnderTest
        static PCollection<%s> totals(PCollection<%s> scores) {
          return scores;
        }

        @Scenario
        @Timeline({"%s"})
        static class AllOnTime {
          @ExpectSnapshot
          @Window(start = "0", size = "20m")
          void onTimeTotals() {}
        }
      }
      """;

  private static final String FUNCTION_TEST =
      """
      package com.example;

      import io.pipespec.*;
      import org.apache.beam.sdk.transforms.DoFn;
      import org.apache.beam.sdk.values.KV;

      @FunctionTest
      @Timeline({"a=x @ 1s"})
      class EchoTest {
        static class Echo extends DoFn<KV<String, String>, String> {
          @ProcessElement
          public void process(@Element KV<String, String> element, OutputReceiver<String> out) {
            out.output(element.getValue());
          }
        }

        @UnderTest
        static Echo echo() {
          return new Echo();
        }

        @ExpectSnapshot
        void echoed() {}
      }
      """;

  private static final String JOB_TEST =
      """
      package com.example;

      import io.pipespec.*;
      import java.util.List;
      import org.apache.beam.sdk.Pipeline;
      import org.apache.beam.sdk.io.TextIO;

      @PipelineTest
      @Output(name = "lines", of = "WriteLines", type = String.class)
      class CopyJobTest {
        @UnderTest
        static void job(Pipeline p) {
          p.apply("ReadLines", TextIO.read().from("in.txt"))
              .apply("WriteLines", TextIO.write().to("out"));
        }

        @Input(replaces = "ReadLines")
        static final List<String> lines = List.of("a", "b");

        @ExpectSnapshot(output = "lines")
        void copied() {}
      }
      """;

  private static Compilation compile(JavaFileObject file) {
    return javac().withProcessors(new PipespecProcessor()).compile(file);
  }

  private static JavaFileObject pipelineTest(String type, String element) {
    return JavaFileObjects.forSourceString(
        "com.example.TeamScoresTest", PIPELINE_TEST.formatted(type, type, element));
  }

  private static JavaFileObject keyed(String key) {
    return JavaFileObjects.forSourceString(
        "com.example.TeamScoresTest",
        PIPELINE_TEST
            .formatted("KV<String, Integer>", "KV<String, Integer>", "blue=12 @ 1m")
            .replace("@ExpectSnapshot\n", "@ExpectSnapshot(key = \"" + key + "\")\n"));
  }

  @Test
  void aPipelineTestCallsTheRuntimeWithTheFileOfItsScenarioOutputAndMethod() throws IOException {
    Compilation compilation = compile(pipelineTest("KV<String, Integer>", "blue=12 @ 1m"));

    assertThat(compilation).succeededWithoutWarnings();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_TeamScoresTest")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(suite)
        .contains(
            "Expectations.snapshot(\"com/example/TeamScoresTest/AllOnTime.totals.onTimeTotals.snapshot\","
                + " \"TeamScoresTest.AllOnTime, expectation onTimeTotals\", \"KV<String, Integer>\","
                + " new TypeDescriptor<KV<String, Integer>>() {})");
  }

  @Test
  void aKeyIsCheckedAndGivenToTheRuntime() throws IOException {
    Compilation compilation = compile(keyed("key"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(
            compilation
                .generatedSourceFile("com.example.Pipespec_TeamScoresTest")
                .orElseThrow()
                .getCharContent(true)
                .toString())
        .contains(
            "Expectations.snapshotByKey(\"com/example/TeamScoresTest/AllOnTime.totals.onTimeTotals.snapshot\","
                + " \"TeamScoresTest.AllOnTime, expectation onTimeTotals\", \"KV<String, Integer>\","
                + " new TypeDescriptor<KV<String, Integer>>() {}, \"key\")");

    Compilation wrong = compile(keyed("value.id"));
    assertThat(wrong).failed();
    assertThat(wrong)
        .hadErrorContaining("[PipespecKeyPath] @ExpectSnapshot on onTimeTotals has key");
  }

  @Test
  void aFunctionTestMayKeepASnapshotOfItsOutput() throws IOException {
    Compilation compilation =
        compile(JavaFileObjects.forSourceString("com.example.EchoTest", FUNCTION_TEST));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(
            compilation
                .generatedSourceFile("com.example.Pipespec_EchoTest")
                .orElseThrow()
                .getCharContent(true)
                .toString())
        .contains("\"com/example/EchoTest/EchoTest.");
  }

  @Test
  void aJobTestKeepsASnapshotOfACapturedWrite() throws IOException {
    Compilation compilation =
        compile(JavaFileObjects.forSourceString("com.example.CopyJobTest", JOB_TEST));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(
            compilation
                .generatedSourceFile("com.example.Pipespec_CopyJobTest")
                .orElseThrow()
                .getCharContent(true)
                .toString())
        .contains(
            "Expectations.snapshot(\"com/example/CopyJobTest/CopyJobTest.lines.copied.snapshot\","
                + " \"CopyJobTest, expectation copied\", \"String\", new TypeDescriptor<String>()"
                + " {})");
  }

  @Test
  void anElementTypeWithoutALiteralFormIsRefused() {
    Compilation compilation = compile(pipelineTest("KV<String, Object>", "blue=12 @ 1m"));

    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecUnsupportedLiteralType] @ExpectSnapshot on onTimeTotals cannot keep elements"
                + " of KV<String, Object>, the element type of output \"totals\", in a snapshot"
                + " file, whose lines are literals: Object (the value of KV<String, Object>) has no"
                + " literal form. Literals support ")
        .inFile(pipelineTest("KV<String, Object>", "blue=12 @ 1m"))
        .onLineContaining("@ExpectSnapshot");
  }
}
