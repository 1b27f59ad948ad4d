package io.pipespec.engine.report;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.snapshot.TextFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The index of the timeline reports: every scenario that ran, with its verdicts and a link to its
 * page when it has one. Scenarios may finish on several threads; each test JVM writes the index
 * once, at its end, with the scenarios every JVM of the build (Surefire's {@code forkCount > 1})
 * has written to the report directory so far ({@link IndexEntries}), under a lock that JVMs share
 * ({@link IndexLock}), so that the last one to finish lists them all.
 */
@API(status = INTERNAL)
public final class ReportIndex {

  /**
   * One scenario.
   *
   * @param counts how many expectations had each verdict ("failed", "passed", ...)
   * @param page the scenario's page, when one was written
   */
  public record Entry(
      String testClass, String scenario, Map<String, Integer> counts, Optional<Path> page) {
    public Entry {
      requireNonNull(testClass, "testClass");
      requireNonNull(scenario, "scenario");
      counts = Map.copyOf(counts);
      requireNonNull(page, "page");
    }
  }

  private final ReportSettings settings;
  private final List<Entry> entries = new ArrayList<>();

  /** When this run started: a page written since is not one of an earlier run's. */
  private final Instant runStart = Instant.now();

  /** How the index shows when a class's entries were written. */
  private static final DateTimeFormatter WRITTEN =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT).withZone(ZoneOffset.UTC);

  /** The index of a run that starts now. */
  public ReportIndex(ReportSettings settings) {
    this.settings = requireNonNull(settings, "settings");
  }

  public ReportSettings settings() {
    return settings;
  }

  public synchronized void add(Entry entry) {
    entries.add(requireNonNull(entry, "entry"));
  }

  /**
   * Writes this JVM's scenarios to the entry files of their test classes ({@link IndexEntries}),
   * then {@code index.html} from every test class's entries in the directory, those other JVMs of
   * the build wrote too, when any scenario ran and reports are on; removes the pages of earlier
   * runs of the test classes that ran ({@link StalePages}); returns the index's path.
   */
  public synchronized Optional<Path> write() {
    if (settings.mode() == ReportMode.NONE || entries.isEmpty()) {
      return Optional.empty();
    }
    Path directory = settings.directory();
    Path index = directory.resolve("index.html");
    Map<String, List<Entry>> byClass = new LinkedHashMap<>();
    for (Entry entry : entries) {
      byClass.computeIfAbsent(entry.testClass(), c -> new ArrayList<>()).add(entry);
    }
    try {
      Files.createDirectories(directory.resolve(IndexEntries.FOLDER));
      IndexLock.holding(
          directory.resolve(IndexEntries.FOLDER),
          () -> {
            Instant written = Instant.now();
            for (Map.Entry<String, List<Entry>> testClass : byClass.entrySet()) {
              IndexEntries.write(
                  directory,
                  new IndexEntries.ClassEntries(testClass.getKey(), written, testClass.getValue()));
            }
            TextFiles.replace(index, html(directory, IndexEntries.readAll(directory)));
          });
      StalePages.remove(directory, entries, runStart);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write the timeline report index " + index, e);
    }
    return Optional.of(index);
  }

  /**
   * The index of {@code classes}' scenarios, each with when it was written: a test class that did
   * not run in this build keeps the entries of its last run, which the index shows as what they
   * are.
   */
  static String html(Path directory, List<IndexEntries.ClassEntries> classes) {
    List<IndexEntries.ClassEntries> sortedClasses = new ArrayList<>(classes);
    sortedClasses.sort(Comparator.comparing(IndexEntries.ClassEntries::testClass));
    StringBuilder html = new StringBuilder();
    html.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head>")
        .append("<meta charset=\"utf-8\"/><title>Pipespec timeline reports</title><style>")
        .append(PageStyle.CSS)
        .append("</style></head><body><h1>Pipespec timeline reports</h1><p class=\"note\">")
        .append("Each test class's scenarios as the test JVM that ran it last wrote them, at the")
        .append(" time in the written column (UTC): a class that did not run in this build shows")
        .append(" its earlier run's.</p><table><thead><tr>")
        .append("<th>test class</th><th>scenario</th><th>verdicts</th><th>page</th>")
        .append("<th>written</th></tr></thead><tbody>");
    for (IndexEntries.ClassEntries testClass : sortedClasses) {
      List<Entry> sorted = new ArrayList<>(testClass.entries());
      sorted.sort(Comparator.comparing(Entry::scenario));
      for (Entry entry : sorted) {
        row(html, directory, entry);
        html.append("<td class=\"written\">")
            .append(Html.text(WRITTEN.format(testClass.written())))
            .append("</td></tr>");
      }
    }
    html.append("</tbody></table></body></html>\n");
    return html.toString();
  }

  /** The row of {@code entry} but its written time and the row's end. */
  private static void row(StringBuilder html, Path directory, Entry entry) {
    html.append("<tr class=\"scenario-entry\"><td>")
        .append(Html.text(entry.testClass()))
        .append("</td><td>")
        .append(Html.text(entry.scenario()))
        .append("</td><td>");
    for (String word : List.of("failed", "refused", "passed", "not judged")) {
      Integer count = entry.counts().get(word);
      if (count != null && count > 0) {
        html.append("<span class=\"verdict ")
            .append(word.replace(' ', '-'))
            .append("\">")
            .append(count)
            .append(' ')
            .append(word)
            .append("</span> ");
      }
    }
    html.append("</td><td>");
    if (entry.page().isPresent()) {
      String href = IndexEntries.relative(directory, entry.page().get());
      html.append("<a href=\"").append(Html.text(href)).append("\">timeline</a>");
    } else {
      html.append("<span class=\"note\">no page</span>");
    }
    html.append("</td>");
  }
}
