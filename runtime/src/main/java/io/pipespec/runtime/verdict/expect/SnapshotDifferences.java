package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;
import static io.pipespec.runtime.verdict.expect.MatchesSnapshot.LISTED;
import static io.pipespec.runtime.verdict.expect.MatchesSnapshot.UPDATE_HINT;

import com.google.common.truth.Fact;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile.Entry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.opentest4j.AssertionFailedError;

/**
 * How a snapshot file and a run's output differ in their entries (an element under its window or
 * pane line), in words: the failure when they hold the same elements in other groups, and the note
 * of what an update changed. Each lists at most {@link MatchesSnapshot#LISTED} differences a side.
 */
final class SnapshotDifferences {

  private SnapshotDifferences() {}

  /**
   * Fails when an element of the file is under another window (or pane) line than the output's
   * element; by then both hold the same elements, so only their groups can differ.
   */
  static void compareGroups(
      Observation observation, Path file, List<Entry> expected, List<Entry> actual) {
    Map<Entry, Integer> surplus = new HashMap<>();
    for (Entry entry : expected) {
      surplus.merge(entry, 1, Integer::sum);
    }
    for (Entry entry : actual) {
      surplus.merge(entry, -1, Integer::sum);
    }
    List<String> onlyInFile = new ArrayList<>();
    List<String> onlyInOutput = new ArrayList<>();
    surplus.forEach(
        (entry, count) -> {
          for (int i = 0; i < Math.abs(count); i++) {
            (count > 0 ? onlyInFile : onlyInOutput).add(grouped(entry));
          }
        });
    if (onlyInFile.isEmpty() && onlyInOutput.isEmpty()) {
      return;
    }
    onlyInFile.sort(null);
    onlyInOutput.sort(null);
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("output", observation.output().name()));
    facts.add(fact("scope", observation.scope().describe()));
    for (int i = 0; i < onlyInFile.size() && i < LISTED; i++) {
      facts.add(fact("in the snapshot", onlyInFile.get(i)));
    }
    for (int i = 0; i < onlyInOutput.size() && i < LISTED; i++) {
      facts.add(fact("in the output", onlyInOutput.get(i)));
    }
    facts.add(fact("snapshot", file.toString()));
    throw new AssertionFailedError(
        Failures.message(
                "Output '"
                    + observation.output().name()
                    + "' ("
                    + observation.scope().describe()
                    + ") holds the snapshot's elements, but not in the snapshot's windows and"
                    + " panes",
                facts)
            + "\n"
            + UPDATE_HINT,
        String.join("\n", lines(expected)),
        String.join("\n", lines(actual)));
  }

  private static String grouped(Entry entry) {
    return (entry.group().isEmpty() ? "(no window line)" : entry.group()) + ": " + entry.line();
  }

  private static List<String> lines(List<Entry> entries) {
    List<String> lines = new ArrayList<>();
    for (Entry entry : entries) {
      lines.add(grouped(entry));
    }
    lines.sort(null);
    return lines;
  }

  /** What an update changed, for its note: the counts, then the first lines that differ. */
  static String change(String before, WrittenSnapshot after) {
    List<Entry> old;
    try {
      old = SnapshotFile.read(before).plain();
    } catch (SnapshotFile.FormatException e) {
      return "it was not a snapshot file (line " + e.line() + ": " + e.getMessage() + ")";
    }
    Map<Entry, Integer> surplus = new LinkedHashMap<>();
    for (Entry entry : old) {
      surplus.merge(entry, 1, Integer::sum);
    }
    for (Entry entry : after.entries()) {
      surplus.merge(entry, -1, Integer::sum);
    }
    List<String> removed = new ArrayList<>();
    List<String> added = new ArrayList<>();
    surplus.forEach(
        (entry, count) -> {
          for (int i = 0; i < Math.abs(count); i++) {
            (count > 0 ? removed : added).add(grouped(entry));
          }
        });
    StringBuilder change =
        new StringBuilder(Rendering.elements(old.size()))
            .append(" before, ")
            .append(Rendering.elements(after.entries().size()))
            .append(" now");
    if (removed.isEmpty() && added.isEmpty()) {
      return change.append("; the same elements, its header or order rewritten").toString();
    }
    removed.sort(null);
    added.sort(null);
    for (int i = 0; i < removed.size() && i < LISTED; i++) {
      change.append("\n  - ").append(removed.get(i));
    }
    for (int i = 0; i < added.size() && i < LISTED; i++) {
      change.append("\n  + ").append(added.get(i));
    }
    int more = Math.max(0, removed.size() - LISTED) + Math.max(0, added.size() - LISTED);
    if (more > 0) {
      change.append("\n  ... and ").append(more).append(" more differences");
    }
    return change.toString();
  }
}
