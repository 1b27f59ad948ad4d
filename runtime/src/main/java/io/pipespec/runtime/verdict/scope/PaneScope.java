package io.pipespec.runtime.verdict.scope;

import io.pipespec.Timing;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;

/** The scope of one {@code @Window} and {@code @Pane}: PAssert's pane extractors, and more. */
final class PaneScope implements Scope {

  private final WindowRef window;
  private final Timing timing;
  private final int index;

  PaneScope(WindowRef window, Timing timing, int index) {
    this.window = window;
    this.timing = timing;
    this.index = index;
  }

  @Override
  public List<CapturedElement> select(CapturedOutput<?> output) {
    List<CapturedElement> selected = new ArrayList<>();
    for (CapturedElement element : Scopes.elementsOf(window, output)) {
      if (inPanes(element.pane())) {
        selected.add(element);
      }
    }
    return selected;
  }

  private boolean inPanes(PaneInfo pane) {
    if (index >= 0) {
      // A firing of another timing is refused before selection; see StrategyCheck.
      return pane.getIndex() == index;
    }
    return hasTiming(timing, pane);
  }

  /** Whether {@code pane} is one of the panes {@code timing} names; PAssert's pane extractors. */
  static boolean hasTiming(Timing timing, PaneInfo pane) {
    return switch (timing) {
      case EARLY -> pane.getTiming() == PaneInfo.Timing.EARLY;
      case ON_TIME -> pane.getTiming() == PaneInfo.Timing.ON_TIME;
      case LATE -> pane.getTiming() == PaneInfo.Timing.LATE;
      case FINAL -> pane.isLast();
      case COMBINED_NON_LATE -> pane.getTiming() != PaneInfo.Timing.LATE;
      case ALL, ONLY -> true;
    };
  }

  @Override
  public Optional<String> refusal(CapturedOutput<?> output) {
    return StrategyCheck.refusal(output, window, timing, index);
  }

  @Override
  public Optional<RunnerScope> onRunner() {
    return Optional.of(RunnerScope.of(window, timing, index, describe()));
  }

  @Override
  public WindowRef window() {
    return window;
  }

  @Override
  public boolean involves(BoundedWindow candidate) {
    return Scopes.matches(window, candidate);
  }

  @Override
  public String describe() {
    String where = "of " + Scopes.describe(window);
    if (index >= 0) {
      return "firing #" + index + (timing == Timing.ALL ? "" : " (" + timing + ")") + " " + where;
    }
    return switch (timing) {
      case ALL -> "all panes " + where;
      case EARLY -> "early panes " + where;
      case LATE -> "late panes " + where;
      case COMBINED_NON_LATE -> "non-late panes " + where;
      case ON_TIME -> "ON_TIME pane " + where;
      case FINAL -> "final pane " + where;
      case ONLY -> "only pane " + where;
    };
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof PaneScope that
        && window.equals(that.window)
        && timing == that.timing
        && index == that.index;
  }

  @Override
  public int hashCode() {
    return Objects.hash(window, timing, index);
  }

  @Override
  public String toString() {
    return describe();
  }
}
