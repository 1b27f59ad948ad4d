package io.pipespec.effects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.io.Serializable;
import java.util.List;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * A fake append-only log, made by {@link ExternalSystem#log(String)}: each {@link #append} is an
 * effect {@code append(value)}, and appending again is a second entry, as in a real log.
 */
@API(status = EXPERIMENTAL)
public final class AppendLog implements Serializable {
  private static final long serialVersionUID = 1L;

  private final String system;

  AppendLog(String system) {
    this.system = system;
  }

  /** Appends {@code value} to the log. */
  public void append(@Nullable Object value) {
    Effects.record(system, "append", List.of(EffectText.argument(value)));
  }

  @Override
  public String toString() {
    return "fake append log '" + system + "'";
  }
}
