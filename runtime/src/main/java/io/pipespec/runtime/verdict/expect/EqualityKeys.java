package io.pipespec.runtime.verdict.expect;

import java.util.Arrays;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.util.CoderUtils;

/**
 * Hash keys under which equal values meet: the encoding with a deterministic coder (as Beam Go
 * compares), else the value itself ({@code equals} and {@code hashCode}).
 */
final class EqualityKeys {

  private final Coder<Object> coder;
  private final boolean byBytes;
  private final String what;

  @SuppressWarnings("unchecked")
  EqualityKeys(Coder<?> coder, boolean byBytes, String what) {
    this.coder = (Coder<Object>) coder;
    this.byBytes = byBytes;
    this.what = what;
  }

  /** Keys for the values of {@code coder}: by bytes when it is deterministic. */
  static EqualityKeys of(Coder<?> coder, String what) {
    return new EqualityKeys(coder, isDeterministic(coder), what);
  }

  static boolean isDeterministic(Coder<?> coder) {
    try {
      coder.verifyDeterministic();
      return true;
    } catch (Coder.NonDeterministicException e) {
      return false;
    }
  }

  boolean byBytes() {
    return byBytes;
  }

  /** The key of a value; an expected value that cannot be encoded is a mistake of the test. */
  Object of(Object value) {
    if (!byBytes) {
      return value;
    }
    try {
      return ofEncoded(CoderUtils.encodeToByteArray(coder, value));
    } catch (CoderException | RuntimeException e) {
      throw new IllegalArgumentException(
          "The expected value "
              + Rendering.value(value)
              + (value == null ? "" : " (a " + value.getClass().getName() + ")")
              + " cannot be encoded with the coder "
              + coder
              + " of "
              + what
              + ": "
              + e
              + ". Expect values of the output's element type.",
          e);
    }
  }

  /** The key of an already encoded value; only meaningful when {@link #byBytes()}. */
  static Object ofEncoded(byte[] encoded) {
    return new Encoded(encoded);
  }

  /** How values were compared, for the message. */
  String method() {
    return byBytes
        ? "encoded bytes, because the coder " + coder + " is deterministic"
        : "equals/hashCode of the decoded values, because the coder "
            + coder
            + " is not deterministic";
  }

  private static final class Encoded {
    private final byte[] bytes;
    private final int hash;

    Encoded(byte[] bytes) {
      this.bytes = bytes;
      this.hash = hash(bytes);
    }

    /**
     * A hash that tells short encodings apart and keeps neighbours near: an encoding of up to four
     * bytes is its own bytes as a little-endian number (with its length in the top bits), so each
     * gets a code of its own, and numbers that follow each other land in bins that do; a longer one
     * hashes as {@code Arrays.hashCode} does. {@code Arrays.hashCode} alone (multiplier 31) gave
     * the million one- to three-byte VarLong encodings of 0 to 999,999 about 126,000 codes, so a
     * map of them kept several keys per code in tree bins and searched them; a hash that spreads
     * them at random costs as much again in cache misses.
     */
    private static int hash(byte[] bytes) {
      if (bytes.length > 4) {
        return Arrays.hashCode(bytes);
      }
      int h = 0;
      for (int i = 0; i < bytes.length; i++) {
        h |= (bytes[i] & 0xFF) << (8 * i);
      }
      return h ^ (bytes.length << 29);
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Encoded encoded
          && encoded.hash == hash
          && Arrays.equals(encoded.bytes, bytes);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }
}
