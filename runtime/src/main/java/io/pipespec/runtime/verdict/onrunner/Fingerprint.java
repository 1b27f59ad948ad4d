package io.pipespec.runtime.verdict.onrunner;

/**
 * A 128-bit fingerprint of an encoding: SipHash-2-4 with its 128-bit output (Aumasson and
 * Bernstein, "SipHash: a fast short-input PRF", 2012), under a fixed key, so that every worker and
 * every run computes the same one. {@link Digests} sums fingerprints to tell, without grouping the
 * elements, whether both sides of a comparison hold the same elements.
 *
 * <p>One instance is reused for every encoding a worker reads: {@link #of} leaves the two halves in
 * {@link #low} and {@link #high}. Not thread-safe.
 */
final class Fingerprint {

  /** The key bytes 00 to 0f, as the reference test vectors use. */
  private static final long KEY_0 = 0x0706050403020100L;

  private static final long KEY_1 = 0x0f0e0d0c0b0a0908L;

  private final boolean wide;
  private long v0;
  private long v1;
  private long v2;
  private long v3;

  /** The first half of the last fingerprint, and the whole of a 64-bit one. */
  long low;

  /** The second half of the last 128-bit fingerprint. */
  long high;

  /** A fingerprinter of 128 bits. */
  Fingerprint() {
    this(true);
  }

  /** A fingerprinter of 128 bits, or of 64 (SipHash-2-4 itself; {@link #high} stays 0). */
  Fingerprint(boolean wide) {
    this.wide = wide;
  }

  /** Fingerprints {@code bytes} into {@link #low} and {@link #high}. */
  void of(byte[] bytes) {
    v0 = KEY_0 ^ 0x736f6d6570736575L;
    v1 = KEY_1 ^ 0x646f72616e646f6dL ^ (wide ? 0xee : 0);
    v2 = KEY_0 ^ 0x6c7967656e657261L;
    v3 = KEY_1 ^ 0x7465646279746573L;
    int length = bytes.length;
    int whole = length - (length & 7);
    for (int i = 0; i < whole; i += 8) {
      long word = 0;
      for (int b = 7; b >= 0; b--) {
        word = (word << 8) | (bytes[i + b] & 0xffL);
      }
      compress(word);
    }
    long last = ((long) length) << 56;
    for (int i = whole; i < length; i++) {
      last |= (bytes[i] & 0xffL) << (8 * (i - whole));
    }
    compress(last);
    v2 ^= wide ? 0xee : 0xff;
    round();
    round();
    round();
    round();
    low = v0 ^ v1 ^ v2 ^ v3;
    if (wide) {
      v1 ^= 0xdd;
      round();
      round();
      round();
      round();
      high = v0 ^ v1 ^ v2 ^ v3;
    } else {
      high = 0;
    }
  }

  private void compress(long word) {
    v3 ^= word;
    round();
    round();
    v0 ^= word;
  }

  private void round() {
    v0 += v1;
    v1 = Long.rotateLeft(v1, 13);
    v1 ^= v0;
    v0 = Long.rotateLeft(v0, 32);
    v2 += v3;
    v3 = Long.rotateLeft(v3, 16);
    v3 ^= v2;
    v0 += v3;
    v3 = Long.rotateLeft(v3, 21);
    v3 ^= v0;
    v2 += v1;
    v1 = Long.rotateLeft(v1, 17);
    v1 ^= v2;
    v2 = Long.rotateLeft(v2, 32);
  }
}
