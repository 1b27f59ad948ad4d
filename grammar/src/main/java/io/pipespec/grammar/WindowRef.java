package io.pipespec.grammar;

import org.apiguardian.api.API;

/**
 * Which window an expectation names, every time resolved to epoch milliseconds: the one model of it
 * for the processor, which reads it from {@code @Window} or a window text ({@link WindowGrammar}),
 * the suites it generates, which pass it to the runtime, and the runtime, which matches it against
 * Beam's windows. Plain data, without Beam: the runtime says what it means for a Beam window.
 */
@API(status = API.Status.INTERNAL)
public sealed interface WindowRef {

  /** Any window. */
  static WindowRef any() {
    return new Any();
  }

  /** Beam's global window. */
  static WindowRef global() {
    return new Global();
  }

  /** The interval window {@code [startMillis, endMillis)}, written as {@code source}. */
  static WindowRef interval(long startMillis, long endMillis, String source) {
    return new Interval(startMillis, endMillis, source);
  }

  /** Any window: no {@code @Window} was given. */
  record Any() implements WindowRef {}

  /** Beam's global window. */
  record Global() implements WindowRef, WindowGrammar.Parsed {}

  /**
   * The interval window {@code [startMillis, endMillis)}.
   *
   * @param source the window as the user wrote it: {@code [0, 10m)}, or the {@code @Window} with
   *     its attributes ({@code @Window(start = "0", size = "10m")}), which generated code keeps
   *     beside the numbers
   */
  record Interval(long startMillis, long endMillis, String source)
      implements WindowRef, WindowGrammar.Parsed {
    /**
     * @throws IllegalArgumentException when it does not end after it starts
     */
    public Interval {
      if (endMillis <= startMillis) {
        throw new IllegalArgumentException(
            "A window must end after it starts: [" + startMillis + ", " + endMillis + ")");
      }
    }
  }
}
