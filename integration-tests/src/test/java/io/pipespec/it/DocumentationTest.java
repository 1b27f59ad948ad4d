package io.pipespec.it;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps README.md and {@code docs/} true to the build: every Java and XML snippet is compiled (and
 * run, where it is a test) by the build, every relative link leads somewhere, and the README stays
 * short.
 *
 * <p>A snippet says where the build has it, on the line before its fence:
 *
 * <ul>
 *   <li>{@code <!-- snippet: samples/src/test/java/.../ScoresJobTest.java#job -->}: the block is,
 *       line for line (indentation aside), the region {@code job} of that file, between the lines
 *       {@code // snippet:job} and {@code // end snippet:job} (in XML, {@code <!-- snippet:job -->}
 *       and {@code <!-- end snippet:job -->}). The file is compiled and run by the build, so the
 *       snippet is too. {@code @pipespec.version@} in a region is this build's version.
 *   <li>{@code <!-- snippet: excerpt of processor/src/test/resources/expected/...java -->}: the
 *       block's lines, stripped, are consecutive lines of that file (a file the build compiles or
 *       checks, such as a generated suite that {@code GoldenTest} compares).
 *   <li>{@code <!-- snippet: built by ReadmeProjectTest -->}: that test of this module reads the
 *       block from this very document and builds it (its source names the document).
 * </ul>
 *
 * <p>After changing a region, {@code -Dpipespec.docs.write=true} rewrites the blocks from their
 * regions instead of failing.
 */
class DocumentationTest {

  private static final Path ROOT = ConsumerProject.ROOT;
  private static final boolean WRITE = Boolean.getBoolean("pipespec.docs.write");
  private static final int README_LIMIT = 200;

  private static final Pattern FENCE = Pattern.compile("^( *)```(java|xml)\\s*$");
  private static final Pattern MARKER =
      Pattern.compile(
          "^\\s*<!-- snippet: (?:built by (\\w+)|excerpt of (\\S+)|([^#\\s]+)#([\\w-]+)) -->\\s*$");
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

  @Test
  void theReadmeIsShort() throws IOException {
    List<String> lines = Files.readAllLines(ROOT.resolve("README.md"));
    assertWithMessage(
            "README.md has %s lines; it should stay at most %s (move detail to docs/)",
            lines.size(), README_LIMIT)
        .that(lines.size())
        .isAtMost(README_LIMIT);
  }

  @Test
  void everySnippetIsOneTheBuildCompiles() throws IOException {
    List<String> problems = new ArrayList<>();
    int snippets = 0;
    for (Path document : documents()) {
      List<String> lines = new ArrayList<>(Files.readAllLines(document));
      boolean changed = false;
      for (int i = 0; i < lines.size(); i++) {
        Matcher fence = FENCE.matcher(lines.get(i));
        if (!fence.matches()) {
          continue;
        }
        snippets++;
        String where = ROOT.relativize(document) + ":" + (i + 1);
        int end = closingFence(lines, i + 1, fence.group(1));
        Matcher marker = MARKER.matcher(i > 0 ? lines.get(i - 1) : "");
        if (!marker.matches()) {
          problems.add(
              where
                  + ": a "
                  + fence.group(2)
                  + " block without a snippet marker on the line before it; name the file the"
                  + " build compiles it from (<!-- snippet: path#region -->) or the test that"
                  + " builds it (<!-- snippet: built by SomeTest -->)");
          i = end;
          continue;
        }
        List<String> block = lines.subList(i + 1, end);
        if (marker.group(1) != null) {
          builtBy(marker.group(1), document)
              .ifPresent(problem -> problems.add(where + ": " + problem));
        } else if (marker.group(2) != null) {
          excerpt(ROOT.resolve(marker.group(2)).normalize(), block)
              .ifPresent(problem -> problems.add(where + ": " + problem));
        } else {
          Path source = ROOT.resolve(marker.group(3)).normalize();
          List<String> region;
          try {
            region = region(source, marker.group(4));
          } catch (IllegalArgumentException e) {
            problems.add(where + ": " + e.getMessage());
            i = end;
            continue;
          }
          List<String> expected = indent(region, fence.group(1));
          if (!expected.equals(block)) {
            if (WRITE) {
              lines.subList(i + 1, end).clear();
              lines.addAll(i + 1, expected);
              end = i + 1 + expected.size();
              changed = true;
            } else {
              problems.add(
                  where
                      + ": the block differs from "
                      + marker.group(3)
                      + "#"
                      + marker.group(4)
                      + firstDifference(expected, block)
                      + "; rerun with -Dpipespec.docs.write=true to copy the region in");
            }
          }
        }
        i = end;
      }
      if (changed) {
        Files.write(document, lines);
      }
    }
    assertWithMessage("no snippet found: is %s the repository?", ROOT).that(snippets).isAtLeast(5);
    assertWithMessage("snippets that the build does not check:\n%s", String.join("\n", problems))
        .that(problems)
        .isEmpty();
  }

  @Test
  void everyRelativeLinkLeadsToAFileAndHeading() throws IOException {
    List<String> problems = new ArrayList<>();
    for (Path document : documents()) {
      String text = withoutCode(Files.readString(document));
      Matcher link = LINK.matcher(text);
      while (link.find()) {
        String target = link.group(1);
        if (target.matches("^[a-z]+:.*")) {
          continue; // http:, https:, file:, mailto:
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path linked = file.isEmpty() ? document : document.getParent().resolve(file).normalize();
        String where = ROOT.relativize(document) + ": (" + target + ")";
        if (!Files.exists(linked)) {
          problems.add(where + ": no such file " + ROOT.relativize(linked));
        } else if (hash >= 0 && linked.toString().endsWith(".md")) {
          String anchor = target.substring(hash + 1);
          if (!anchors(linked).contains(anchor)) {
            problems.add(where + ": no heading #" + anchor + " in " + ROOT.relativize(linked));
          }
        }
      }
    }
    assertWithMessage("broken links:\n%s", String.join("\n", problems)).that(problems).isEmpty();
  }

  /** README.md and every Markdown file under docs/. */
  private static List<Path> documents() throws IOException {
    List<Path> documents = new ArrayList<>();
    documents.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
      docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(documents::add);
    }
    return documents;
  }

  private static int closingFence(List<String> lines, int from, String indent) {
    for (int i = from; i < lines.size(); i++) {
      if (lines.get(i).equals(indent + "```")) {
        return i;
      }
    }
    throw new AssertionError("a code block opened before line " + from + " is never closed");
  }

  /** Why the test named by a marker does not build this document, if it does not. */
  private static Optional<String> builtBy(String test, Path document) {
    Path source = ROOT.resolve("integration-tests/src/test/java/io/pipespec/it/" + test + ".java");
    if (!Files.exists(source)) {
      return Optional.of("no test " + test + " in integration-tests");
    }
    String name = ROOT.relativize(document).toString();
    if (!read(source).contains("\"" + name + "\"")) {
      return Optional.of(test + " does not read " + name);
    }
    return Optional.empty();
  }

  /** Why the block is not a run of consecutive lines of {@code source}, if it is not. */
  private static Optional<String> excerpt(Path source, List<String> block) {
    if (!Files.exists(source)) {
      return Optional.of("no such file " + ROOT.relativize(source));
    }
    List<String> lines = read(source).lines().map(String::strip).toList();
    List<String> wanted = block.stream().map(String::strip).toList();
    if (wanted.isEmpty() || Collections.indexOfSubList(lines, wanted) < 0) {
      return Optional.of(
          "the block is not an excerpt of "
              + ROOT.relativize(source)
              + " (its lines, stripped, are not consecutive lines of the file); copy them from it");
    }
    return Optional.empty();
  }

  /** The lines of a region of a source file, without its common indentation. */
  static List<String> region(Path source, String name) {
    if (!Files.exists(source)) {
      throw new IllegalArgumentException("no such file " + ROOT.relativize(source));
    }
    List<String> lines = read(source).lines().toList();
    Pattern start = Pattern.compile("^\\s*(//|<!--) snippet:" + Pattern.quote(name) + "( -->)?$");
    Pattern stop =
        Pattern.compile("^\\s*(//|<!--) end snippet:" + Pattern.quote(name) + "( -->)?$");
    Pattern anyMarker = Pattern.compile("^\\s*(//|<!--) (end )?snippet:[\\w-]+( -->)?$");
    int from = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (start.matcher(lines.get(i)).matches()) {
        from = i + 1;
      } else if (from >= 0 && stop.matcher(lines.get(i)).matches()) {
        List<String> region = new ArrayList<>();
        for (String line : lines.subList(from, i)) {
          if (!anyMarker.matcher(line).matches()) {
            region.add(line.replace("@pipespec.version@", ConsumerProject.VERSION));
          }
        }
        while (!region.isEmpty() && region.get(region.size() - 1).isBlank()) {
          region.remove(region.size() - 1); // the formatter's blank line before an end marker
        }
        while (!region.isEmpty() && region.get(0).isBlank()) {
          region.remove(0);
        }
        return dedent(region);
      }
    }
    throw new IllegalArgumentException(
        "no region '"
            + name
            + "' in "
            + ROOT.relativize(source)
            + " (between '// snippet:"
            + name
            + "' and '// end snippet:"
            + name
            + "', or their <!-- --> forms)");
  }

  private static List<String> dedent(List<String> lines) {
    int common = Integer.MAX_VALUE;
    for (String line : lines) {
      if (!line.isBlank()) {
        common = Math.min(common, line.length() - line.stripLeading().length());
      }
    }
    List<String> result = new ArrayList<>();
    for (String line : lines) {
      result.add(line.isBlank() ? "" : line.substring(common));
    }
    return result;
  }

  private static List<String> indent(List<String> lines, String indent) {
    return lines.stream().map(line -> line.isEmpty() ? "" : indent + line).toList();
  }

  private static String firstDifference(List<String> expected, List<String> actual) {
    for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
      String want = i < expected.size() ? expected.get(i) : "<nothing>";
      String have = i < actual.size() ? actual.get(i) : "<nothing>";
      if (!want.equals(have)) {
        return " at its line "
            + (i + 1)
            + ": the source has \""
            + want
            + "\", the document \""
            + have
            + "\"";
      }
    }
    return "";
  }

  /** The text without fenced blocks and inline code, where brackets are not links. */
  private static String withoutCode(String text) {
    return text.replaceAll("(?s)```.*?```", "").replaceAll("`[^`\\n]*`", "");
  }

  /** The anchors GitHub makes of a Markdown file's headings. */
  private static Set<String> anchors(Path markdown) {
    Set<String> anchors = new LinkedHashSet<>();
    for (String line : read(markdown).replaceAll("(?s)```.*?```", "").lines().toList()) {
      if (line.startsWith("#")) {
        String heading = line.replaceFirst("^#+\\s*", "").toLowerCase(Locale.ROOT);
        anchors.add(heading.replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-'));
      }
    }
    return anchors;
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
