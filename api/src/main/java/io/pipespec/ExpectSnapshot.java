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
 * Expects the output to hold exactly the elements of a snapshot file kept with the tests (a golden
 * output), in any order; duplicates count. The file is text made for code review: a header, then
 * one element per line in the literal syntax, sorted, grouped by window (and pane) when the
 * elements are not all in the global window.
 *
 * <p>The file is {@code
 * src/test/resources/<package>/<TestClass>/<Scenario>.<output>.<method>.snapshot} (the directory is
 * {@code pipespec.snapshots.dir}). Record it with {@code -Dpipespec.snapshots=record}, rewrite it
 * after a wanted change with {@code -Dpipespec.snapshots=update}, and review it as code; a plain
 * run only verifies. The elements are compared as {@link ExpectContains} compares its literals,
 * with the same failure message, and {@code @Window}, {@code @Pane} and {@code @Where} choose what
 * is compared. See {@code docs/snapshots.md}.
 *
 * <p>The annotated method is {@code void}, takes no parameters and has an empty body; it only names
 * the expectation, so that IDEs and build tools show and rerun it as a test.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectSnapshot {
  /** The output to check, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";

  /**
   * The path that identifies an element, for a failure that shows the differences by key, as in
   * {@link ExpectContains#key()}: {@code "id"}, {@code "customer.id"}, {@code "key"} of a {@code
   * KV}. It changes only the message, never the verdict; empty, the default, for none.
   */
  String key() default "";
}
