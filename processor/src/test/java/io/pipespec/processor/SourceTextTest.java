package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * Generated code keeps what the user wrote in comments beside the numbers made from it; a text that
 * would break out of such a comment still gives code that compiles and means the same.
 */
class SourceTextTest {

  @Test
  void textsThatWouldEndACommentStayInIt() throws IOException {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource("good/com/example/HostileSourceTextTest.java"));

    assertThat(compilation).succeededWithoutWarnings();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_HostileSourceTextTest")
            .orElseThrow()
            .getCharContent(false)
            .toString();
    assertThat(suite).contains(".element(\"a*/b\", 60000L /* a*\\/b @ 1m */)");
    // The step's text holds a backslash and "u002a", which must stay text in the comment too.
    assertThat(suite).contains(".element(\"\\\\u002a/\", 120000L /* \\\\u002a/ @ 2m */)");
    assertThat(suite).contains("180000L /* line\\\\u000abreak @ 3m */)");
    assertThat(suite).contains(".element(\"back\\\\slash\", 240000L /* back\\\\slash @ 4m */)");
  }

  @Test
  void functionWindowsAndTimersKeepTheirText() throws IOException {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource("good/com/example/FunctionSampleTest.java"));

    assertThat(compilation).succeededWithoutWarnings();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_FunctionSampleTest")
            .orElseThrow()
            .getCharContent(false)
            .toString();
    // 2025-01-01T00:00:00Z, the @BaseTime, is 1735689600000 ms after the epoch.
    assertThat(suite)
        .contains(
            "new IntervalWindow(Instant.ofEpochMilli(1735689600000L), Instant.ofEpochMilli(1735690200000L))"
                + " /* [0, 10m) */");
    assertThat(suite)
        .contains(
            "FunctionExpectations.timer(\"flush\", \"red\", 1735689660000L /* flush red @ 1m */)");
    assertThat(suite)
        .contains(
            "FunctionExpectations.timer(\"ticks/t1\", \"blue\", 1735689630000L /* ticks/t1 blue @"
                + " 2025-01-01T00:00:30Z */)");
    // A function's steps pass their text as the first argument, for runtime messages.
    assertThat(suite).contains(".element(\"red=3 @ 1m\", KV.of(\"red\", 3), 1735689660000L)");
  }

  @Test
  void valuesSuppliedAsAMapOfAKvOutputAreItsEntries() throws IOException {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource("good/com/example/SuppliedMapTest.java"));

    // Before, the suite passed the Map where an Iterable of KVs was needed, and did not compile.
    assertThat(compilation).succeededWithoutWarnings();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_SuppliedMapTest")
            .orElseThrow()
            .getCharContent(false)
            .toString();
    assertThat(suite)
        .contains(
            "Expectations.containsInAnyOrder(Expectations.<String, Long>entries("
                + "SuppliedMapTest.EXPECTED))");
    assertThat(suite)
        .contains(
            "Expectations.includes(Expectations.<String, Long>entries(SuppliedMapTest.EXPECTED))");
  }
}
