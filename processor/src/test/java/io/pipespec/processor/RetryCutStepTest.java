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
 * The retry step cut in two ({@code "fail and retry, cut after N"}): written for the harness in a
 * function test, with N from 1 to one below its bundle's elements; refused in a pipeline or job
 * test, whose run on the DirectRunner cannot cut a retry.
 */
class RetryCutStepTest {

  private static JavaFileObject functionTest(String steps) {
    return JavaFileObjects.forSourceString(
        "com.example.Retried",
        "package com.example;\n"
            + "import io.pipespec.*;\n"
            + "import org.apache.beam.sdk.transforms.DoFn;\n"
            + "import org.apache.beam.sdk.values.KV;\n"
            + "@FunctionTest\n"
            + "@Timeline({"
            + steps
            + "})\n"
            + "class Retried {\n"
            + "  @UnderTest static Echo echo() { return new Echo(); }\n"
            + "  @ExpectContains({\"a\"})\n"
            + "  void all() {}\n"
            + "  static class Echo extends DoFn<KV<String, String>, String> {\n"
            + "    @ProcessElement public void p(@Element KV<String, String> e,"
            + " OutputReceiver<String> out) { out.output(e.getKey()); }\n"
            + "  }\n"
            + "}\n");
  }

  private static Compilation compile(JavaFileObject file) {
    return javac().withProcessors(new PipespecProcessor()).compile(file);
  }

  @Test
  void aCutRetryOfAFunctionTestIsWrittenForTheHarness() throws IOException {
    Compilation compilation =
        compile(functionTest("\"a=1\", \"b=2\", \"fail and retry, cut after 1\", \"c=3\""));
    assertThat(compilation).succeeded();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_Retried")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(suite).contains("timeline.retry(1)");
  }

  @Test
  void aCutOfNoElementsIsACompileErrorSayingHowToWriteIt() {
    Compilation compilation =
        compile(functionTest("\"a=1\", \"b=2\", \"fail and retry, cut after 0\""));
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecBadRetry] Step 3 `fail and retry, cut after 0` of @Timeline on Retried is no"
                + " retry step: write `fail and retry, cut after N`, N the number of elements (1 or"
                + " more) the retry's first bundle gets");
  }

  @Test
  void aMalformedCutIsACompileErrorSayingHowToWriteIt() {
    Compilation compilation =
        compile(functionTest("\"a=1\", \"b=2\", \"fail and retry, cut after one\""));
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("is no retry step: write `fail and retry, cut after N`");
  }

  @Test
  void aCutAtOrPastTheBundlesEndIsACompileError() {
    Compilation compilation =
        compile(
            functionTest("\"a=1\", \"fail and retry, cut after 2\", \"b=2\", \"bundle\", \"c=3\""));
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecBadRetry] Step 2 `fail and retry, cut after 2` of @Timeline on Retried cuts"
                + " the retry after 2 elements, but its bundle has 2, so the retry would not be"
                + " cut. Cut it after fewer than 2 elements, or use `fail and retry` to retry the bundle"
                + " whole.");
  }

  @Test
  void aCutRetryNotAfterAnElementIsACompileError() {
    Compilation compilation =
        compile(functionTest("\"fail and retry, cut after 1\", \"a=1\", \"b=2\""));
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("goes right after an element");
  }

  @Test
  void aCutRetryInAPipelineTestIsACompileErrorSayingWhy() {
    Compilation compilation =
        compile(
            JavaFileObjects.forSourceString(
                "com.example.Piped",
                """
                package com.example;
                import io.pipespec.*;
                import org.apache.beam.sdk.values.PCollection;
                @PipelineTest
                @Timeline({"a @ 1s", "b @ 2s", "fail and retry, cut after 1"})
                class Piped {
                  @UnderTest
                  static PCollection<String> t(PCollection<String> lines) { return lines; }
                  @ExpectContains({"a"})
                  void all() {}
                }
                """));
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecBadRetry] Step 3 `fail and retry, cut after 1` of @Timeline on Piped cuts the"
                + " retry in two bundles, which only a @FunctionTest's harness does: the"
                + " DirectRunner hands a ParDo's outputs on in the bundles of its"
                + " input, so the pass-through that replays the failed attempt cannot cut the"
                + " bundle it passes. Use `fail and retry` to retry the bundle whole, or test the"
                + " DoFn in a @FunctionTest with the step.");
  }

  @Test
  void aCutRetryInAJobTestIsACompileErrorSayingWhy() {
    Compilation compilation =
        compile(
            JavaFileObjects.forSourceString(
                "com.example.Jobbed",
                "package com.example;\n"
                    + "import io.pipespec.*;\n"
                    + "import org.apache.beam.sdk.Pipeline;\n"
                    + "import org.apache.beam.sdk.io.TextIO;\n"
                    + "@PipelineTest\n"
                    + "@Output(name = \"lines\", of = \"WriteLines\", type = String.class)\n"
                    + "@Timeline(replaces = \"ReadLines\", type = String.class,"
                    + " value = {\"a @ 1s\", \"b @ 2s\", \"fail and retry, cut after 1\"})\n"
                    + "class Jobbed {\n"
                    + "  @UnderTest static void job(Pipeline p) {\n"
                    + "    p.apply(\"ReadLines\", TextIO.read().from(\"in.txt\"))\n"
                    + "        .apply(\"WriteLines\", TextIO.write().to(\"out\"));\n"
                    + "  }\n"
                    + "  @ExpectContains({\"a\"})\n"
                    + "  void lines() {}\n"
                    + "}\n"));
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecBadRetry] Step 3 `fail and retry, cut after 1` of @Timeline on Jobbed cuts"
                + " the retry in two bundles, which only a @FunctionTest's harness does");
  }
}
