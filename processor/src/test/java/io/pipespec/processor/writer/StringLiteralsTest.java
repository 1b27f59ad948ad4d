package io.pipespec.processor.writer;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Generated code carries every text exactly: string literals are plain ASCII that javac reads back
 * as the text they were written from, whatever characters it holds.
 */
class StringLiteralsTest {

  /** Every UTF-16 code unit, lone surrogates included, and a pair that makes one code point. */
  private static String everyCharacter() {
    StringBuilder text = new StringBuilder();
    for (int c = 0; c <= 0xFFFF; c++) {
      text.append((char) c);
    }
    return text.append("\uD83D\uDE00").append("\\u0041").toString();
  }

  @Test
  void aLiteralIsPlainAscii() {
    String literal = StringLiterals.quoted(everyCharacter());

    assertThat(literal.chars().allMatch(c -> c < 0x80)).isTrue();
    assertThat(StringLiterals.quoted("a\u2028b\"c\\d\ne\u0001"))
        .isEqualTo("\"a\\u2028b\\\"c\\\\d\\ne\\001\"");
  }

  @Test
  void javacReadsBackEveryCharacter() throws Exception {
    String text = everyCharacter();
    // In parts: a string constant holds at most 65535 bytes of modified UTF-8.
    List<String> literals = new ArrayList<>();
    for (int start = 0; start < text.length(); start += 16_384) {
      literals.add(
          StringLiterals.quoted(text.substring(start, Math.min(text.length(), start + 16_384))));
    }
    JavaFileObject source =
        JavaFileObjects.forSourceString(
            "Texts",
            "public final class Texts {\n  public static final String[] PARTS = {"
                + String.join(", ", literals)
                + "};\n}\n");

    Compilation compilation = javac().compile(source);

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> texts = load(compilation, "Texts");
    String[] read = (String[]) texts.getDeclaredField("PARTS").get(null);
    assertThat(String.join("", read)).isEqualTo(text);
  }

  @Test
  void aSuiteWithLineSeparatorsSurrogatesAndEscapesInItsTextsCompiles() throws IOException {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource("good/com/example/UnusualTextTest.java"));

    assertThat(compilation).succeededWithoutWarnings();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_UnusualTextTest")
            .orElseThrow()
            .getCharContent(true)
            .toString();
    assertThat(suite).contains("\"a\\u2028b\"");
    assertThat(suite).contains("\"\\ud800\"");
    assertThat(suite).contains("\"say \\\"hi\\\\u0041\\\"\"");
    assertThat(suite).contains("\"caf\\u00e9\"");
    // The timeline step keeps its text, and its key its quote, backslash and next-line character.
    assertThat(suite).contains("KV.of(\"\\\\u0041'\\\"\\u0085\", \"\\ud800\\ufeff\")");
  }

  @Test
  void noWriterUsesJavaPoetsStringFormat() throws IOException {
    List<String> offenders = new ArrayList<>();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        String source = Files.readString(file, StandardCharsets.UTF_8);
        // "$S" in a format string; this class's own Javadoc names it in braces.
        if (source.matches("(?s).*\"[^\"\n]*\\$S[^\"\n]*\".*")) {
          offenders.add(file.toString());
        }
      }
    }
    assertThat(offenders).isEmpty();
  }

  private static Class<?> load(Compilation compilation, String name) throws Exception {
    JavaFileObject classFile =
        compilation
            .generatedFile(javax.tools.StandardLocation.CLASS_OUTPUT, "", name + ".class")
            .orElseThrow();
    byte[] bytes;
    try (InputStream in = classFile.openInputStream()) {
      bytes = in.readAllBytes();
    }
    return new ClassLoader(StringLiteralsTest.class.getClassLoader()) {
      @Override
      protected Class<?> findClass(String className) throws ClassNotFoundException {
        if (!className.equals(name)) {
          throw new ClassNotFoundException(className);
        }
        return defineClass(className, bytes, 0, bytes.length);
      }
    }.loadClass(name);
  }
}
