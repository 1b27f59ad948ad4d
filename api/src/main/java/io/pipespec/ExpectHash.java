package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;
import org.junit.platform.commons.annotation.Testable;

/**
 * Expects a {@code String} output with {@code size} elements whose hash is {@code value}: the
 * base64 (standard alphabet, padded) MD5 of the elements' UTF-8 bytes, concatenated after sorting
 * the elements by those bytes. This is the definition of Beam Go's {@code passert.Hash}, so a hash
 * computed there matches here; for example the elements {@code "b"} and {@code "a"} hash to the MD5
 * of {@code "ab"}, {@code "GH70Q2Ei0cwvQNwrkvDroA=="}.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface ExpectHash {
  /** The base64-encoded MD5 hash, 24 characters. */
  String value();

  /** The number of elements, duplicates counting. */
  long size();

  /** The output to check, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
