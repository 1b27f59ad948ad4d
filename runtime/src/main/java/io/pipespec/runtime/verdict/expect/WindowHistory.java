package io.pipespec.runtime.verdict.expect;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.beam.Times;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apiguardian.api.API;

/**
 * The history of the windows of an output, for failure messages: every firing of each window in
 * firing order, with its timing, index and first/last flags, and its elements with their
 * timestamps. Bounded, so that a large output cannot flood a message.
 *
 * <p>Every firing is its own line, also when a runner repeats a pane index for a key or marks two
 * of its panes last (see {@link Firings}), and such anomalies are listed after the windows. Where
 * the keys are not read, panes that share an index are only noted: they may be of different keys.
 *
 * <p>The history is sorted (windows by end, firings by index, elements by timestamp and value)
 * rather than kept in arrival order, so that the same run reads the same whatever the capture store
 * and the runner's bundling.
 */
@API(status = INTERNAL)
public final class WindowHistory {

  /** At most this many windows are shown. */
  static final int WINDOWS = 8;

  /** At most this many firings per window are shown. */
  static final int FIRINGS = 12;

  /** At most this many elements per firing are shown. */
  static final int ELEMENTS = 10;

  private WindowHistory() {}

  /**
   * Whether {@code output} has a window or pane worth showing: a window other than the global one,
   * or a pane that fired. A batch output in the global window gets no history.
   */
  public static boolean isWindowed(CapturedOutput<?> output) {
    for (CapturedElement element : output.elements()) {
      if (!(element.window() instanceof GlobalWindow)
          || element.pane().getTiming() != PaneInfo.Timing.UNKNOWN) {
        return true;
      }
    }
    return false;
  }

  /**
   * The history of the windows of {@code output} that {@code involved} accepts; when none of them
   * fired, says so and lists the windows that did.
   */
  public static String render(CapturedOutput<?> output, Predicate<BoundedWindow> involved) {
    Comparator<BoundedWindow> byEnd =
        Comparator.comparing(BoundedWindow::maxTimestamp).thenComparing(Object::toString);
    Map<BoundedWindow, Map<PaneInfo, List<CapturedElement>>> windows = new TreeMap<>(byEnd);
    Map<BoundedWindow, Integer> others = new TreeMap<>(byEnd);
    for (CapturedElement element : output.elements()) {
      if (involved.test(element.window())) {
        windows
            .computeIfAbsent(
                element.window(),
                w ->
                    new TreeMap<>(
                        Comparator.comparingLong(PaneInfo::getIndex)
                            .thenComparing(PaneInfo::getTiming)
                            .thenComparing(PaneInfo::isLast)
                            // Panes alike but for these are still different firings.
                            .thenComparing(PaneInfo::isFirst)
                            .thenComparingLong(PaneInfo::getNonSpeculativeIndex)))
            .computeIfAbsent(element.pane(), p -> new ArrayList<>())
            .add(element);
      } else {
        others.merge(element.window(), 1, Integer::sum);
      }
    }
    StringBuilder text = new StringBuilder("history of output '" + output.name() + "'");
    text.append(" (windowing: ").append(strategy(output)).append("):");
    if (windows.isEmpty()) {
      text.append("\n  nothing fired in the windows in scope");
      if (others.isEmpty()) {
        text.append("; the output is empty");
      } else {
        text.append("; the windows that fired:");
        int shown = 0;
        for (Map.Entry<BoundedWindow, Integer> other : others.entrySet()) {
          if (shown++ == WINDOWS) {
            text.append("\n    ... and ").append(others.size() - WINDOWS).append(" more windows");
            break;
          }
          text.append("\n    ")
              .append(Times.window(other.getKey()))
              .append(": ")
              .append(Rendering.elements(other.getValue()));
        }
      }
      return text.toString();
    }
    int shownWindows = 0;
    List<String> anomalies = new ArrayList<>();
    List<String> sharedIndexes = new ArrayList<>();
    for (Map.Entry<BoundedWindow, Map<PaneInfo, List<CapturedElement>>> window :
        windows.entrySet()) {
      if (shownWindows++ == WINDOWS) {
        text.append("\n  ... and ").append(windows.size() - WINDOWS).append(" more windows");
        break;
      }
      text.append("\n  ").append(Times.window(window.getKey())).append(':');
      List<Firings.Firing> firings =
          Firings.of(output, window.getKey(), window.getValue(), anomalies, sharedIndexes);
      int shownFirings = 0;
      for (Firings.Firing firing : firings) {
        if (shownFirings++ == FIRINGS) {
          text.append("\n    ... and ").append(firings.size() - FIRINGS).append(" more firings");
          break;
        }
        text.append("\n    ").append(pane(firing.pane())).append(": ");
        List<CapturedElement> elements = firing.elements();
        text.append(String.join(", ", first(output, elements)));
        if (elements.size() > ELEMENTS) {
          text.append(", ... and ").append(elements.size() - ELEMENTS).append(" more");
        }
      }
    }
    if (!anomalies.isEmpty()) {
      text.append("\n  the runner broke the pane rules (each firing of a key has the next index,")
          .append(" one is last), or a step after the grouping emits several elements per key")
          .append(" and pane:");
      list(text, anomalies);
    }
    if (!sharedIndexes.isEmpty()) {
      // Said neutrally: a correct runner numbers each key's panes from #0, so without keys two
      // panes that share an index are no sign of a fault.
      text.append("\n  panes are numbered per key, and the keys of this output are not read (its")
          .append(" elements are not KVs, or a window holds more than ")
          .append(Firings.KEYED_LIMIT)
          .append(" of them): panes of a window that share an index may be firings of different")
          .append(" keys:");
      list(text, sharedIndexes);
    }
    return text.toString();
  }

  private static void list(StringBuilder text, List<String> lines) {
    lines.stream().limit(FIRINGS).forEach(line -> text.append("\n    ").append(line));
    if (lines.size() > FIRINGS) {
      text.append("\n    ... and ").append(lines.size() - FIRINGS).append(" more");
    }
  }

  /** An element as the history shows it, with what it is ordered by. */
  private record Shown(long timestamp, String value) {
    static final Comparator<Shown> ORDER =
        Comparator.comparingLong(Shown::timestamp).thenComparing(Shown::value);

    @Override
    public String toString() {
      return value + " @ " + Times.instant(timestamp);
    }
  }

  /**
   * The first {@link #ELEMENTS} of a firing by timestamp, then (equal timestamps being the rule in
   * a firing) by rendering. Only those are kept, so that a firing of millions costs no more memory
   * than one of ten; an element later than the ten kept so far is not even decoded.
   */
  private static List<String> first(CapturedOutput<?> output, List<CapturedElement> elements) {
    PriorityQueue<Shown> kept = new PriorityQueue<>(ELEMENTS + 1, Shown.ORDER.reversed());
    for (CapturedElement element : elements) {
      long timestamp = element.timestamp().getMillis();
      if (kept.size() == ELEMENTS && timestamp > kept.peek().timestamp()) {
        continue;
      }
      kept.add(new Shown(timestamp, Rendering.value(output.decode(element))));
      if (kept.size() > ELEMENTS) {
        kept.poll();
      }
    }
    List<Shown> shown = new ArrayList<>(kept);
    shown.sort(Shown.ORDER);
    List<String> rendered = new ArrayList<>(shown.size());
    shown.forEach(element -> rendered.add(element.toString()));
    return rendered;
  }

  private static String strategy(CapturedOutput<?> output) {
    var strategy = output.windowingStrategy();
    return strategy.getWindowFn().getClass().getSimpleName()
        + ", trigger "
        + Times.trigger(output.declaredTrigger())
        + ", allowed lateness "
        + Times.duration(strategy.getAllowedLateness())
        + ", "
        + strategy.getMode().toString().toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  private static String pane(PaneInfo pane) {
    if (pane.getTiming() == PaneInfo.Timing.UNKNOWN) {
      return "no firing (not grouped)";
    }
    return "#" + pane.getIndex() + " " + Firings.described(pane);
  }
}
