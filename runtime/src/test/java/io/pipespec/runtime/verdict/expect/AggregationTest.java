package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class AggregationTest {

  @Test
  void sumsWholeNumbersExactly() {
    assertThat(Aggregation.summand(Long.MAX_VALUE)).isEqualTo(BigDecimal.valueOf(Long.MAX_VALUE));
    assertThat(Aggregation.summand((byte) -3)).isEqualTo(BigDecimal.valueOf(-3));
    assertThat(Aggregation.summand(BigInteger.TEN.pow(30)))
        .isEqualTo(new BigDecimal(BigInteger.TEN.pow(30)));
    assertThat(Aggregation.summand(new BigDecimal("12.50"))).isEqualTo(new BigDecimal("12.50"));
  }

  @Test
  void sumsAFloatingNumberByItsDecimalTextNotItsLongValue() {
    assertThat(Aggregation.summand(0.25d)).isEqualTo(new BigDecimal("0.25"));
    assertThat(Aggregation.summand(0.1d)).isEqualTo(new BigDecimal("0.1"));
    assertThat(Aggregation.summand(1.5f)).isEqualTo(new BigDecimal("1.5"));
  }

  @Test
  void refusesANumberWithoutAnExactValue() {
    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> Aggregation.summand(Double.NaN));

    assertThat(refused).hasMessageThat().contains("The element NaN has no exact value");
  }

  @Test
  void hashesAsElementHashDoes() {
    List<String> words = List.of("b", "a", "\uD83D\uDE00", "\uFF21");

    assertThat(
            Aggregation.hash(
                words.stream().map(word -> word.getBytes(StandardCharsets.UTF_8)).toList()))
        .isEqualTo(ElementHash.hash(words));
    assertThat(Aggregation.hash(List.of())).isEqualTo("1B2M2Y8AsgTpgAmY7PhCfg==");
  }
}
