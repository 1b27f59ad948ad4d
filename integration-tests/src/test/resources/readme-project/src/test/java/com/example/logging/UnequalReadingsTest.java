package com.example.logging;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.UnderTest;
import java.io.Serializable;
import java.util.List;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;

/**
 * Makes Beam log a warning a test author needs: its elements are Serializable without equals, so
 * the DirectRunner warns that two elements with the same encoding are not equal. The warning must
 * reach the user.
 */
@PipelineTest
class UnequalReadingsTest {

  /** Serializable, without equals: Beam codes it with SerializableCoder, and warns. */
  static final class Reading implements Serializable {
    private static final long serialVersionUID = 1L;

    final int value;

    Reading(int value) {
      this.value = value;
    }
  }

  @UnderTest
  static PCollection<Reading> readings(PCollection<Integer> values) {
    return values.apply(MapElements.into(TypeDescriptor.of(Reading.class)).via(Reading::new));
  }

  @Input static final List<Integer> values = List.of(1, 2);

  @Satisfies
  void oneReadingPerValue(List<Reading> readings) {
    assertThat(readings).hasSize(2);
  }
}
