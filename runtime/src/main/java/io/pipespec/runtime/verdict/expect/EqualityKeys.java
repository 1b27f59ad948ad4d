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
     * A hash that tells short encodings apart: {@code Arrays.hashCode} (multiplier 31) gives the
     * million one- to three-byte VarLong encodings of 0 to 999,999 about 130,000 codes, so a map of
     * them keeps several keys per code and searches its bins; a large odd multiplier gives each of
     * them a code of its own, and the final mix (MurmurHash3's) spreads the codes over the low bits
     * a hash table indexes by.
     */
    private static int hash(byte[] bytes) {
      int h = bytes.length;
      for (byte b : bytes) {
        h = h * 0x9E3779B1 + (b & 0xFF);
      }
      h ^= h >>> 16;
      h *= 0x85EBCA6B;
      h ^= h >>> 13;
      h *= 0xC2B2AE35;
      return h ^ (h >>> 16);
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
