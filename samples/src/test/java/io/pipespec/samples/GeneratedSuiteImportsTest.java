package io.pipespec.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Not a sample: a check of the house (docs/contributing.md, "Architecture rules"). The suites the
 * processor generates for these samples use of Pipespec only the three packages that generated code
 * may call: the annotations (io.pipespec), the function harness (io.pipespec.function) and the
 * runtime's suite room (io.pipespec.runtime.suite). Every other package of the runtime may change
 * between versions without recompiling a user's tests.
 */
class GeneratedSuiteImportsTest {

  private static final Set<String> CALLABLE =
      Set.of("io.pipespec", "io.pipespec.function", "io.pipespec.runtime.suite");

  /** A qualified name of Pipespec's in code: its package, then a type's capitalized name. */
  private static final Pattern PIPESPEC_NAME =
      Pattern.compile("\\b(io\\.pipespec(?:\\.[a-z][a-z0-9_]*)*)\\.[A-Z]");

  /** Comments, string and character literals: names there (the @Generated value) are no uses. */
  private static final Pattern NOT_CODE =
      Pattern.compile(
          "/\\*.*?\\*/|//[^\n]*|\"(?:\\\\.|[^\"\\\\])*\"|'(?:\\\\.|[^'\\\\])'", Pattern.DOTALL);

  @Test
  void generatedSuitesUseOnlyTheThreePackagesOfPipespecThatGeneratedCodeMayCall()
      throws IOException {
    List<Path> suites = generatedSuites();
    assertTrue(
        suites.size() >= 10,
        "expected the suites generated for the samples under "
            + generatedSources()
            + ", found "
            + suites);
    Set<String> outside = new TreeSet<>();
    for (Path suite : suites) {
      String code = NOT_CODE.matcher(Files.readString(suite)).replaceAll(" ");
      Matcher names = PIPESPEC_NAME.matcher(code);
      while (names.find()) {
        String pkg = names.group(1);
        // The samples' own classes are the user's code, not Pipespec's.
        if (!pkg.startsWith("io.pipespec.samples") && !CALLABLE.contains(pkg)) {
          outside.add(suite.getFileName() + " uses " + pkg);
        }
      }
    }
    assertEquals(
        Set.of(),
        outside,
        "generated code must call the runtime through io.pipespec.runtime.suite only: give the"
            + " suite room a factory for what the processor's writer names (TypeNames)");
  }

  private static List<Path> generatedSuites() throws IOException {
    try (Stream<Path> files = Files.walk(generatedSources())) {
      return files
          .filter(file -> file.getFileName().toString().matches("Pipespec_.*\\.java"))
          .sorted()
          .toList();
    }
  }

  private static Path generatedSources() {
    return Path.of(System.getProperty("basedir", "."), "target", "generated-test-sources");
  }
}
