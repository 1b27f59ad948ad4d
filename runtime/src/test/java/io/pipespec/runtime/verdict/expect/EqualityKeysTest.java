package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.HashSet;
import java.util.Set;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.util.CoderUtils;
import org.junit.jupiter.api.Test;

/** Keys by encoded bytes: equal encodings meet, distinct ones spread over the hash table. */
class EqualityKeysTest {

  @Test
  void equalEncodingsAreEqualKeysAndDistinctOnesAreNot() {
    Object one = EqualityKeys.ofEncoded(new byte[] {1, 2, 3});
    assertThat(EqualityKeys.ofEncoded(new byte[] {1, 2, 3})).isEqualTo(one);
    assertThat(EqualityKeys.ofEncoded(new byte[] {1, 2, 3}).hashCode()).isEqualTo(one.hashCode());
    assertThat(EqualityKeys.ofEncoded(new byte[] {1, 2})).isNotEqualTo(one);
    assertThat(EqualityKeys.ofEncoded(new byte[] {3, 2, 1})).isNotEqualTo(one);
    assertThat(EqualityKeys.ofEncoded(new byte[0])).isEqualTo(EqualityKeys.ofEncoded(new byte[0]));
  }

  /**
   * The million numbers of {@code large-contains}, encoded with VarLongCoder in one to three bytes:
   * {@code Arrays.hashCode} gave them about 130,000 hash codes, so the comparison's hash map kept
   * several keys per code and spent half of the judging searching its overfull bins.
   */
  @Test
  void shortEncodingsOfDistinctNumbersGetDistinctHashCodes() throws CoderException {
    int numbers = 1_000_000;
    Set<Integer> codes = new HashSet<>();
    for (long i = 0; i < numbers; i++) {
      codes.add(
          EqualityKeys.ofEncoded(CoderUtils.encodeToByteArray(VarLongCoder.of(), i)).hashCode());
    }
    assertWithMessage("distinct hash codes of %s distinct encodings", numbers)
        .that(codes.size())
        .isAtLeast(numbers - numbers / 1000);
  }
}
