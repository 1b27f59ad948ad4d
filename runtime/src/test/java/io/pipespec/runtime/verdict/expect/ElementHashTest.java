package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The hash of Beam Go's {@code passert.Hash}. The expected values were computed outside Java,
 * following Go's definition step by step: sort the strings byte-wise, concatenate their UTF-8
 * bytes, MD5, standard base64 ({@code printf 'ab' | md5sum | xxd -r -p | base64}).
 */
class ElementHashTest {

  @Test
  void hashesTheSortedConcatenation() {
    assertThat(ElementHash.hash(List.of("b", "a"))).isEqualTo("GH70Q2Ei0cwvQNwrkvDroA==");
  }

  @Test
  void duplicatesCount() {
    assertThat(ElementHash.hash(List.of("b", "a", "a"))).isEqualTo("5iWV7pi1hRU9rIfOGracPA==");
  }

  @Test
  void noElementHashesTheEmptyInput() {
    assertThat(ElementHash.hash(List.of())).isEqualTo("1B2M2Y8AsgTpgAmY7PhCfg==");
  }

  @Test
  void sortsByUtf8BytesAsGoDoesNotByUtf16() {
    // U+FF21 is EF BC A1 in UTF-8 and sorts before the emoji (F0 ...); in UTF-16 the emoji's
    // surrogate D83D sorts before FF21. Go's order gives the MD5 of "\uFF21\uD83D\uDE00".
    assertThat(ElementHash.hash(List.of("\uD83D\uDE00", "\uFF21")))
        .isEqualTo("qwlzEjqOrHy1XGEz7i/9dw==");
  }
}
