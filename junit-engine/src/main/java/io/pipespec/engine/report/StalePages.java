package io.pipespec.engine.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * Removes the pages of earlier runs from the report directory, so that it shows this run: a page of
 * a scenario that failed before and passes now would otherwise stay beside this run's pages.
 *
 * <p>Only in the folder of a test class this run ran, and only a page of Pipespec's (an {@code
 * .html} file that starts with {@link #GENERATOR}) that this run did not write and that was last
 * written before this run started. Surefire with {@code forkCount > 1} gives each test class to one
 * JVM, so a class's folder is that JVM's: the folders of the classes other forks run are never
 * touched, and the time guard keeps a page written meanwhile (by another build in the same
 * directory, say). A file the user put there, or a folder of a class that did not run, stays.
 */
final class StalePages {

  /** The mark in the head of every page Pipespec writes, by which it knows its own pages. */
  static final String GENERATOR = "<meta name=\"generator\" content=\"Pipespec timeline report\"/>";

  /** The mark is in the head: reading this much of a file is enough to tell. */
  private static final int HEAD = 1024;

  private StalePages() {}

  /**
   * Removes from {@code directory} the stale pages of {@code entries}' test classes: those this run
   * did not write and that were last written before {@code runStart}.
   */
  static void remove(Path directory, Collection<ReportIndex.Entry> entries, Instant runStart) {
    Set<String> classes = new HashSet<>();
    Set<Path> written = new HashSet<>();
    for (ReportIndex.Entry entry : entries) {
      classes.add(entry.testClass());
      entry.page().ifPresent(page -> written.add(page.toAbsolutePath().normalize()));
    }
    for (String testClass : classes) {
      Path folder = directory.resolve(ScenarioReport.fileName(testClass, true));
      if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
        continue;
      }
      try (DirectoryStream<Path> pages = Files.newDirectoryStream(folder, "*.html")) {
        for (Path page : pages) {
          if (!written.contains(page.toAbsolutePath().normalize()) && stale(page, runStart)) {
            Files.deleteIfExists(page);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot remove the pages of earlier runs in " + folder, e);
      }
    }
  }

  private static boolean stale(Path page, Instant runStart) throws IOException {
    return Files.isRegularFile(page, LinkOption.NOFOLLOW_LINKS)
        && Files.getLastModifiedTime(page, LinkOption.NOFOLLOW_LINKS).toInstant().isBefore(runStart)
        && pipespecs(page);
  }

  private static boolean pipespecs(Path page) throws IOException {
    try (InputStream in = Files.newInputStream(page)) {
      return new String(in.readNBytes(HEAD), StandardCharsets.UTF_8).contains(GENERATOR);
    }
  }
}
