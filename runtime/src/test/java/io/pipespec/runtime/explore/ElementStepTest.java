package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** An element written as a step reads back as that element, not as a step of the same words. */
class ElementStepTest {

  @Test
  void aTextThatIsAStepKeywordIsQuoted() {
    assertThat(ElementStep.of("watermark 5s", Optional.of("1s"))).isEqualTo("'watermark 5s' @ 1s");
    assertThat(ElementStep.of("bundle", Optional.of("1s"))).isEqualTo("'bundle' @ 1s");
    assertThat(ElementStep.of("savepoint", Optional.empty())).isEqualTo("'savepoint'");
  }

  @Test
  void aTextThatIsARetryOrRestartStepIsQuoted() {
    assertThat(ElementStep.of("fail and retry", Optional.of("1s")))
        .isEqualTo("'fail and retry' @ 1s");
    assertThat(ElementStep.of("fail and restart", Optional.empty()))
        .isEqualTo("'fail and restart'");
    assertThat(ElementStep.of("fail in @FinishBundle and retry", Optional.empty()))
        .isEqualTo("'fail in @FinishBundle and retry'");
  }

  @Test
  void anOrdinaryTextIsWrittenAsItIs() {
    assertThat(ElementStep.of("a=1", Optional.of("1s"))).isEqualTo("a=1 @ 1s");
  }
}
