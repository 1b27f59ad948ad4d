package io.pipespec.runtime.scope;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.List;
import java.util.Objects;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apiguardian.api.API;
import org.joda.time.Instant;

/**
 * The window named by {@code @Window}: any window, the global window, or one interval window given
 * in epoch milliseconds (the processor resolves every time at compile time).
 */
@API(status = INTERNAL)
public final class WindowRef {

  private enum Kind {
    ANY,
    GLOBAL,
    INTERVAL
  }

  private static final WindowRef ANY = new WindowRef(Kind.ANY, 0, 0);
  private static final WindowRef GLOBAL = new WindowRef(Kind.GLOBAL, 0, 0);

  private final Kind kind;
  private final long startMillis;
  private final long endMillis;

  private WindowRef(Kind kind, long startMillis, long endMillis) {
    this.kind = kind;
    this.startMillis = startMillis;
    this.endMillis = endMillis;
  }

  /** Every window; no {@code @Window}. */
  public static WindowRef any() {
    return ANY;
  }

  /** The global window. */
  public static WindowRef global() {
    return GLOBAL;
  }

  /** The interval window {@code [startMillis, endMillis)}, in milliseconds since the epoch. */
  public static WindowRef interval(long startMillis, long endMillis) {
    if (endMillis <= startMillis) {
      throw new IllegalArgumentException(
          "A window must end after it starts: [" + startMillis + ", " + endMillis + ")");
    }
    return new WindowRef(Kind.INTERVAL, startMillis, endMillis);
  }

  /** Whether this reference is of that kind. */
  public boolean isAny() {
    return kind == Kind.ANY;
  }

  /** Whether this reference is of that kind. */
  public boolean isGlobal() {
    return kind == Kind.GLOBAL;
  }

  /** Whether this reference is of that kind. */
  public boolean isInterval() {
    return kind == Kind.INTERVAL;
  }

  /** The start of an interval window, in milliseconds since the epoch; 0 for other kinds. */
  public long startMillis() {
    return startMillis;
  }

  /** The end (exclusive) of an interval window, in milliseconds since the epoch; 0 for others. */
  public long endMillis() {
    return endMillis;
  }

  /** The interval window, for an interval reference. */
  IntervalWindow intervalWindow() {
    return new IntervalWindow(Instant.ofEpochMilli(startMillis), Instant.ofEpochMilli(endMillis));
  }

  /** Whether {@code window} is the window referred to. */
  public boolean matches(BoundedWindow window) {
    return switch (kind) {
      case ANY -> true;
      case GLOBAL -> window instanceof GlobalWindow;
      case INTERVAL ->
          window instanceof IntervalWindow interval
              && interval.start().getMillis() == startMillis
              && interval.end().getMillis() == endMillis;
    };
  }

  /**
   * The elements of {@code output} in the window referred to, in arrival order. A concrete window
   * is looked up in the output's window index rather than filtered from every element, so that a
   * scenario with one expectation per window stays linear in its output.
   */
  List<CapturedElement> elementsOf(CapturedOutput<?> output) {
    return switch (kind) {
      case ANY -> output.elements();
      case GLOBAL -> output.elementsIn(GlobalWindow.INSTANCE);
      case INTERVAL -> output.elementsIn(intervalWindow());
    };
  }

  /** "every window", "the global window", "window [1970-01-01T00:00Z, 1970-01-01T00:20Z)". */
  public String describe() {
    return switch (kind) {
      case ANY -> "every window";
      case GLOBAL -> "the global window";
      case INTERVAL -> "window " + Times.interval(startMillis, endMillis);
    };
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof WindowRef that
        && kind == that.kind
        && startMillis == that.startMillis
        && endMillis == that.endMillis;
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, startMillis, endMillis);
  }

  @Override
  public String toString() {
    return describe();
  }
}
