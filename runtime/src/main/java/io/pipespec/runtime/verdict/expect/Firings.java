package io.pipespec.runtime.verdict.expect;

import io.pipespec.beam.Times;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.KV;

/**
 * The firings of one window, for its history: a runner fires each pane of a key once, with the next
 * index, and marks at most one pane of a key last. Elements of one (window, pane) are one firing,
 * except that a key met again in the same pane starts another line, so that a runner that repeats a
 * pane (Flink's extra ON_TIME pane, also #0) shows two firings instead of one merged line; and what
 * breaks those rules is written down as an anomaly, such as {@code two panes numbered #0 for key
 * red}. Elements that never passed a grouping ({@link PaneInfo#NO_FIRING}) are one line, with no
 * anomaly: each is marked first and last, and a key met twice there is not a pane fired twice.
 *
 * <p>The rules hold per key, so only an output whose keys are read can break them. Without keys
 * (elements that are not {@code KV}s, such as sums formatted as {@code "red:5"}, or a window too
 * large to read them), panes that differ yet share an index are what a correct runner fires for two
 * keys (key a EARLY #0 then ON_TIME #1, key b ON_TIME #0): they are noted, never an anomaly.
 */
final class Firings {

  /** Above this many elements in a window, keys are not read: the history stays cheap. */
  static final int KEYED_LIMIT = 10_000;

  private Firings() {}

  /** One line of a window's history: a pane and its elements. */
  record Firing(PaneInfo pane, List<CapturedElement> elements) {}

  /**
   * The firings of {@code window}, whose elements are grouped by pane in pane order; anomalies of a
   * key are added to {@code anomalies}, and, when the keys are not read, the indexes that panes of
   * different timing or flags share to {@code sharedIndexes}.
   */
  static List<Firing> of(
      CapturedOutput<?> output,
      BoundedWindow window,
      Map<PaneInfo, List<CapturedElement>> panes,
      List<String> anomalies,
      List<String> sharedIndexes) {
    int size = 0;
    for (List<CapturedElement> elements : panes.values()) {
      size += elements.size();
    }
    List<Firing> firings = new ArrayList<>();
    if (size > KEYED_LIMIT || !isKeyed(output, panes)) {
      panes.forEach((pane, elements) -> firings.add(new Firing(pane, elements)));
      sharedIndexes(window, panes.keySet(), sharedIndexes);
      return firings;
    }
    Map<String, List<PaneInfo>> paneOfKey = new LinkedHashMap<>();
    for (Map.Entry<PaneInfo, List<CapturedElement>> pane : panes.entrySet()) {
      if (!fired(pane.getKey())) {
        // Elements that never passed a grouping (PaneInfo.NO_FIRING, "first" and "last" alike):
        // a key met again there is another element, not another firing, and breaks no rule.
        firings.add(new Firing(pane.getKey(), pane.getValue()));
        continue;
      }
      List<List<CapturedElement>> lines = new ArrayList<>();
      Map<String, Integer> seen = new LinkedHashMap<>();
      for (CapturedElement element : pane.getValue()) {
        String key = keyOf(output, element);
        int line = seen.merge(key, 1, Integer::sum) - 1;
        if (line == lines.size()) {
          lines.add(new ArrayList<>());
        }
        lines.get(line).add(element);
        // Each occurrence of a key is a firing of that key.
        paneOfKey.computeIfAbsent(key, k -> new ArrayList<>()).add(pane.getKey());
      }
      lines.forEach(line -> firings.add(new Firing(pane.getKey(), line)));
    }
    paneOfKey.forEach((key, keyPanes) -> keyAnomalies(window, key, keyPanes, anomalies));
    return firings;
  }

  private static boolean isKeyed(
      CapturedOutput<?> output, Map<PaneInfo, List<CapturedElement>> panes) {
    for (List<CapturedElement> elements : panes.values()) {
      if (!elements.isEmpty()) {
        return output.decode(elements.get(0)) instanceof KV<?, ?>;
      }
    }
    return false;
  }

  private static String keyOf(CapturedOutput<?> output, CapturedElement element) {
    Object value = output.decode(element);
    return value instanceof KV<?, ?> kv ? Rendering.value(kv.getKey()) : Rendering.value(value);
  }

  /** The panes one key fired in: one per index, at most one last. */
  private static void keyAnomalies(
      BoundedWindow window, String key, List<PaneInfo> panes, List<String> anomalies) {
    Map<Long, Integer> indexes = new LinkedHashMap<>();
    int last = 0;
    for (PaneInfo pane : panes) {
      indexes.merge(pane.getIndex(), 1, Integer::sum);
      last += pane.isLast() ? 1 : 0;
    }
    String where = " for key " + key + " in " + Times.window(window);
    indexes.forEach(
        (index, count) -> {
          if (count > 1) {
            anomalies.add(count(count) + " panes numbered #" + index + where);
          }
        });
    if (last > 1) {
      anomalies.add(count(last) + " panes marked last" + where);
    }
  }

  /**
   * Without keys, panes of one window that differ yet share an index: firings of different keys
   * most likely, since each key numbers its own panes from #0; nothing here can tell a runner
   * fault.
   */
  private static void sharedIndexes(
      BoundedWindow window, Set<PaneInfo> panes, List<String> sharedIndexes) {
    Map<Long, Set<String>> shared = new TreeMap<>();
    for (PaneInfo pane : panes) {
      if (fired(pane)) {
        shared.computeIfAbsent(pane.getIndex(), i -> new TreeSet<>()).add(described(pane));
      }
    }
    shared.forEach(
        (index, distinct) -> {
          if (distinct.size() > 1) {
            sharedIndexes.add(
                "#" + index + " in " + Times.window(window) + ": " + String.join(", ", distinct));
          }
        });
  }

  /** A pane without its index: {@code ON_TIME (first, last)}. */
  static String described(PaneInfo pane) {
    String flags =
        pane.isFirst() && pane.isLast()
            ? " (first, last)"
            : pane.isFirst() ? " (first)" : pane.isLast() ? " (last)" : "";
    return pane.getTiming() + flags;
  }

  /**
   * Whether {@code pane} is a firing of a grouping; a pane of timing {@code UNKNOWN} ({@link
   * PaneInfo#NO_FIRING}) is that of elements no grouping fired, which follow no pane rule.
   */
  static boolean fired(PaneInfo pane) {
    return pane.getTiming() != PaneInfo.Timing.UNKNOWN;
  }

  private static String count(int count) {
    return switch (count) {
      case 2 -> "two";
      case 3 -> "three";
      default -> Integer.toString(count);
    };
  }
}
