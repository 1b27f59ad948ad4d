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
 * The restart step of a {@code @Timeline} ({@code "fail and restart"}): in a pipeline or job test,
 * once, right after an element or a watermark, not in a take-over or beside processing time.
 */
class RestartStepTest {

  private static JavaFileObject pipelineTest(String steps) {
    return JavaFileObjects.forSourceString(
        "com.example.Restarted",
        "package com.example;\n"
            + "import io.pipespec.*;\n"
            + "import org.apache.beam.sdk.values.PCollection;\n"
            + "@PipelineTest\n"
            + "@Timeline({"
            + steps
            + "})\n"
            + "class Restarted {\n"
            + "  @UnderTest\n"
            + "  static PCollection<String> t(PCollection<String> lines) { return lines; }\n"
            + "  @ExpectContains({\"a\"})\n"
            + "  void all() {}\n"
            + "}\n");
  }

  private static JavaFileObject functionTest(String steps) {
    return JavaFileObjects.forSourceString(
        "com.example.Harnessed",
        "package com.example;\n"
            + "import io.pipespec.*;\n"
            + "import org.apache.beam.sdk.transforms.DoFn;\n"
            + "import org.apache.beam.sdk.values.KV;\n"
            + "@FunctionTest\n"
            + "@Timeline({"
            + steps
            + "})\n"
            + "class Harnessed {\n"
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
  void aRestartAfterAnElementIsWrittenWithTheStepBeforeIt() throws IOException {
    Compilation compilation = compile(pipelineTest("\"a @ 1s\", \"fail and restart\", \"b @ 2s\""));
    assertThat(compilation).succeeded();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_Restarted")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(suite).contains("steps.failAndRestart(\"`a @ 1s`\")");
  }

  @Test
  void aRestartInAFunctionTestIsACompileError() {
    Compilation compilation = compile(functionTest("\"a=1\", \"fail and restart\", \"b=2\""));
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecBadRestart] Step 2 `fail and restart` of @Timeline on Harnessed fails the"
                + " job and restarts it from a checkpoint, but a @FunctionTest runs no job.");
  }

  @Test
  void aRestartFirstIsACompileError() {
    Compilation compilation = compile(pipelineTest("\"fail and restart\", \"a @ 1s\""));
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("[PipespecBadRestart]");
    assertThat(compilation).hadErrorContaining("goes right after an element or a watermark");
  }

  @Test
  void aSecondRestartIsACompileError() {
    Compilation compilation =
        compile(
            pipelineTest(
                "\"a @ 1s\", \"fail and restart\", \"b @ 2s\", \"fail and restart\", \"c @ 3s\""));
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("is a second restart, after step 2");
  }

  @Test
  void aRestartInATakeOverIsACompileError() {
    Compilation compilation =
        compile(
            pipelineTest(
                "\"a @ 1s\", \"fail and restart\", \"b @ 2s\", \"savepoint\", \"c @ 3s\""));
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("also takes over from a savepoint");
  }

  @Test
  void aKilledTaskManagerIsARestartWrittenWithTheStepBeforeIt() throws IOException {
    Compilation compilation =
        compile(pipelineTest("\"a @ 1s\", \"kill the TaskManager and restart\", \"b @ 2s\""));
    assertThat(compilation).succeeded();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_Restarted")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(suite).contains("steps.killTaskManagerAndRestart(\"`a @ 1s`\")");
  }

  @Test
  void aKilledTaskManagerFollowsTheRulesOfARestart() {
    Compilation first = compile(pipelineTest("\"kill the TaskManager and restart\", \"a @ 1s\""));
    assertThat(first).failed();
    assertThat(first).hadErrorContaining("goes right after an element or a watermark");
    Compilation second =
        compile(
            pipelineTest(
                "\"a @ 1s\", \"fail and restart\", \"b @ 2s\","
                    + " \"kill the TaskManager and restart\", \"c @ 3s\""));
    assertThat(second).failed();
    assertThat(second).hadErrorContaining("is a second restart, after step 2");
    Compilation function =
        compile(functionTest("\"a=1\", \"kill the TaskManager and restart\", \"b=2\""));
    assertThat(function).failed();
    assertThat(function).hadErrorContaining("but a @FunctionTest runs no job");
  }
}
