package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/**
 * Which panes of a window an expectation judges; the value of {@link Pane}. Each constant is one
 * scope of Beam's {@code PAssert}.
 */
@API(status = STABLE)
public enum Timing {
  /** Every pane, concatenated; PAssert's {@code inWindow(w)} and the default. */
  ALL,

  /**
   * Every early pane, combined: PAssert's {@code inEarlyPane(w)}. With {@code @Window(global =
   * true)} it is PAssert's {@code inEarlyGlobalWindowPanes()}.
   */
  EARLY,

  /** The on-time pane: PAssert's {@code inOnTimePane(w)}. */
  ON_TIME,

  /** Every late pane, combined: PAssert's {@code inLatePane(w)}. */
  LATE,

  /**
   * The panes marked last ({@code PaneInfo.isLast()}), as PAssert's {@code inFinalPane(w)} selects
   * them: one per key whose window's last firing emitted a pane. Under {@code
   * ClosingBehavior.FIRE_IF_NON_EMPTY} a window whose last firing had nothing to emit has no such
   * pane; an expectation then fails saying so rather than judging nothing.
   */
  FINAL,

  /**
   * The only pane: PAssert's {@code inOnlyPane(w)}. Fails, saying how many panes fired, when some
   * key's window fired more than once; judges an empty scope when nothing fired, as PAssert does.
   */
  ONLY,

  /** Every pane that is not late, combined: PAssert's {@code inCombinedNonLatePanes(w)}. */
  COMBINED_NON_LATE
}
