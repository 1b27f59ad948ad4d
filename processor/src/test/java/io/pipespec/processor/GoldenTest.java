package io.pipespec.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.common.truth.Truth;
import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Compiles each fixture under {@code good/} (and one under {@code goodtime/}) with the processor
 * and compares the suite with the one under {@code expected/}. Compile-testing also compiles the
 * suite, against the runtime. Run with {@code PIPESPEC_REGENERATE_GOLDEN=1} to rewrite the expected
 * files after a deliberate change, then review the diff.
 */
class GoldenTest {

  static Stream<Arguments> fixtures() {
    return Stream.of(
        Arguments.of("good/com/example/WordCountTest.java", "com.example.Pipespec_WordCountTest"),
        Arguments.of("good/com/example/SingleTest.java", "com.example.Pipespec_SingleTest"),
        Arguments.of("good/com/example/JobTest.java", "com.example.Pipespec_JobTest"),
        Arguments.of(
            "good/com/example/walk/TeamScoresTest.java",
            "com.example.walk.Pipespec_TeamScoresTest"),
        Arguments.of("good/com/example/BoxedTest.java", "com.example.Pipespec_BoxedTest"),
        Arguments.of("good/com/example/LiteralsTest.java", "com.example.Pipespec_LiteralsTest"),
        Arguments.of("good/com/example/VocabularyTest.java", "com.example.Pipespec_VocabularyTest"),
        Arguments.of(
            "good/com/example/FunctionSampleTest.java", "com.example.Pipespec_FunctionSampleTest"),
        Arguments.of(
            "goodtime/com/example/EventTimeTest.java", "com.example.Pipespec_EventTimeTest"));
  }

  @ParameterizedTest
  @MethodSource("fixtures")
  void generatesTheExpectedSuite(String fixture, String suite) throws IOException {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource(fixture));

    assertThat(compilation).succeededWithoutWarnings();
    String expectedPath = "expected/" + suite.replace('.', '/') + ".java";
    if ("1".equals(System.getenv("PIPESPEC_REGENERATE_GOLDEN"))) {
      JavaFileObject generated = compilation.generatedSourceFile(suite).orElseThrow();
      Path target = Path.of("src/test/resources", expectedPath);
      Files.createDirectories(target.getParent());
      Files.writeString(target, generated.getCharContent(true), StandardCharsets.UTF_8);
    }
    assertThat(compilation)
        .generatedSourceFile(suite)
        .hasSourceEquivalentTo(JavaFileObjects.forResource(expectedPath));
    // Equivalent sources may differ in comments, which keep what the user wrote: compare the text.
    String generated =
        compilation.generatedSourceFile(suite).orElseThrow().getCharContent(true).toString();
    String expected = JavaFileObjects.forResource(expectedPath).getCharContent(true).toString();
    Truth.assertThat(generated).isEqualTo(expected);
  }
}
