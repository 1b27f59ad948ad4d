package io.pipespec.runtime.verdict.scope;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.Timing;
import io.pipespec.beam.Times;
import java.io.Serializable;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * What the elements of a scope's window say about its panes, all that {@link StrategyCheck} needs
 * to refuse a scope the output could never fill: how many elements the window holds, whether some
 * key fired more than once, the first firing of the scope's index with another timing, whether
 * every pane's timing is unknown, whether some pane has the scope's timing. Counted in the test JVM
 * from the captured elements, or in the pipeline when the output is judged on the runner ({@link
 * RunnerScope}), where it also counts the output's elements out of the scope. Censuses of parts of
 * an output merge in any order to the census of the whole.
 */
@API(status = INTERNAL)
public final class PaneCensus implements Serializable {

  private static final long serialVersionUID = 1L;

  /** How many distinct panes the census names in a message. */
  static final int PANES_NAMED = 20;

  private final Timing timing;
  private final int index;

  long elements;
  long inWindow;
  long inScope;
  boolean several;
  long firings;
  final TreeSet<String> panes = new TreeSet<>();
  boolean allUnknown = true;
  boolean anyTiming;

  /** "firing #2 of window [...) was EARLY (first)": the first firing of the index misnamed. */
  @Nullable String mismatch;

  PaneCensus(Timing timing, int index) {
    this.timing = timing;
    this.index = index;
  }

  /** Counts one element of the output, in {@code window} and {@code pane}. */
  void add(boolean windowMatches, boolean scopeMatches, BoundedWindow window, PaneInfo pane) {
    elements++;
    if (scopeMatches) {
      inScope++;
    }
    if (!windowMatches) {
      return;
    }
    inWindow++;
    several |= !(pane.isFirst() && pane.isLast());
    firings = Math.max(firings, pane.getIndex() + 1);
    name(panes, "#" + pane.getIndex() + " " + pane.getTiming());
    allUnknown &= pane.getTiming() == PaneInfo.Timing.UNKNOWN;
    anyTiming |= PaneScope.hasTiming(timing, pane);
    if (mismatch == null
        && index >= 0
        && pane.getIndex() == index
        && !PaneScope.hasTiming(timing, pane)) {
      mismatch =
          "firing #"
              + index
              + " of "
              + Times.window(window)
              + " was "
              + StrategyCheck.describe(pane);
    }
  }

  /** Adds {@code other}, a census of another part of the same output, into this one. */
  public PaneCensus merge(PaneCensus other) {
    elements += other.elements;
    inWindow += other.inWindow;
    inScope += other.inScope;
    several |= other.several;
    firings = Math.max(firings, other.firings);
    for (String pane : other.panes) {
      name(panes, pane);
    }
    allUnknown &= other.allUnknown;
    anyTiming |= other.anyTiming;
    if (other.mismatch != null && (mismatch == null || other.mismatch.compareTo(mismatch) < 0)) {
      // The least of them, so that the message does not depend on how the runner bundled.
      mismatch = other.mismatch;
    }
    return this;
  }

  private static void name(Set<String> panes, String pane) {
    if (panes.size() < PANES_NAMED || panes.contains(pane)) {
      panes.add(pane);
    } else if (pane.compareTo(((TreeSet<String>) panes).last()) < 0) {
      ((TreeSet<String>) panes).pollLast();
      panes.add(pane);
    }
  }

  // Equal when every count is: Beam's SerializableCoder compares accumulators with equals.
  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof PaneCensus that
        && timing == that.timing
        && index == that.index
        && elements == that.elements
        && inWindow == that.inWindow
        && inScope == that.inScope
        && several == that.several
        && firings == that.firings
        && panes.equals(that.panes)
        && allUnknown == that.allUnknown
        && anyTiming == that.anyTiming
        && Objects.equals(mismatch, that.mismatch);
  }

  @Override
  public int hashCode() {
    return Objects.hash(elements, inWindow, inScope, firings, panes, mismatch);
  }

  /** How many elements of the output are out of the scope. */
  public long outOfScope() {
    return elements - inScope;
  }
}
