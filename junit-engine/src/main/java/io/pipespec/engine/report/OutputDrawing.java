package io.pipespec.engine.report;

import static java.util.Objects.requireNonNull;

import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.verdict.expect.ElementMismatchError;
import io.pipespec.runtime.verdict.expect.ElementTexts;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.jspecify.annotations.Nullable;

/**
 * The SVG of one output: a row per window (a band over its interval, a dot per element at its
 * timestamp, a marker per firing), each expectation's scope outlined, the unexpected elements of a
 * failed expectation ringed where they arrived and its missing elements drawn as ghosts in the
 * window where they were expected. Beyond {@link #DETAILED} windows the output is drawn as an
 * aggregated lane (counts per stretch of event time) followed by the rows of only the windows an
 * expectation names or failed in, at most {@link #DETAILED} of them.
 */
final class OutputDrawing {

  /** Up to this many windows are drawn one row each. */
  static final int DETAILED = 200;

  /** At most this many element dots are drawn per window (unexpected ones always). */
  static final int DOTS = 100;

  /** At most this many pane markers are drawn per window. */
  static final int PANES = 3;

  /** At most this many ghosts are drawn per row. */
  static final int GHOSTS = 12;

  /** At most this many elements are listed in a pane marker's title. */
  static final int LISTED = 20;

  /** At most this many scope outlines are drawn per output. */
  static final int OUTLINES = 2_000;

  static final double ROW = 26;
  private static final double LANE = 70;

  private final CapturedOutput<?> output;
  private final TimeAxis axis;
  private final List<PageInput.Verdict> verdicts = new ArrayList<>();
  private final Map<CapturedElement, String> unexpected = new HashMap<>();
  private final Map<CapturedElement, String> texts = new HashMap<>();
  private final PaneKeys keys;

  OutputDrawing(CapturedOutput<?> output, TimeAxis axis, List<PageInput.Verdict> all) {
    this.output = output;
    this.axis = axis;
    this.keys = new PaneKeys(output);
    for (PageInput.Verdict verdict : all) {
      if (verdict.spec().target() instanceof ExpectationSpec.Target.Output target
          && target.output().equals(output.name())) {
        verdicts.add(verdict);
        if (verdict.judgement() instanceof Judgement.Failed failed) {
          for (CapturedElement element : failed.unexpected()) {
            unexpected.merge(element, verdict.spec().methodName(), (a, b) -> a + ", " + b);
          }
        }
      }
    }
  }

  /** Whether the output has more windows than are drawn one row each. */
  boolean aggregated() {
    return output.windows().size() > DETAILED;
  }

  /** The SVG. */
  String svg() {
    List<Row> rows = rows();
    double top = 28;
    double laneHeight = aggregated() ? LANE + 16 : 0;
    double height = top + laneHeight + rows.size() * ROW + 12;
    StringBuilder svg = new StringBuilder();
    svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"output-timeline\" width=\"")
        .append(Html.num(TimeAxis.TOTAL))
        .append("\" height=\"")
        .append(Html.num(height))
        .append("\" viewBox=\"0 0 " + Html.num(TimeAxis.TOTAL) + " " + Html.num(height))
        .append("\" data-output=\"")
        .append(Html.text(output.name()))
        .append("\">");
    axis.draw(svg, top - 6);
    if (aggregated()) {
      AggregateLane.draw(svg, output, axis, top, LANE);
    }
    double y = top + laneHeight;
    Map<String, double[]> rowSpans = new LinkedHashMap<>();
    for (Row row : rows) {
      row(svg, row, y);
      rowSpans.put(row.key, new double[] {y, y + ROW});
      y += ROW;
    }
    outlines(svg, rows, rowSpans);
    svg.append("</svg>");
    return svg.toString();
  }

  /** One row: a window of the output, a window a scope names, or the row of unplaced ghosts. */
  private static final class Row {
    final String key;
    final @Nullable BoundedWindow window;
    final String label;
    final boolean ghostWindow;
    final List<String[]> ghosts = new ArrayList<>();

    Row(String key, @Nullable BoundedWindow window, String label, boolean ghostWindow) {
      this.key = key;
      this.window = window;
      this.label = label;
      this.ghostWindow = ghostWindow;
    }
  }

  private List<Row> rows() {
    Map<String, Row> rows = new LinkedHashMap<>();
    Set<BoundedWindow> shown = new LinkedHashSet<>();
    if (!aggregated()) {
      shown.addAll(output.windows());
    } else {
      // The windows that matter most first: where unexpected elements arrived, then the windows
      // of failed or refused expectations, then those of the others.
      for (CapturedElement element : unexpected.keySet()) {
        addUpTo(shown, element.window());
      }
      for (boolean failing : new boolean[] {true, false}) {
        for (PageInput.Verdict verdict : verdicts) {
          if (verdict.judgement().failure().isPresent() == failing) {
            Scopes.beamWindow(verdict.spec().scope().window())
                .filter(window -> !output.elementsIn(window).isEmpty())
                .ifPresent(window -> addUpTo(shown, window));
          }
        }
      }
    }
    List<BoundedWindow> sorted = new ArrayList<>(shown);
    sorted.sort(Comparator.comparingLong(OutputDrawing::startOf).thenComparingLong(w -> endOf(w)));
    for (BoundedWindow window : sorted) {
      rows.put(key(window), new Row(key(window), window, axis.label(window), false));
    }
    for (PageInput.Verdict verdict : verdicts) {
      if (!(verdict.judgement() instanceof Judgement.Failed failed) || failed.missing().isEmpty()) {
        continue;
      }
      BoundedWindow window = Scopes.beamWindow(verdict.spec().scope().window()).orElse(null);
      String key = window == null ? "missing" : key(window);
      Row row =
          rows.computeIfAbsent(
              key,
              k ->
                  window == null
                      ? new Row(k, null, "expected, never arrived", true)
                      : new Row(k, window, axis.label(window), true));
      for (ElementMismatchError.Missing missing : failed.missing()) {
        row.ghosts.add(
            new String[] {
              missing.text(), Long.toString(missing.count()), verdict.spec().methodName()
            });
      }
    }
    return new ArrayList<>(rows.values());
  }

  private static void addUpTo(Set<BoundedWindow> shown, BoundedWindow window) {
    if (shown.size() < DETAILED) {
      shown.add(window);
    }
  }

  static String key(BoundedWindow window) {
    return window instanceof IntervalWindow interval
        ? interval.start().getMillis() + "/" + interval.end().getMillis()
        : window.toString();
  }

  static long startOf(BoundedWindow window) {
    return window instanceof IntervalWindow interval
        ? interval.start().getMillis()
        : Long.MIN_VALUE;
  }

  private static long endOf(BoundedWindow window) {
    return window.maxTimestamp().getMillis();
  }

  private void row(StringBuilder svg, Row row, double y) {
    double mid = y + ROW / 2;
    List<CapturedElement> elements = row.window == null ? List.of() : output.elementsIn(row.window);
    svg.append("<g class=\"window")
        .append(row.ghostWindow && elements.isEmpty() ? " ghost-window" : "")
        .append("\" data-window=\"")
        .append(Html.text(row.label))
        .append("\" data-elements=\"")
        .append(elements.size())
        .append("\">");
    svg.append("<text class=\"window-label\" x=\"4\" y=\"")
        .append(Html.num(mid + 4))
        .append("\">")
        .append(Html.text(Html.cut(row.label, 30)))
        .append("<title>")
        .append(Html.text(row.label))
        .append("</title></text>");
    if (row.window != null) {
      double x1 =
          row.window instanceof IntervalWindow i
              ? axis.x(i.start().getMillis())
              : axis.x(axis.start());
      double x2 =
          row.window instanceof IntervalWindow i ? axis.x(i.end().getMillis()) : axis.x(axis.end());
      svg.append("<rect class=\"band\" x=\"")
          .append(Html.num(x1))
          .append("\" y=\"")
          .append(Html.num(y + 5))
          .append("\" width=\"")
          .append(Html.num(Math.max(2, x2 - x1)))
          .append("\" height=\"")
          .append(Html.num(ROW - 10))
          .append("\"/>");
    }
    dots(svg, elements, mid);
    PaneMarkers.draw(svg, elements, y, this::text, keys);
    ghosts(svg, row, mid);
    svg.append("</g>");
  }

  private void dots(StringBuilder svg, List<CapturedElement> elements, double mid) {
    int drawn = 0;
    for (CapturedElement element : elements) {
      String by = unexpected.get(element);
      if (drawn >= DOTS && by == null) {
        continue;
      }
      drawn++;
      PaneInfo pane = element.pane();
      String text = text(element);
      svg.append("<circle class=\"element ")
          .append(PaneMarkers.timingClass(pane))
          .append(by == null ? "" : " unexpected")
          .append("\" cx=\"")
          .append(Html.num(axis.x(element.timestamp().getMillis())))
          .append("\" cy=\"")
          .append(Html.num(mid))
          .append("\" r=\"")
          .append(by == null ? "3.5" : "6")
          .append("\" data-element=\"")
          .append(Html.text(Html.cut(text, Html.LABEL)))
          .append("\"><title>")
          .append(by == null ? "" : Html.text("unexpected (" + by + "): "))
          .append(Html.text(Html.title(text)))
          .append(Html.text(" @ " + axis.label(element.timestamp().getMillis())))
          .append(Html.text(" (" + PaneMarkers.label(pane) + ")"))
          .append("</title></circle>");
    }
    if (elements.size() > drawn) {
      svg.append("<text class=\"more\" x=\"")
          .append(Html.num(TimeAxis.LEFT + TimeAxis.WIDTH - 2))
          .append("\" y=\"")
          .append(Html.num(mid - 6))
          .append("\" text-anchor=\"end\">+")
          .append(elements.size() - drawn)
          .append(" not drawn</text>");
    }
  }

  private void ghosts(StringBuilder svg, Row row, double mid) {
    double start =
        row.window instanceof IntervalWindow interval
            ? axis.x(interval.start().getMillis()) + 8
            : TimeAxis.LEFT + 8;
    for (int i = 0; i < row.ghosts.size() && i < GHOSTS; i++) {
      String[] ghost = row.ghosts.get(i);
      double x = start + i * 16;
      svg.append("<g class=\"missing ghost\" data-element=\"")
          .append(Html.text(Html.cut(ghost[0], Html.LABEL)))
          .append("\" data-count=\"")
          .append(ghost[1])
          .append("\"><circle cx=\"")
          .append(Html.num(x))
          .append("\" cy=\"")
          .append(Html.num(mid))
          .append("\" r=\"6\"/><title>")
          .append(
              Html.text(
                  "missing (x"
                      + ghost[1]
                      + ", expected by "
                      + ghost[2]
                      + "): "
                      + Html.title(ghost[0])))
          .append("</title></g>");
    }
    if (!row.ghosts.isEmpty()) {
      double x = start + Math.min(row.ghosts.size(), GHOSTS) * 16;
      String first = Html.cut(row.ghosts.get(0)[0], Html.LABEL);
      svg.append("<text class=\"ghost-label\" x=\"")
          .append(Html.num(x))
          .append("\" y=\"")
          .append(Html.num(mid + 4))
          .append("\">")
          .append(
              Html.text(
                  "missing: "
                      + first
                      + (row.ghosts.size() > 1 ? " and " + (row.ghosts.size() - 1) + " more" : "")))
          .append("</text>");
    }
  }

  /** The scope of each expectation on this output, outlined around the rows it reads. */
  private void outlines(StringBuilder svg, List<Row> rows, Map<String, double[]> spans) {
    int nth = 0;
    int drawn = 0;
    Map<String, Row> byKey = new HashMap<>();
    rows.forEach(row -> byKey.put(row.key, row));
    for (PageInput.Verdict verdict : verdicts) {
      Scope scope = verdict.spec().scope();
      if (scope.equals(Scope.everything())) {
        continue;
      }
      String state = verdict.judgement().word().replace(' ', '-');
      double inset = 1 + 2 * (nth++ % 3);
      WindowRef ref = scope.window();
      List<Row> inScope;
      if (ref instanceof WindowRef.Any) {
        inScope = rows.stream().filter(row -> row.window != null).toList();
      } else {
        // One lookup, not a scan of the rows: a page may have an expectation per window.
        Row row = Scopes.beamWindow(ref).map(window -> byKey.get(key(window))).orElse(null);
        inScope = row == null ? List.of() : List.of(row);
      }
      for (Row row : inScope) {
        if (drawn++ >= OUTLINES) {
          return;
        }
        double[] span = requireNonNull(spans.get(row.key), "every row has a span");
        svg.append("<rect class=\"scope-outline ")
            .append(state)
            .append("\" data-expectation=\"")
            .append(Html.text(verdict.spec().methodName()))
            .append("\" x=\"")
            .append(Html.num(inset))
            .append("\" y=\"")
            .append(Html.num(span[0] + inset / 2))
            .append("\" width=\"")
            .append(Html.num(TimeAxis.LEFT + TimeAxis.WIDTH + 4 - 2 * inset))
            .append("\" height=\"")
            .append(Html.num(ROW - inset))
            .append("\"><title>")
            .append(
                Html.text(
                    verdict.spec().methodName()
                        + ": "
                        + scope.describe()
                        + " ("
                        + verdict.judgement().word()
                        + ")"))
            .append("</title></rect>");
      }
    }
  }

  /** The expectations that found {@code element} unexpected, when any did. */
  java.util.Optional<String> unexpectedBy(CapturedElement element) {
    return java.util.Optional.ofNullable(unexpected.get(element));
  }

  /** The element as the page writes it; each element is decoded and rendered once a page. */
  String text(CapturedElement element) {
    return texts.computeIfAbsent(element, e -> text(output, e));
  }

  /** {@code element} of {@code output} as a page writes it, decoded anew. */
  static String text(CapturedOutput<?> output, CapturedElement element) {
    try {
      return ElementTexts.of(output.decode(element), Html.TITLE);
    } catch (RuntimeException failure) {
      return "<an element that could not be decoded: " + failure + ">";
    }
  }
}
