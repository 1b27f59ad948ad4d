package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.Timing;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.verdict.scope.Scope;
import org.apiguardian.api.API;

/**
 * The scopes of {@code @Window} and {@code @Pane} that a generated suite declares: the door to
 * {@link io.pipespec.runtime.verdict.scope.Scopes}. A window is made here too, so that a suite
 * names no type of the grammar.
 */
@API(status = INTERNAL)
public final class Scopes {

  private Scopes() {}

  /**
   * The panes of {@code timing} (and {@code index}, or any index when negative) of {@code window}.
   */
  public static Scope of(WindowRef window, Timing timing, int index) {
    return io.pipespec.runtime.verdict.scope.Scopes.of(window, timing, index);
  }

  /** All panes of {@code window}. */
  public static Scope of(WindowRef window) {
    return io.pipespec.runtime.verdict.scope.Scopes.of(window);
  }

  /** Any window: a {@code @Pane} without a {@code @Window}. */
  public static WindowRef anyWindow() {
    return WindowRef.any();
  }

  /** The global window: {@code @Window(global = true)}. */
  public static WindowRef globalWindow() {
    return WindowRef.global();
  }

  /**
   * The interval window {@code [start, end)}, in epoch millis; {@code source} is the annotation as
   * written, for messages.
   */
  public static WindowRef window(long startMillis, long endMillis, String source) {
    return WindowRef.interval(startMillis, endMillis, source);
  }
}
