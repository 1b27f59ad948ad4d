package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.values.TimestampedValue;
import org.junit.jupiter.api.Test;

/** Which elements a pasted timeline can write, and at what time. */
class ExploredInputTest {

  /** Not a record, and no factory from text. */
  static final class Opaque {
    @Override
    public String toString() {
      return "opaque";
    }
  }

  @Test
  void anElementAtTheEndOfTheGlobalWindowIsWrittenAtATimeTheGrammarReads() {
    TimestampedValue<String> element =
        TimestampedValue.of("x", GlobalWindow.INSTANCE.maxTimestamp());

    assertThat(ExploredInput.element(element)).isEqualTo("x @ +294247-01-09T04:00:54.775Z");
    assertThat(ExploredInput.unpastable(element)).isEmpty();
  }

  @Test
  void anElementAtTheEndOfTimeCannotBePastedSayingWhy() {
    assertThat(
            ExploredInput.unpastable(TimestampedValue.of("x", BoundedWindow.TIMESTAMP_MAX_VALUE)))
        .hasValue(
            "its event time is the end of time, and a timeline holds elements before it only");
  }

  @Test
  void anElementWithoutALiteralFormCannotBePastedSayingWhy() {
    assertThat(
            ExploredInput.unpastable(
                    TimestampedValue.of(new Opaque(), BoundedWindow.TIMESTAMP_MIN_VALUE))
                .orElseThrow())
        .startsWith(Opaque.class.getName() + " has no literal form: ");
  }
}
