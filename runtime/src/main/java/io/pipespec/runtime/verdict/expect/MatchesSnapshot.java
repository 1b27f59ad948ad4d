package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.capture.RunnerVerdict;
import io.pipespec.runtime.verdict.literal.LiteralException;
import io.pipespec.runtime.verdict.literal.LiteralReader;
import io.pipespec.runtime.verdict.literal.LiteralWriter;
import io.pipespec.runtime.verdict.snapshot.ReviewedFiles;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile.Entry;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.jspecify.annotations.Nullable;
import org.opentest4j.AssertionFailedError;

/**
 * {@code @ExpectSnapshot}: the elements in scope are those of a file kept with the tests ({@link
 * SnapshotFile}). The file's lines are read back into elements and judged as
 * {@code @ExpectContains} judges its literals ({@link ContainsInAnyOrder}, the same message); when
 * the file groups its elements by window (and pane), each element must also be in its group. The
 * run's {@link SnapshotMode} says whether a missing file is recorded and a differing one rewritten.
 */
final class MatchesSnapshot<T> implements Expectation {

  /** The line every failure that a rewrite of the file would fix ends with. */
  static final String UPDATE_HINT = "rerun with -Dpipespec.snapshots=update to rewrite it";

  /** The most differences a message or an update's note lists. */
  static final int LISTED = 10;

  private final String path;
  private final String subject;
  private final String elementType;
  private final TypeDescriptor<T> type;
  private final Supplier<LiteralReader<T>> reader;
  private final @Nullable KeyPath key;

  /**
   * @param path the file's path relative to the snapshots' directory, {@code '/'}-separated
   * @param subject what the output is of, for the file's title: {@code TeamScoresTest.AllOnTime,
   *     expectation onTimeTotals}
   * @param elementType the element type as the file's header writes it: {@code KV<String, Integer>}
   */
  MatchesSnapshot(String path, String subject, String elementType, TypeDescriptor<T> type) {
    this(path, subject, elementType, type, () -> LiteralReader.of(type), null);
  }

  /** With a {@code key} for differences by key in a failure. */
  MatchesSnapshot(
      String path, String subject, String elementType, TypeDescriptor<T> type, KeyPath key) {
    this(path, subject, elementType, type, () -> LiteralReader.of(type), key);
  }

  /** With {@code reader} for the lines of the file, for tests of types the reader lacks. */
  MatchesSnapshot(
      String path,
      String subject,
      String elementType,
      TypeDescriptor<T> type,
      Supplier<LiteralReader<T>> reader,
      @Nullable KeyPath key) {
    this.key = key;
    this.path = requireNonNull(path, "path");
    this.subject = requireNonNull(subject, "subject");
    this.elementType = requireNonNull(elementType, "elementType");
    this.type = requireNonNull(type, "type");
    this.reader = requireNonNull(reader, "reader");
  }

  @Override
  public String describe() {
    return "matches snapshot " + path.substring(path.lastIndexOf('/') + 1);
  }

  @Override
  public Optional<String> snapshotFile() {
    return Optional.of(path);
  }

  @Override
  public OnRunner onRunner() {
    return new OnRunner.Snapshot(path, type, elementType);
  }

  @Override
  public void verify(Observation observation) {
    SnapshotSettings settings = observation.snapshots();
    Path file = settings.directory().resolve(path);
    if (observation.runnerVerdict().isPresent()) {
      judgedOnRunner(observation, file, observation.runnerVerdict().get());
      return;
    }
    WrittenSnapshot actual = WrittenSnapshot.of(observation, subject, elementType);
    if (!Files.exists(file)) {
      if (settings.mode() == SnapshotMode.VERIFY) {
        throw new AssertionFailedError(
            "No snapshot of output '"
                + observation.output().name()
                + "' at "
                + file
                + ": rerun with -Dpipespec.snapshots=record to record it from this run's output ("
                + Rendering.elements(actual.entries().size())
                + "), then review and commit it");
      }
      ReviewedFiles.write(file, actual.text(), "The snapshot");
      ReviewedFiles.note(
          "recorded snapshot "
              + file
              + " ("
              + Rendering.elements(actual.entries().size())
              + "): review and commit it");
      return;
    }
    String content = ReviewedFiles.read(file, "The snapshot");
    if (settings.mode() == SnapshotMode.UPDATE) {
      if (!content.equals(actual.text())) {
        ReviewedFiles.write(file, actual.text(), "The snapshot");
        ReviewedFiles.note(
            "updated snapshot " + file + ": " + SnapshotDifferences.change(content, actual));
      }
      return;
    }
    judge(observation, file, content, actual);
  }

  private void judge(Observation observation, Path file, String content, WrittenSnapshot actual) {
    SnapshotFile.Contents contents;
    try {
      contents = SnapshotFile.read(content);
    } catch (SnapshotFile.FormatException e) {
      throw new AssertionFailedError(
          file + ":" + e.line() + ": not a snapshot file: " + e.getMessage() + "\n" + UPDATE_HINT);
    }
    String written = contents.elementType().orElse(elementType);
    if (!written.equals(elementType)) {
      throw new AssertionFailedError(
          "The snapshot "
              + file
              + " was written for "
              + written
              + ", the output '"
              + observation.output().name()
              + "' holds "
              + elementType
              + ": "
              + UPDATE_HINT);
    }
    List<Entry> entries = contents.plain();
    String sha256 = SnapshotFile.sha256(entries);
    boolean countDiffers = contents.count().isPresent() && contents.count().get() != entries.size();
    boolean hashDiffers = contents.sha256().isPresent() && !contents.sha256().get().equals(sha256);
    if (countDiffers || hashDiffers) {
      throw new AssertionFailedError(
          "The snapshot "
              + file
              + " was edited by hand: its header says "
              + contents.count().map(Rendering::elements).orElse("no element count")
              + " and sha256 "
              + contents.sha256().orElse("(none)")
              + ", its lines hold "
              + Rendering.elements(entries.size())
              + " with sha256 "
              + sha256
              + ". If the edit is meant, write those two values into the header (or delete the"
              + " '# elements:' and '# sha256:' lines); else "
              + UPDATE_HINT);
    }
    List<T> expected = elements(file, contents);
    try {
      new ContainsInAnyOrder(expected, key).verify(observation);
    } catch (ElementMismatchError mismatch) {
      throw mismatch.withMessage(
          mismatch.getMessage() + "\nsnapshot   : " + file + "\n" + UPDATE_HINT);
    }
    if (contents.groupedBy().isPresent() || actual.groupedBy().isPresent()) {
      List<Entry> read = new ArrayList<>(expected.size());
      for (int i = 0; i < expected.size(); i++) {
        read.add(new Entry(entries.get(i).group(), LiteralWriter.line(expected.get(i))));
      }
      SnapshotDifferences.compareGroups(observation, file, read, actual.entries());
    }
  }

  /**
   * The runner counted the file's lines against the output ({@code RunnerJudging}), after the
   * header was checked when the pipeline was built; here the header's count is checked against what
   * the runner read (its hash would need every line in the JVM: not checked), and the differences
   * are told as in the JVM.
   */
  private void judgedOnRunner(Observation observation, Path file, RunnerVerdict verdict) {
    SnapshotFile.Header header = header(file);
    if (header.count().isPresent() && header.count().get() != verdict.expectedCount()) {
      throw new AssertionFailedError(
          "The snapshot "
              + file
              + " was edited by hand: its header says "
              + Rendering.elements(header.count().get())
              + ", its lines hold "
              + Rendering.elements(verdict.expectedCount())
              + ". If the edit is meant, write that count into the header (or delete the"
              + " '# elements:' and '# sha256:' lines); else "
              + UPDATE_HINT);
    }
    try {
      new ContainsInAnyOrder(List.of(), key).verify(observation);
    } catch (ElementMismatchError mismatch) {
      throw mismatch.withMessage(
          mismatch.getMessage() + "\nsnapshot   : " + file + "\n" + UPDATE_HINT);
    }
  }

  /**
   * Why a snapshot cannot be judged on the runner before the run: its mode writes files, it is
   * missing, unreadable, grouped by window, or written for another element type; empty when it can.
   */
  static Optional<String> runnerRefusal(SnapshotSettings settings, OnRunner.Snapshot snapshot) {
    if (settings.mode() != SnapshotMode.VERIFY) {
      return Optional.of(
          "pipespec.snapshots="
              + settings.mode().name().toLowerCase(java.util.Locale.ROOT)
              + " writes the file from the output's elements in the test JVM; record or update"
              + " with pipespec.judge=jvm");
    }
    Path file = settings.directory().resolve(snapshot.path());
    if (!Files.exists(file)) {
      return Optional.of(
          "there is no snapshot at "
              + file
              + "; record it with -Dpipespec.snapshots=record -Dpipespec.judge=jvm, then review"
              + " and commit it");
    }
    SnapshotFile.Header header;
    try {
      header = header(file);
    } catch (AssertionFailedError e) {
      return Optional.of(String.valueOf(e.getMessage()));
    }
    if (header.sha256().isEmpty()) {
      return Optional.of(
          "the snapshot "
              + file
              + " has no '# sha256:' line, which ends the header of a written file; judge it in"
              + " the test JVM (pipespec.judge=jvm), or "
              + UPDATE_HINT);
    }
    if (header.groupedBy().isPresent()) {
      return Optional.of(
          "the snapshot "
              + file
              + " is grouped by "
              + header.groupedBy().get()
              + ", which is judged in the test JVM only; judge it there (pipespec.judge=jvm)");
    }
    String written = header.elementType().orElse(snapshot.elementType());
    if (!written.equals(snapshot.elementType())) {
      return Optional.of(
          "the snapshot "
              + file
              + " was written for "
              + written
              + ", the output holds "
              + snapshot.elementType()
              + ": "
              + UPDATE_HINT);
    }
    return Optional.empty();
  }

  /** How many elements the header of the snapshot's file counts; 0 when it counts none. */
  static long headerCount(SnapshotSettings settings, OnRunner.Snapshot snapshot) {
    return header(settings.directory().resolve(snapshot.path())).count().orElse(0L);
  }

  /** The header of the file, reading no more of it. */
  private static SnapshotFile.Header header(Path file) {
    try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return SnapshotFile.header(reader.lines().iterator());
    } catch (IOException | UncheckedIOException e) {
      throw new AssertionFailedError("The snapshot " + file + " cannot be read: " + e, e);
    } catch (SnapshotFile.FormatException e) {
      throw new AssertionFailedError(
          file + ":" + e.line() + ": not a snapshot file: " + e.getMessage() + "\n" + UPDATE_HINT);
    }
  }

  /** The elements of the file's lines, read as literals of the element type. */
  private List<T> elements(Path file, SnapshotFile.Contents contents) {
    LiteralReader<T> reader;
    try {
      reader = this.reader.get();
    } catch (RuntimeException e) {
      throw new AssertionFailedError(
          "The snapshot " + file + " cannot be read as " + type + ": " + e.getMessage(), e);
    }
    List<T> elements = new ArrayList<>(contents.entries().size());
    for (SnapshotFile.ReadEntry entry : contents.entries()) {
      try {
        elements.add(reader.read(LiteralWriter.unescape(entry.entry().line())));
      } catch (LiteralException e) {
        throw new AssertionFailedError(
            file
                + ":"
                + entry.number()
                + ":"
                + (entry.column() - 1 + e.column())
                + ": not a literal of "
                + elementType
                + ": "
                + e.getMessage()
                + "\n  "
                + entry.entry().line()
                + "\nFix the line, or "
                + UPDATE_HINT,
            e);
      }
    }
    return elements;
  }
}
