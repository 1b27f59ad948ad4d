package io.pipespec.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import io.pipespec.processor.reference.CompileErrorReference;
import io.pipespec.processor.validation.ErrorTag;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The compile-error reference, {@code docs/reference/compile-errors.md}, is the page {@link
 * CompileErrorReference} renders from {@link ErrorTag}; every tag is described and reported.
 *
 * <p>With {@code -Dpipespec.docs.write=true} the test rewrites the page instead of failing.
 */
class CompileErrorReferenceTest {

  /** The repository's root, seen from this module's directory, where Maven runs the tests. */
  private static final Path REPOSITORY = Path.of("..");

  private static final Path MAIN = Path.of("src/main/java");
  private static final Path TESTS = Path.of("src/test/java");

  @Test
  void thePageInTheRepositoryIsTheRenderedOne() throws IOException {
    Path page = REPOSITORY.resolve(CompileErrorReference.PAGE);
    assertWithMessage("the repository's docs/ folder, seen from %s", Path.of("").toAbsolutePath())
        .that(Files.isDirectory(REPOSITORY.resolve("docs")))
        .isTrue();
    String rendered = CompileErrorReference.render(TESTS);
    if (Boolean.getBoolean("pipespec.docs.write")) {
      Files.createDirectories(page.getParent());
      Files.writeString(page, rendered, StandardCharsets.UTF_8);
    }
    String written = Files.exists(page) ? Files.readString(page, StandardCharsets.UTF_8) : "";
    assertWithMessage(
            "%s is out of date with ErrorTag and its error-tags.properties (or the messages the"
                + " tests expect). Regenerate it with:\n  %s\nand commit the result",
            CompileErrorReference.PAGE, CompileErrorReference.REGENERATE)
        .that(written)
        .isEqualTo(rendered);
  }

  @Test
  void everyTagSaysWhatIsWrongAndHowToFixIt() {
    List<String> undescribed = new ArrayList<>();
    for (ErrorTag tag : ErrorTag.values()) {
      if (tag.what().isBlank() || tag.fix().isBlank()) {
        undescribed.add(tag.name());
      }
    }
    assertWithMessage("Tags without a what or a fix in ErrorTag").that(undescribed).isEmpty();
  }

  @Test
  void everyTagIsReportedByTheProcessor() throws IOException {
    String main = mainSources();
    List<String> unused = new ArrayList<>();
    for (ErrorTag tag : ErrorTag.values()) {
      if (!Pattern.compile("\\bErrorTag\\." + tag.name() + "\\b").matcher(main).find()) {
        unused.add(tag.name());
      }
    }
    assertWithMessage(
            "Tags no code in %s reports (remove them from ErrorTag only if no release printed"
                + " them; tags are never renamed)",
            MAIN.toAbsolutePath())
        .that(unused)
        .isEmpty();
  }

  @Test
  void theExamplesAreMessagesOfTheirTags() {
    // Guards the reading of test sources: an example starts with its own tag, and a tag that a
    // negative test covers (all of them, ErrorTagCoverageTest says) has one.
    var examples = CompileErrorReference.render(TESTS);
    for (ErrorTag tag : ErrorTag.values()) {
      assertWithMessage("the entry of %s", tag)
          .that(examples)
          .contains("### " + tag.name() + "\n\n**What is wrong:** " + tag.what());
      assertWithMessage("the example of %s", tag)
          .that(examples)
          .containsMatch(
              Pattern.compile(
                  "### "
                      + tag.name()
                      + "\n[^#]*```text\n"
                      + Pattern.quote(tag.inBrackets())
                      + " "));
    }
  }

  private static String mainSources() throws IOException {
    StringBuilder all = new StringBuilder();
    try (Stream<Path> files = Files.walk(MAIN)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        if (!file.endsWith("ErrorTag.java")) {
          all.append(Files.readString(file, StandardCharsets.UTF_8)).append('\n');
        }
      }
    }
    return all.toString();
  }
}
