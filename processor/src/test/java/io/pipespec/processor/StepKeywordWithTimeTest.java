package io.pipespec.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A step keyword that takes no time, written with one ({@code "savepoint @ 1m"}), is a compile
 * error that says which step it is, rather than a {@code String} element of that text.
 */
class StepKeywordWithTimeTest {

  private static Compilation compile(String step) {
    return javac()
        .withProcessors(new PipespecProcessor())
        .compile(
            JavaFileObjects.forSourceString(
                "com.example.Keywords",
                "package com.example;\n"
                    + "import io.pipespec.*;\n"
                    + "import org.apache.beam.sdk.values.PCollection;\n"
                    + "@PipelineTest\n"
                    + "@Timeline({\"a @ 1s\", \""
                    + step
                    + "\", \"b @ 2s\"})\n"
                    + "class Keywords {\n"
                    + "  @UnderTest\n"
                    + "  static PCollection<String> t(PCollection<String> lines) { return lines; }\n"
                    + "  @ExpectContains({\"a\", \"b\"})\n"
                    + "  void all() {}\n"
                    + "}\n"));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"savepoint @ 1m", "bundle @ 1m", "fail and retry @ 2s", "fail and restart @1m"})
  void aStepKeywordWithATimeIsACompileErrorNamingTheStep(String step) {
    Compilation compilation = compile(step);

    assertThat(compilation).failed();
    String keyword = step.substring(0, step.indexOf('@')).strip();
    assertThat(compilation).hadErrorContaining("`" + keyword + "` is a step that takes no time");
    assertThat(compilation).hadErrorContaining("'" + keyword + "' @ ");
  }

  @Test
  void aQuotedKeywordWithATimeIsTheElementOfThatText() {
    assertThat(compile("'savepoint' @ 1m")).succeeded();
  }
}
