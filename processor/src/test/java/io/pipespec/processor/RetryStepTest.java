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
 * The retry steps of a {@code @Timeline} ({@code "fail and retry"}, {@code "fail in @FinishBundle
 * and retry"}): in a function test and a pipeline test (once per timeline there), never in a job
 * test; right after an element, once per bundle.
 */
class RetryStepTest {

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

  private static JavaFileObject pipelineTest(String steps) {
    return JavaFileObjects.forSourceString(
        "com.example.Piped",
        "package com.example;\n"
            + "import io.pipespec.*;\n"
            + "import org.apache.beam.sdk.values.PCollection;\n"
            + "@PipelineTest\n"
            + "@Timeline({"
            + steps
            + "})\n"
            + "class Piped {\n"
            + "  @UnderTest\n"
            + "  static PCollection<String> t(PCollection<String> lines) { return lines; }\n"
            + "  @ExpectContains({\"a\"})\n"
            + "  void all() {}\n"
            + "}\n");
  }

  private static Compilation compile(JavaFileObject file) {
    return javac().withProcessors(new PipespecProcessor()).compile(file);
  }

  @Test
  void aRetryAfterAnElementOfAFunctionTestIsWrittenAsAFailedAttempt() throws IOException {
    Compilation compilation =
        compile(
            functionTest(
                "\"a=1\", \"fail and retry\", \"b=2\", \"bundle\", \"c=3\", \"fail in @FinishBundle and retry\""));
    assertThat(compilation).succeeded();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_Retried")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(suite).contains("timeline.retry(false)");
    assertThat(suite).contains("timeline.retry(true)");
  }

  @Test
  void aRetryInAPipelineTestIsWrittenWithTheElementBeforeIt() throws IOException {
    Compilation compilation = compile(pipelineTest("\"a @ 1s\", \"fail and retry\", \"b @ 2s\""));
    assertThat(compilation).succeeded();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_Piped")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(suite).contains("steps.failAndRetry(false, \"a @ 1s\")");
  }

  @Test
  void aRetryInFinishBundleInAPipelineTestIsWritten() throws IOException {
    Compilation compilation =
        compile(pipelineTest("\"a @ 1s\", \"b @ 2s\", \"fail in @FinishBundle and retry\""));
    assertThat(compilation).succeeded();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_Piped")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(suite).contains("steps.failAndRetry(true, \"b @ 2s\")");
  }

  @Test
  void aSecondRetryInAPipelineTimelineIsACompileError() {
    Compilation compilation =
        compile(
            pipelineTest(
                "\"a @ 1s\", \"fail and retry\", \"watermark 1s\", \"b @ 2s\", \"fail and retry\""));
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecBadRetry] Step 5 `fail and retry` of @Timeline on Piped is a second retry"
                + " step in a pipeline's timeline: a run as written on the DirectRunner retries"
                + " one bundle.");
  }

  @Test
  void aRetryInAJobTestCompiles() throws Exception {
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
                    + " value = {\"a @ 1s\", \"fail and retry\", \"b @ 2s\"})\n"
                    + "class Jobbed {\n"
                    + "  @UnderTest static void job(Pipeline p) {\n"
                    + "    p.apply(\"ReadLines\", TextIO.read().from(\"in.txt\"))\n"
                    + "        .apply(\"WriteLines\", TextIO.write().to(\"out\"));\n"
                    + "  }\n"
                    + "  @ExpectContains({\"a\"})\n"
                    + "  void lines() {}\n"
                    + "}\n"));
    // The job's replaced read is Pipespec's, so the failed attempt goes there (JobConstruction).
    assertThat(compilation).succeeded();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_Jobbed")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(suite).contains("steps.failAndRetry(false, \"a @ 1s\")");
  }

  @Test
  void aRetryNotAfterAnElementIsACompileError() {
    Compilation compilation = compile(functionTest("\"fail and retry\", \"a=1\""));
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("[PipespecBadRetry]");
    assertThat(compilation).hadErrorContaining("goes right after an element");
  }

  @Test
  void aSecondRetryInOneBundleIsACompileError() {
    Compilation compilation =
        compile(functionTest("\"a=1\", \"fail and retry\", \"b=2\", \"fail and retry\""));
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("second retry step in one bundle");
  }

  @Test
  void exploringAFunctionTimelineThatWritesARetryIsACompileErrorWithTheFix() {
    Compilation compilation =
        compile(
            JavaFileObjects.forSourceString(
                "com.example.Explored",
                """
                package com.example;
                import io.pipespec.*;
                import org.apache.beam.sdk.transforms.DoFn;
                import org.apache.beam.sdk.values.KV;
                @FunctionTest
                @Explore
                @Timeline({"a=1", "fail and retry", "b=2"})
                class Explored {
                  @UnderTest static Echo echo() { return new Echo(); }
                  @ExpectContains({"a", "b"})
                  void all() {}
                  static class Echo extends DoFn<KV<String, String>, String> {
                    @ProcessElement public void p(
                        @Element KV<String, String> e, OutputReceiver<String> out) {
                      out.output(e.getKey());
                    }
                  }
                }
                """));
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecBadRetry] @Explore asks to explore Explored, whose @Timeline writes the retry"
                + " step `fail and retry`: exploration tries failed and retried bundles itself");
    assertThat(compilation)
        .hadErrorContaining(
            "Keep the step and remove @Explore to replay the retry as written, or remove the step"
                + " and let exploration find the retry (a finding prints the step to paste).");
  }

  @Test
  void exploringAPipelineScenarioThatWritesARetryIsACompileErrorNamingTheClasssExplore() {
    Compilation compilation =
        compile(
            JavaFileObjects.forSourceString(
                "com.example.Piped",
                """
                package com.example;
                import io.pipespec.*;
                import org.apache.beam.sdk.values.PCollection;
                @PipelineTest
                @Explore
                class Piped {
                  @UnderTest
                  static PCollection<String> t(PCollection<String> lines) { return lines; }
                  @Scenario
                  @Timeline({"a", "b", "fail in @FinishBundle and retry"})
                  static class Retried {
                    @ExpectContains({"a", "b"})
                    void all() {}
                  }
                  @Scenario
                  @Timeline({"a", "b"})
                  static class Plain {
                    @ExpectContains({"a", "b"})
                    void all() {}
                  }
                }
                """));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecBadRetry] @Explore asks to explore scenario Retried of Piped (the @Explore of"
                + " Piped), whose @Timeline writes the retry step `fail in @FinishBundle and"
                + " retry`");
    assertThat(compilation)
        .hadErrorContaining("remove @Explore from Piped (put it on the scenarios to explore)");
  }
}
