package io.pipespec.engine.report;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The index of a test run: every scenario that ran, with its verdicts and a link to its page when
 * it has one. Scenarios may finish on several threads; the index is written once, at the end.
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
   * Writes {@code index.html} when any scenario ran and reports are on, and removes the pages of
   * earlier runs of the test classes that ran ({@link StalePages}); returns its path.
   */
  public synchronized Optional<Path> write() {
    if (settings.mode() == ReportMode.NONE || entries.isEmpty()) {
      return Optional.empty();
    }
    Path index = settings.directory().resolve("index.html");
    try {
      Files.createDirectories(settings.directory());
      Files.writeString(index, html(settings.directory(), entries), StandardCharsets.UTF_8);
      StalePages.remove(settings.directory(), entries, runStart);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write the timeline report index " + index, e);
    }
    return Optional.of(index);
  }

  static String html(Path directory, List<Entry> entries) {
    List<Entry> sorted = new ArrayList<>(entries);
    sorted.sort(Comparator.comparing(Entry::testClass).thenComparing(Entry::scenario));
    StringBuilder html = new StringBuilder();
    html.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head>")
        .append("<meta charset=\"utf-8\"/><title>Pipespec timeline reports</title><style>")
        .append(PageStyle.CSS)
        .append("</style></head><body><h1>Pipespec timeline reports</h1><table><thead><tr>")
        .append("<th>test class</th><th>scenario</th><th>verdicts</th><th>page</th>")
        .append("</tr></thead><tbody>");
    for (Entry entry : sorted) {
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
        String href = directory.relativize(entry.page().get()).toString().replace('\\', '/');
        html.append("<a href=\"").append(Html.text(href)).append("\">timeline</a>");
      } else {
        html.append("<span class=\"note\">no page</span>");
      }
      html.append("</td></tr>");
    }
    html.append("</tbody></table></body></html>\n");
    return html.toString();
  }
}
