package io.pipespec.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import io.pipespec.processor.validation.ErrorTag;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every {@link ErrorTag} has a negative test: some test of this module expects an error message
 * that starts with the tag, as {@code "[PipespecNoUnderTest] ..."}. A new tag without one fails
 * here, naming it.
 */
class ErrorTagCoverageTest {

  private static final Path TESTS = Path.of("src/test/java");

  @Test
  void everyTagHasANegativeTest() throws IOException {
    String tests = testSources();
    List<String> untested = new ArrayList<>();
    for (ErrorTag tag : ErrorTag.values()) {
      // A tag in brackets at the start of a string literal is an expected message.
      if (!tests.contains("\"" + tag.inBrackets() + " ")) {
        untested.add(tag.name());
      }
    }
    assertWithMessage(
            "Tags without a negative test (a test in %s expecting \"[Tag] message\")",
            TESTS.toAbsolutePath())
        .that(untested)
        .isEmpty();
  }

  private static String testSources() throws IOException {
    assertWithMessage("test sources, read from the module directory")
        .that(Files.isDirectory(TESTS))
        .isTrue();
    StringBuilder all = new StringBuilder();
    try (Stream<Path> files = Files.walk(TESTS)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        if (!file.endsWith("ErrorTagCoverageTest.java")) {
          all.append(Files.readString(file, StandardCharsets.UTF_8)).append('\n');
        }
      }
    }
    return all.toString();
  }
}
