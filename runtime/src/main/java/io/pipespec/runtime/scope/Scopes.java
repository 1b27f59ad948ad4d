package io.pipespec.runtime.scope;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.Timing;
import org.apiguardian.api.API;

/** Makes the scopes of {@code @Window} and {@code @Pane}; called by generated suites. */
@API(status = INTERNAL)
public final class Scopes {

  private Scopes() {}

  /**
   * The panes {@code timing} of {@code window}; with {@code index >= 0} only the firing with that
   * index, which must then have {@code timing} (any timing for {@link Timing#ALL}).
   *
   * @throws IllegalArgumentException for an index below -1, or an index with {@link Timing#ONLY} or
   *     {@link Timing#COMBINED_NON_LATE}, which name several panes (the processor reports both at
   *     compile time)
   */
  public static Scope of(WindowRef window, Timing timing, int index) {
    requireNonNull(window, "window");
    requireNonNull(timing, "timing");
    if (index < -1) {
      throw new IllegalArgumentException("A pane index is 0 or more (or -1 for any), not " + index);
    }
    if (index >= 0 && (timing == Timing.ONLY || timing == Timing.COMBINED_NON_LATE)) {
      throw new IllegalArgumentException(
          "Timing." + timing + " names several panes and cannot be combined with an index");
    }
    if (window.isAny() && timing == Timing.ALL && index < 0) {
      return Scope.everything();
    }
    return new PaneScope(window, timing, index);
  }

  /** Every pane of {@code window}. */
  public static Scope of(WindowRef window) {
    return of(window, Timing.ALL, -1);
  }
}
