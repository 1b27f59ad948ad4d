package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.effects.EffectExpectation;
import io.pipespec.runtime.verdict.effects.EffectExpectation.Mode;
import java.util.List;
import org.apiguardian.api.API;

/**
 * The {@code @ExpectEffects} expectations a generated suite declares: the door to {@link
 * EffectExpectation}. Each effect is written as the fake records it ({@code charge(alice, 100)}).
 */
@API(status = INTERNAL)
public final class EffectExpectations {

  private EffectExpectations() {}

  /** Each of {@code effects} on {@code system} as many times as listed, and nothing else. */
  public static EffectExpectation exactlyOnce(String system, String... effects) {
    return EffectExpectation.of(system, Mode.EXACTLY_ONCE, List.of(effects));
  }

  /** Each of {@code effects} on {@code system} at least once, and nothing else. */
  public static EffectExpectation atLeastOnce(String system, String... effects) {
    return EffectExpectation.of(system, Mode.AT_LEAST_ONCE, List.of(effects));
  }

  /** The final value of each key written to the store {@code system}: key, value, key, value. */
  public static EffectExpectation finalByKey(String system, String... keysAndValues) {
    return EffectExpectation.of(system, Mode.FINAL_BY_KEY, List.of(keysAndValues));
  }

  /**
   * The effects on {@code system} kept in the golden file at {@code path}, compared as {@code mode}
   * (an {@code ExpectEffects.Mode} name) says; {@code subject} names what the file is of.
   */
  public static EffectExpectation golden(String path, String subject, String system, String mode) {
    return EffectExpectation.golden(path, subject, system, Mode.valueOf(mode));
  }
}
