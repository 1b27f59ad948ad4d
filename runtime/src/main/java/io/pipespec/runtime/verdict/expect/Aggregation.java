package io.pipespec.runtime.verdict.expect;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.apiguardian.api.API;

/**
 * An expectation that folds every element in scope into one value, the same way in the test JVM and
 * on the runner ({@link OnRunner.Aggregate}).
 */
@API(status = INTERNAL)
public enum Aggregation {
  /** Beam Go's {@code passert.Sum}: the exact sum of numbers ({@link #summand}). */
  SUM,
  /**
   * Beam Go's {@code passert.Hash}: one MD5 over every string in one sorted order ({@link #hash}).
   */
  HASH;

  /**
   * The exact value of one element to sum: integral boxes and {@code BigInteger} as they are, a
   * {@code BigDecimal} as it is, any other number (a {@code Double} the processor refuses, but a
   * hand-made expectation may meet) by its decimal text, so that 0.5 sums as 0.5, not as 0.
   *
   * @throws IllegalArgumentException for a number without an exact value, such as NaN
   */
  public static BigDecimal summand(Number number) {
    if (number instanceof BigDecimal decimal) {
      return decimal;
    }
    if (number instanceof BigInteger integer) {
      return new BigDecimal(integer);
    }
    if (number instanceof Long
        || number instanceof Integer
        || number instanceof Short
        || number instanceof Byte) {
      return BigDecimal.valueOf(number.longValue());
    }
    try {
      return new BigDecimal(number.toString());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "The element " + number + " has no exact value, so it cannot be summed", e);
    }
  }

  /**
   * Beam Go's {@code passert.Hash} of the elements' UTF-8 encodings: sorted as Go's {@code
   * sort.Strings} sorts (byte by byte, unsigned), fed to one MD5 in that order, the digest base64
   * encoded with the standard padded alphabet.
   */
  public static String hash(List<byte[]> utf8) {
    List<byte[]> sorted = new ArrayList<>(utf8);
    sorted.sort(Arrays::compareUnsigned);
    MessageDigest md5;
    try {
      md5 = MessageDigest.getInstance("MD5");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every Java platform has MD5", e);
    }
    for (byte[] bytes : sorted) {
      md5.update(bytes);
    }
    return Base64.getEncoder().encodeToString(md5.digest());
  }
}
