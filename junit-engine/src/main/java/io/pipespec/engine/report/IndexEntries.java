package io.pipespec.engine.report;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.verdict.snapshot.TextFiles;
import java.io.IOException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The index's scenarios of one test class, as the JVM that ran it last wrote them, in a file of
 * their own: {@code <report dir>/.pipespec-index/<test class>.entries}. Surefire with {@code
 * forkCount > 1} gives each test class to one JVM, so each file has one writer, which replaces it
 * whole; the index is built from every file present, so it lists the scenarios of every JVM.
 *
 * <p>The format is text, one record a line, fields separated by tabs, every field URL-encoded (a
 * tab or a line break in a name cannot break a line): a header, the time the entries were written,
 * the test class, and a line per scenario with its name, its counts ({@code failed=1&passed=2}) and
 * its page relative to the report directory (empty for none). A file that does not read as such is
 * skipped.
 */
final class IndexEntries {

  /** The folder of the entry files (and of the index's lock) in the report directory. */
  static final String FOLDER = ".pipespec-index";

  private static final String HEADER = "pipespec-index-entries\t1";
  private static final String SUFFIX = ".entries";

  /**
   * The scenarios of one test class.
   *
   * @param written when they were written: a class that did not run since keeps older ones
   */
  record ClassEntries(String testClass, Instant written, List<ReportIndex.Entry> entries) {
    ClassEntries {
      requireNonNull(testClass, "testClass");
      requireNonNull(written, "written");
      entries = List.copyOf(entries);
    }
  }

  private IndexEntries() {}

  /** Replaces the file of {@code entries}' test class in {@code directory}, atomically. */
  static void write(Path directory, ClassEntries entries) throws IOException {
    Path folder = directory.resolve(FOLDER);
    Files.createDirectories(folder);
    TextFiles.replace(
        folder.resolve(ScenarioReport.fileName(entries.testClass(), true) + SUFFIX),
        text(directory, entries));
  }

  /** Every class's entries present in {@code directory}, skipping files that do not read. */
  static List<ClassEntries> readAll(Path directory) throws IOException {
    Path folder = directory.resolve(FOLDER);
    List<ClassEntries> all = new ArrayList<>();
    if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
      return all;
    }
    try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SUFFIX)) {
      for (Path file : files) {
        read(directory, file).ifPresent(all::add);
      }
    }
    return all;
  }

  static String text(Path directory, ClassEntries entries) {
    StringBuilder text = new StringBuilder(HEADER).append('\n');
    text.append("written\t").append(entries.written()).append('\n');
    text.append("class\t").append(encode(entries.testClass())).append('\n');
    for (ReportIndex.Entry entry : entries.entries()) {
      if (!entry.testClass().equals(entries.testClass())) {
        throw new IllegalArgumentException(
            entry.testClass() + "'s entry among " + entries.testClass() + "'s");
      }
      List<String> counts = new ArrayList<>();
      entry.counts().forEach((word, count) -> counts.add(encode(word) + "=" + count));
      String page = entry.page().map(p -> relative(directory, p)).orElse("");
      text.append("scenario\t")
          .append(encode(entry.scenario()))
          .append('\t')
          .append(encode(String.join("&", counts)))
          .append('\t')
          .append(encode(page))
          .append('\n');
    }
    return text.toString();
  }

  /** The entries of {@code file}, or none when it is not an entry file of this format. */
  static Optional<ClassEntries> read(Path directory, Path file) {
    try {
      if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
        return Optional.empty();
      }
      Optional<ClassEntries> entries =
          parse(directory, Files.readString(file, StandardCharsets.UTF_8));
      // A file renamed by hand is not the entries of the class its name says.
      return entries.filter(
          e ->
              file.getFileName()
                  .toString()
                  .equals(ScenarioReport.fileName(e.testClass(), true) + SUFFIX));
    } catch (IOException | RuntimeException e) {
      // junk, an older format, bytes that are not UTF-8, a file removed meanwhile
      return Optional.empty();
    }
  }

  /** Throws a runtime exception (caught by {@link #read}) on a line that is not of the format. */
  private static Optional<ClassEntries> parse(Path directory, String text) {
    String[] lines = text.split("\n", -1);
    if (lines.length < 4 || !lines[0].equals(HEADER) || !lines[lines.length - 1].isEmpty()) {
      return Optional.empty();
    }
    Instant written = Instant.parse(field(lines[1], "written", 2)[1]);
    String testClass = decode(field(lines[2], "class", 2)[1]);
    List<ReportIndex.Entry> entries = new ArrayList<>();
    for (int i = 3; i < lines.length - 1; i++) {
      String[] fields = field(lines[i], "scenario", 4);
      entries.add(
          new ReportIndex.Entry(
              testClass,
              decode(fields[1]),
              counts(decode(fields[2])),
              page(directory, decode(fields[3]))));
    }
    return Optional.of(new ClassEntries(testClass, written, entries));
  }

  private static String[] field(String line, String name, int count) {
    String[] fields = line.split("\t", -1);
    if (fields.length != count || !fields[0].equals(name)) {
      throw new IllegalArgumentException("not a " + name + " line: " + line);
    }
    return fields;
  }

  private static Map<String, Integer> counts(String text) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    if (text.isEmpty()) {
      return counts;
    }
    for (String count : text.split("&", -1)) {
      int equals = count.lastIndexOf('=');
      if (equals < 0) {
        throw new IllegalArgumentException("not a count: " + count);
      }
      counts.put(decode(count.substring(0, equals)), Integer.parseInt(count.substring(equals + 1)));
    }
    return counts;
  }

  /**
   * The page at {@code relative} in {@code directory}: none when there is none, or when it would be
   * outside the directory or is not an {@code .html} file there any more.
   */
  private static Optional<Path> page(Path directory, String relative) {
    if (relative.isEmpty()) {
      return Optional.empty();
    }
    Path base = directory.toAbsolutePath().normalize();
    Path page = base.resolve(relative).normalize();
    return page.startsWith(base)
            && !page.equals(base)
            && page.getFileName().toString().endsWith(".html")
            && Files.isRegularFile(page, LinkOption.NOFOLLOW_LINKS)
        ? Optional.of(page)
        : Optional.empty();
  }

  /** {@code page}'s path in {@code directory}, with {@code /} between names on every system. */
  static String relative(Path directory, Path page) {
    return directory
        .toAbsolutePath()
        .normalize()
        .relativize(page.toAbsolutePath().normalize())
        .toString()
        .replace('\\', '/');
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }

  private static String decode(String text) {
    return URLDecoder.decode(text, StandardCharsets.UTF_8);
  }
}
