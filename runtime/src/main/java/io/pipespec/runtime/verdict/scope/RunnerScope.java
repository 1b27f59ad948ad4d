package io.pipespec.runtime.verdict.scope;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.Timing;
import io.pipespec.grammar.WindowRef;
import java.io.Serializable;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.apiguardian.api.API;

/**
 * A {@code @Window}/{@code @Pane} scope as the pipeline applies it when the output is judged on the
 * runner: a test of each element's window and pane, and the {@link PaneCensus} from which the test
 * JVM decides, after the run, whether the scope could be judged honestly, with the same checks as
 * for elements captured in the test JVM.
 */
@API(status = INTERNAL)
public final class RunnerScope implements Serializable {

  private static final long serialVersionUID = 1L;

  private enum Kind {
    ANY,
    GLOBAL,
    INTERVAL
  }

  private final Kind kind;
  private final long startMillis;
  private final long endMillis;
  private final Timing timing;
  private final int index;
  private final String source;
  private final String described;

  private RunnerScope(WindowRef window, Timing timing, int index, String described) {
    if (window instanceof WindowRef.Interval interval) {
      this.kind = Kind.INTERVAL;
      this.startMillis = interval.startMillis();
      this.endMillis = interval.endMillis();
      this.source = interval.source();
    } else {
      this.kind = window instanceof WindowRef.Global ? Kind.GLOBAL : Kind.ANY;
      this.startMillis = 0;
      this.endMillis = 0;
      this.source = "";
    }
    this.timing = timing;
    this.index = index;
    this.described = described;
  }

  /**
   * The scope of {@code window}, {@code timing} and {@code index}, described as {@code described}.
   */
  static RunnerScope of(WindowRef window, Timing timing, int index, String described) {
    return new RunnerScope(window, timing, index, described);
  }

  /** Whether {@code window} is a window of the scope. */
  boolean inWindow(BoundedWindow window) {
    return switch (kind) {
      case ANY -> true;
      case GLOBAL -> window instanceof GlobalWindow;
      case INTERVAL ->
          window instanceof IntervalWindow interval
              && interval.start().getMillis() == startMillis
              && interval.end().getMillis() == endMillis;
    };
  }

  /** Whether an element in {@code window} and {@code pane} is in the scope. */
  public boolean test(BoundedWindow window, PaneInfo pane) {
    return inWindow(window)
        && (index >= 0 ? pane.getIndex() == index : PaneScope.hasTiming(timing, pane));
  }

  /** A census of no element yet. */
  public PaneCensus census() {
    return new PaneCensus(timing, index);
  }

  /**
   * Counts one element of the output into {@code census}; {@code kept} when it is in the scope and
   * passed the expectation's filters.
   */
  public void count(PaneCensus census, BoundedWindow window, PaneInfo pane, boolean kept) {
    census.add(inWindow(window), kept, window, pane);
  }

  /** Every element of every window and pane, for an expectation that only filters them. */
  public static RunnerScope everything() {
    return new RunnerScope(WindowRef.any(), Timing.ALL, -1, Scope.everything().describe());
  }

  /**
   * Why the scope cannot be judged honestly on an output of {@code strategy} whose elements counted
   * {@code census}, as {@link Scope#refusal} says it for captured elements.
   */
  public Optional<String> refusal(WindowingStrategy<?, ?> strategy, PaneCensus census) {
    return StrategyCheck.refusal(strategy, windowRef(), timing, index, census);
  }

  private WindowRef windowRef() {
    return switch (kind) {
      case ANY -> WindowRef.any();
      case GLOBAL -> WindowRef.global();
      case INTERVAL -> WindowRef.interval(startMillis, endMillis, source);
    };
  }

  @Override
  public String toString() {
    return described;
  }
}
