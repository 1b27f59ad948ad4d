package io.pipespec.processor.reference;

import io.pipespec.processor.validation.ErrorTag;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Renders {@code docs/reference/compile-errors.md} from {@link ErrorTag}: a section per topic, an
 * entry per tag with what is wrong, how to fix it and, where a test of this module expects a
 * message of the tag, that message as the example.
 *
 * <p>The examples come from the test sources, not from running the processor: every tag has a
 * negative test ({@code ErrorTagCoverageTest}), whose expected text is a part of the real message
 * that the test proves the processor prints.
 */
public final class CompileErrorReference {

  /** The page, relative to the repository's root. */
  public static final Path PAGE = Path.of("docs", "reference", "compile-errors.md");

  /** The command that rewrites the page, as the out-of-date failure quotes it. */
  public static final String REGENERATE =
      "mvn -B -pl processor -am test -Dtest=CompileErrorReferenceTest"
          + " -Dsurefire.failIfNoSpecifiedTests=false -Dpipespec.docs.write=true";

  /** An example longer than this is passed over for a shorter one, if there is one. */
  private static final int LONGEST_EXAMPLE = 320;

  private static final String STRING = "\"((?:[^\"\\\\]|\\\\.)*)\"";

  /** {@code "[Tag] text"}, then any {@code + "more text"} that continues it. */
  private static final Pattern EXPECTED_MESSAGE =
      Pattern.compile(
          "\"\\[(Pipespec\\w+)\\] ((?:[^\"\\\\]|\\\\.)*)\"((?:\\s*\\+\\s*" + STRING + ")*)");

  private static final Pattern STRING_LITERAL = Pattern.compile(STRING);

  private CompileErrorReference() {}

  /** The page, with the examples read from the {@code .java} files under {@code testSources}. */
  public static String render(Path testSources) {
    Map<ErrorTag, String> examples = examples(testSources);
    StringBuilder page = new StringBuilder();
    page.append("# Compile-error reference\n\n")
        .append("<!-- Generated from ErrorTag by CompileErrorReferenceTest; do not edit by hand.")
        .append(" Regenerate: ")
        .append(REGENERATE)
        .append(" -->\n\n")
        .append(
            "The Pipespec annotation processor checks a test class while javac compiles it."
                + " Every error it reports starts with a tag in brackets, such as"
                + " `[PipespecNoUnderTest]`, is attached to the element and annotation value at"
                + " fault, and says how to fix it. Tags are stable: a tag is never renamed, so a"
                + " build log can be searched for one and this page looked up by it. Each entry"
                + " below says what is wrong, how to fix it and, as an example, a message of the"
                + " tag that a test of the processor expects (often its first part).\n\n");
    Map<ErrorTag.Topic, List<ErrorTag>> byTopic = new LinkedHashMap<>();
    for (ErrorTag.Topic topic : ErrorTag.Topic.values()) {
      byTopic.put(topic, new ArrayList<>());
    }
    for (ErrorTag tag : ErrorTag.values()) {
      byTopic.get(tag.topic()).add(tag);
    }
    page.append("## Contents\n\n");
    byTopic.forEach(
        (topic, tags) -> {
          if (!tags.isEmpty()) {
            page.append("- ").append(topic.title()).append(": ");
            page.append(
                String.join(
                    ", ",
                    tags.stream()
                        .map(
                            tag ->
                                "["
                                    + tag.name()
                                    + "](#"
                                    + tag.name().toLowerCase(Locale.ROOT)
                                    + ")")
                        .toList()));
            page.append('\n');
          }
        });
    byTopic.forEach(
        (topic, tags) -> {
          if (tags.isEmpty()) {
            return;
          }
          page.append("\n## ").append(topic.title()).append('\n');
          for (ErrorTag tag : tags) {
            page.append("\n### ").append(tag.name()).append("\n\n");
            page.append("**What is wrong:** ").append(tag.what()).append("\n\n");
            page.append("**How to fix it:** ").append(tag.fix()).append('\n');
            String example = examples.get(tag);
            if (example != null) {
              page.append("\n```text\n").append(example).append("\n```\n");
            }
          }
        });
    return page.toString();
  }

  /**
   * An example message per tag: of the messages tests expect, a complete sentence if there is one,
   * the longest not over {@link #LONGEST_EXAMPLE} characters, ties broken by text so that the page
   * does not depend on the order files are read in.
   */
  static Map<ErrorTag, String> examples(Path testSources) {
    Map<String, Set<String>> expected = new TreeMap<>();
    for (String source : sources(testSources)) {
      Matcher message = EXPECTED_MESSAGE.matcher(source);
      while (message.find()) {
        StringBuilder text = new StringBuilder(unescape(message.group(2)));
        Matcher more = STRING_LITERAL.matcher(message.group(3));
        while (more.find()) {
          text.append(unescape(more.group(1)));
        }
        String body = text.toString().strip();
        // Shared prefixes such as "[PipespecBadLiteral] " and placeholders such as "..." say
        // nothing about the message.
        if (body.length() >= 12) {
          expected
              .computeIfAbsent(message.group(1), t -> new TreeSet<>())
              .add("[" + message.group(1) + "] " + body);
        }
      }
    }
    Map<ErrorTag, String> examples = new LinkedHashMap<>();
    for (ErrorTag tag : ErrorTag.values()) {
      Optional.ofNullable(expected.get(tag.name()))
          .flatMap(CompileErrorReference::best)
          .ifPresent(example -> examples.put(tag, example));
    }
    return examples;
  }

  private static Optional<String> best(Set<String> messages) {
    Comparator<String> preference =
        Comparator.<String, Boolean>comparing(m -> m.length() <= LONGEST_EXAMPLE)
            .thenComparing(m -> m.endsWith("."))
            .thenComparing(m -> m.length() <= LONGEST_EXAMPLE ? m.length() : -m.length())
            .thenComparing(Comparator.reverseOrder());
    return messages.stream().max(preference).map(m -> m.endsWith(".") ? m : m + " …");
  }

  private static List<String> sources(Path root) {
    try (Stream<Path> files = Files.walk(root)) {
      List<String> sources = new ArrayList<>();
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        sources.add(Files.readString(file, StandardCharsets.UTF_8));
      }
      return sources;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The text of a Java string literal's body: {@code \"} and {@code \\} and friends undone. */
  static String unescape(String literal) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < literal.length(); i++) {
      char c = literal.charAt(i);
      if (c != '\\' || i + 1 == literal.length()) {
        text.append(c);
        continue;
      }
      char next = literal.charAt(++i);
      switch (next) {
        case 'n' -> text.append('\n');
        case 't' -> text.append('\t');
        case 'u' -> {
          text.append((char) Integer.parseInt(literal.substring(i + 1, i + 5), 16));
          i += 4;
        }
        default -> text.append(next);
      }
    }
    return text.toString();
  }
}
