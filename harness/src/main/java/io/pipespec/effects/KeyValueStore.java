package io.pipespec.effects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.io.Serializable;
import java.util.List;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * A fake key-value store, made by {@link ExternalSystem#store(String)}: each {@link #put} is an
 * effect {@code put(key, value)}. Writing by key is an upsert: a retry that writes the same value
 * again leaves the store as it was, which {@code @ExpectEffects(mode = FINAL_BY_KEY)} judges.
 */
@API(status = EXPERIMENTAL)
public final class KeyValueStore implements Serializable {
  private static final long serialVersionUID = 1L;

  private final String system;

  KeyValueStore(String system) {
    this.system = system;
  }

  /** Writes {@code value} under {@code key}, replacing what was there. */
  public void put(@Nullable Object key, @Nullable Object value) {
    Effects.record(system, "put", List.of(EffectText.argument(key), EffectText.argument(value)));
  }

  @Override
  public String toString() {
    return "fake key-value store '" + system + "'";
  }
}
