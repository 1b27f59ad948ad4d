package io.pipespec.beam;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.SlidingWindows;
import org.apache.beam.sdk.transforms.windowing.WindowFn;
import org.apiguardian.api.API;

/**
 * What messages say about window functions: how to name one ("FixedWindows of 20m"), and whether it
 * can ever assign a window an expectation names. A pipeline's {@code @Window} and the window of a
 * function's state or timer expectation are refused by the same check, each in its own words.
 */
@API(status = INTERNAL)
public final class WindowFns {

  /**
   * How a refusal names what is windowed and how to fix the expectation.
   *
   * @param windowed what the window function windows: "this output", "the harness"
   * @param nameOneOfItsWindows the fix when the global window is named under another function
   * @param leaveTheGlobalWindow the fix when an interval window is named under the global one
   * @param nameOneOfThose the fix after the windows the function assigns are listed
   */
  public record Wording(
      String windowed,
      String nameOneOfItsWindows,
      String leaveTheGlobalWindow,
      String nameOneOfThose) {}

  /** How a pipeline scope is refused: a {@code @Window} of an output. */
  public static final Wording SCOPE =
      new Wording(
          "this output",
          "Name one of its windows with @Window(start = ..., size = ...).",
          "Use @Window(global = true), or window the output.",
          "Name one of those in @Window.");

  /** How the window of a function's state or timer expectation is refused. */
  public static final Wording HARNESS =
      new Wording(
          "the harness",
          "Name one of its windows in the expectation, as in window = \"[0, 10m)\".",
          "Leave the window out, or give the harness a window function with withWindowFn(...).",
          "Name one of those in the expectation.");

  private WindowFns() {}

  /**
   * "FixedWindows of 20m", "SlidingWindows of 1h every 10m with offset 5m", else the class name.
   */
  public static String describe(WindowFn<?, ?> windowFn) {
    if (windowFn instanceof FixedWindows fixed) {
      return "FixedWindows of " + Times.duration(fixed.getSize()) + offset(fixed.getOffset());
    }
    if (windowFn instanceof SlidingWindows sliding) {
      return "SlidingWindows of "
          + Times.duration(sliding.getSize())
          + " every "
          + Times.duration(sliding.getPeriod())
          + offset(sliding.getOffset());
    }
    return windowFn.getClass().getSimpleName();
  }

  private static String offset(org.joda.time.Duration offset) {
    return offset.getMillis() == 0 ? "" : " with offset " + Times.duration(offset);
  }

  /**
   * Why {@code windowFn} can never assign {@code window}, or empty when it can or cannot tell:
   * session and custom window functions depend on the data, so only the global window, {@code
   * FixedWindows} and {@code SlidingWindows} are checked.
   */
  public static Optional<String> neverAssigns(
      WindowFn<?, ?> windowFn, BoundedWindow window, Wording wording) {
    if (window instanceof GlobalWindow && !(windowFn instanceof GlobalWindows)) {
      return Optional.of(
          "the global window is not a window of "
              + wording.windowed()
              + ": it is windowed by "
              + describe(windowFn)
              + ". "
              + wording.nameOneOfItsWindows());
    }
    if (!(window instanceof IntervalWindow wanted)) {
      return Optional.empty();
    }
    if (windowFn instanceof GlobalWindows) {
      return Optional.of(
          Times.window(wanted)
              + " is not a window of "
              + wording.windowed()
              + ": it is in the global window. "
              + wording.leaveTheGlobalWindow());
    }
    Collection<IntervalWindow> assigned = new LinkedHashSet<>();
    if (windowFn instanceof FixedWindows fixed) {
      assigned.add(fixed.assignWindow(wanted.start()));
      assigned.add(fixed.assignWindow(wanted.maxTimestamp()));
    } else if (windowFn instanceof SlidingWindows sliding) {
      assigned.addAll(sliding.assignWindows(wanted.start()));
    } else {
      return Optional.empty();
    }
    if (assigned.contains(wanted)) {
      return Optional.empty();
    }
    List<String> windows = new ArrayList<>();
    for (IntervalWindow candidate : assigned) {
      windows.add(Times.interval(candidate.start().getMillis(), candidate.end().getMillis()));
    }
    return Optional.of(
        Times.window(wanted)
            + " can never be assigned by "
            + describe(windowFn)
            + "; at "
            + Times.instant(wanted.start().getMillis())
            + (windowFn instanceof FixedWindows
                ? " and " + Times.instant(wanted.maxTimestamp().getMillis())
                : "")
            + " it assigns "
            + String.join(" and ", windows)
            + ". "
            + wording.nameOneOfThose());
  }
}
