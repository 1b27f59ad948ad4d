package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Builds with {@code -Xlint:all} (and so {@code -Werror}) see no warning about Pipespec's
 * annotations: the processor claims the annotations it owns.
 */
class LintTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "good/com/example/WordCountTest.java",
        "good/com/example/VocabularyTest.java",
        "good/com/example/FunctionSampleTest.java",
        "goodtime/com/example/EventTimeTest.java"
      })
  void noWarningAboutPipespecAnnotations(String fixture) {
    Compilation compilation =
        javac()
            .withOptions("-Xlint:all")
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource(fixture));

    assertThat(compilation).succeeded();
    for (var warning : compilation.warnings()) {
      assertThat(warning.getMessage(Locale.ROOT)).doesNotContain("io.pipespec");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"good/com/example/WordCountTest.java"})
  void aPipelineTestOfOnlyPipespecAnnotationsCompilesWithoutWarnings(String fixture) {
    Compilation compilation =
        javac()
            .withOptions("-Xlint:all")
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource(fixture));

    assertThat(compilation).succeededWithoutWarnings();
  }
}
