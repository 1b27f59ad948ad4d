package io.pipespec.runtime.verdict.expect;

import io.pipespec.beam.Times;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.verdict.literal.LiteralWriter;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile.Entry;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;

/**
 * The snapshot file a run's elements in scope make ({@link MatchesSnapshot}), and its entries in
 * their order: grouped by window (and pane, when a window fired more than one) when any element is
 * outside the global window, sorted by window, pane, group and line so that the same elements
 * always make the same file.
 *
 * @param text the file's text, header and lines
 * @param groupedBy what the entries are grouped by, as the header says it; empty when ungrouped
 * @param entries the file's entries, in the file's order
 */
record WrittenSnapshot(String text, Optional<String> groupedBy, List<Entry> entries) {

  /**
   * The file of {@code observation}'s elements in scope, titled with the output's name and {@code
   * subject}, its header naming {@code elementType}.
   */
  static WrittenSnapshot of(Observation observation, String subject, String elementType) {
    CapturedOutput<?> output = observation.output();
    List<CapturedElement> inScope = observation.inScope();
    boolean windowed =
        inScope.stream().anyMatch(element -> !(element.window() instanceof GlobalWindow));
    Map<BoundedWindow, Set<Long>> panes = new HashMap<>();
    for (CapturedElement element : inScope) {
      panes
          .computeIfAbsent(element.window(), window -> new HashSet<>())
          .add(element.pane().getIndex());
    }
    boolean byPane = panes.values().stream().anyMatch(indexes -> indexes.size() > 1);
    Optional<String> groupedBy =
        windowed ? Optional.of(byPane ? "window and pane" : "window") : Optional.empty();
    List<Sortable> sortable = new ArrayList<>(inScope.size());
    for (CapturedElement element : inScope) {
      String group = "";
      if (windowed) {
        group =
            byPane
                ? Times.window(element.window()) + ", " + Rendering.pane(element.pane())
                : Times.window(element.window());
      }
      sortable.add(
          new Sortable(
              start(element.window()),
              element.window().maxTimestamp().getMillis(),
              byPane ? element.pane().getIndex() : 0,
              new Entry(group, LiteralWriter.line(output.decode(element)))));
    }
    sortable.sort(
        Comparator.comparingLong(Sortable::start)
            .thenComparingLong(Sortable::end)
            .thenComparingLong(Sortable::pane)
            .thenComparing(sorted -> sorted.entry().group())
            .thenComparing(sorted -> sorted.entry().line()));
    List<Entry> entries = sortable.stream().map(Sortable::entry).toList();
    String text =
        SnapshotFile.write(
            "output \"" + output.name() + "\" of " + subject,
            elementType,
            output.coder().toString(),
            groupedBy,
            entries);
    return new WrittenSnapshot(text, groupedBy, entries);
  }

  private record Sortable(long start, long end, long pane, Entry entry) {}

  private static long start(BoundedWindow window) {
    return window instanceof IntervalWindow interval
        ? interval.start().getMillis()
        : window.maxTimestamp().getMillis();
  }
}
