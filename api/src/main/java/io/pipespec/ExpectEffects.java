package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;
import org.junit.platform.commons.annotation.Testable;

/**
 * Expects the effects the run made on a fake external system: the calls its functions made to a
 * fake of {@code io.pipespec.effects.ExternalSystem} named {@link #system()}, outside Beam. Beam
 * retries a failed bundle and keeps what the failed attempt did outside Beam, so this is how a test
 * sees that a call is not idempotent:
 *
 * <pre>{@code
 * @ExpectEffects(system = "payments", value = {"charge(alice, 100)", "charge(bob, 250)"})
 * void eachAccountIsChargedOnce() {}
 * }</pre>
 *
 * <p>Each effect is written as the fake records it: the method and its arguments, a text quoted
 * only where it would read as something else ({@code charge("carol, jr", 100)}). In pipeline, job
 * and function tests; scopes and {@code @Where} do not apply to effects.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectEffects {

  /** The name the fake was made with: {@code ExternalSystem.fake("payments", ...)}. */
  String system();

  /**
   * The expected effects, {@code "charge(alice, 100)"}; for {@link Mode#FINAL_BY_KEY}, each key's
   * final value, {@code "alice=100"}. Empty expects no effect at all (the default mode).
   */
  String[] value() default {};

  /** How the effects are compared. */
  Mode mode() default Mode.EXACTLY_ONCE;

  /**
   * The name of a golden file that keeps the expected effects instead of {@link #value()}, such as
   * {@code "payments.effects"}; empty, the default, for none. The file is {@code
   * src/test/resources/<package>/<TestClass>/<Scenario>.<snapshot>} (the directory is {@code
   * pipespec.snapshots.dir}), one effect a line, sorted; record it with {@code
   * -Dpipespec.snapshots=record}, rewrite it with {@code -Dpipespec.snapshots=update}, and review
   * it as code. A plain run compares the effects made with it as {@link #mode()} says, and a
   * missing file fails. The name is letters, digits, {@code _}, {@code -} and dots, ending in
   * {@code .effects}; with it, {@link #value()} stays empty.
   */
  String snapshot() default "";

  /** How the recorded effects are compared with the expected ones. */
  enum Mode {
    /**
     * Each expected effect as many times as it is listed, and nothing else: a call a retry made
     * again is a duplicate.
     */
    EXACTLY_ONCE,
    /** Each expected effect at least once, and nothing that is not listed: duplicates are fine. */
    AT_LEAST_ONCE,
    /**
     * For a key-value store ({@code put(key, value)}): the last value written to each key, and no
     * other key. An upsert by key stays right under retries, which this judges.
     */
    FINAL_BY_KEY
  }
}
