package io.pipespec.runtime.verdict.onrunner;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.junit.jupiter.api.Test;

/**
 * Digests tell agreeing buckets from differing ones whatever the order and the parts they fold in,
 * and encode what they hold.
 */
class DigestsTest {

  private final Fingerprint fingerprint = new Fingerprint();

  private static byte[] encoded(long value) throws Exception {
    return CoderUtils.encodeToByteArray(VarLongCoder.of(), value);
  }

  private void expect(Digests digests, long value, long times) throws Exception {
    byte[] bytes = encoded(value);
    digests.add(Digests.bucket(bytes), bytes, Tally.expected(times, 0), fingerprint);
  }

  private void arrive(Digests digests, long value) throws Exception {
    byte[] bytes = encoded(value);
    digests.add(
        Digests.bucket(bytes),
        bytes,
        Tally.arrived(GlobalWindow.INSTANCE, PaneInfo.NO_FIRING, 0),
        fingerprint);
  }

  private static List<Integer> differing(Digests digests) {
    List<Integer> buckets = new ArrayList<>();
    for (int b = 0; b < Digests.BUCKETS; b++) {
      if (digests.differs(b)) {
        buckets.add(b);
      }
    }
    return buckets;
  }

  @Test
  void theSameElementsInAnyOrderAndPartsAgree() throws Exception {
    List<Long> values = new ArrayList<>();
    for (long n = 0; n < 10_000; n++) {
      values.add(n);
    }
    Digests expected = new Digests();
    for (long value : values) {
      expect(expected, value, 1);
    }
    Collections.shuffle(values, new Random(7));
    Digests first = new Digests();
    Digests second = new Digests();
    for (int i = 0; i < values.size(); i++) {
      arrive(i % 3 == 0 ? first : second, values.get(i));
    }
    Digests all = new Digests().merge(second).merge(expected).merge(first);
    assertThat(differing(all)).isEmpty();
    Summary agreed = all.agreed();
    assertThat(agreed.expectedCount).isEqualTo(10_000);
    assertThat(agreed.actualCount).isEqualTo(10_000);
    assertThat(agreed.equal).isEqualTo(10_000);
  }

  @Test
  void aChangedElementMakesItsBucketsDifferAndLeavesTheirTotalsOut() throws Exception {
    Digests digests = new Digests();
    for (long n = 0; n < 1_000; n++) {
      expect(digests, n, 1);
      arrive(digests, n == 500 ? -500 : n);
    }
    byte[] gone = encoded(500);
    byte[] come = encoded(-500);
    List<Integer> expectedBuckets = new ArrayList<>(List.of(Digests.bucket(gone)));
    if (Digests.bucket(come) != Digests.bucket(gone)) {
      expectedBuckets.add(Digests.bucket(come));
    }
    assertThat(differing(digests)).containsExactlyElementsIn(expectedBuckets);
    Summary agreed = digests.agreed();
    long left = 0;
    for (int b : expectedBuckets) {
      left += digests.expected[b];
    }
    assertThat(agreed.expectedCount).isEqualTo(1_000 - left);
  }

  @Test
  void elementsThatSwapWithinOneBucketStillDiffer() throws Exception {
    // Two values in one bucket: the bucket's counts agree, only its sums tell them apart.
    long first = 0;
    long second = 1;
    while (Digests.bucket(encoded(second)) != Digests.bucket(encoded(first))) {
      second++;
    }
    Digests digests = new Digests();
    expect(digests, first, 1);
    arrive(digests, second);
    int bucket = Digests.bucket(encoded(first));
    assertThat(digests.expected[bucket]).isEqualTo(digests.actual[bucket]);
    assertThat(differing(digests)).containsExactly(bucket);
  }

  @Test
  void anElementArrivingOnceTooOftenDiffers() throws Exception {
    Digests digests = new Digests();
    expect(digests, 42, 2);
    arrive(digests, 42);
    assertThat(differing(digests)).containsExactly(Digests.bucket(encoded(42)));
    arrive(digests, 42);
    assertThat(differing(digests)).isEmpty();
    arrive(digests, 42);
    assertThat(differing(digests)).containsExactly(Digests.bucket(encoded(42)));
  }

  @Test
  void encodesOnlyTheBucketsThatHoldElements() throws Exception {
    Digests digests = new Digests();
    expect(digests, 1, 3);
    arrive(digests, 2);
    arrive(digests, -7);
    Digests.DigestsCoder coder = new Digests.DigestsCoder();
    byte[] bytes = CoderUtils.encodeToByteArray(coder, digests);
    assertThat(bytes.length).isLessThan(3 * 24);
    Digests decoded = CoderUtils.decodeFromByteArray(coder, bytes);
    assertThat(decoded.expected).isEqualTo(digests.expected);
    assertThat(decoded.actual).isEqualTo(digests.actual);
    assertThat(decoded.low).isEqualTo(digests.low);
    assertThat(decoded.high).isEqualTo(digests.high);
  }
}
