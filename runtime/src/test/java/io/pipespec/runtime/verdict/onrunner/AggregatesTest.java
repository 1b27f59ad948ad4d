package io.pipespec.runtime.verdict.onrunner;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.capture.CapturedElement;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/** Folds merge in any order to the same fold, as a runner may merge them however it bundles. */
class AggregatesTest {

  private static Aggregates.Folded one(long value) throws Exception {
    Aggregates.Folded folded = new Aggregates.Folded();
    folded.size = 1;
    folded.sum = BigDecimal.valueOf(value);
    folded.listed.add(
        new CapturedElement(
            CoderUtils.encodeToByteArray(VarLongCoder.of(), value),
            GlobalWindow.INSTANCE,
            PaneInfo.NO_FIRING,
            Instant.ofEpochMilli(value % 7)));
    return folded;
  }

  private static List<Long> timestamps(Aggregates.Folded folded) {
    return folded.listed.stream().map(element -> element.timestamp().getMillis()).toList();
  }

  private static List<Long> values(Aggregates.Folded folded) throws Exception {
    List<Long> values = new ArrayList<>();
    for (CapturedElement element : folded.listed) {
      values.add(CoderUtils.decodeFromByteArray(VarLongCoder.of(), element.encoded()));
    }
    return values;
  }

  @Test
  void keepsTheEarliestWhateverTheOrderOfMerging() throws Exception {
    List<Long> values = new ArrayList<>();
    for (long value = 0; value < 500; value++) {
      values.add(value);
    }
    Aggregates.Folded inOrder = new Aggregates.Folded();
    for (long value : values) {
      inOrder.merge(one(value));
    }
    Collections.shuffle(values, new Random(7));
    Aggregates.Folded left = new Aggregates.Folded();
    Aggregates.Folded right = new Aggregates.Folded();
    for (int i = 0; i < values.size(); i++) {
      (i % 2 == 0 ? left : right).merge(one(values.get(i)));
    }
    right.merge(left);

    assertThat(inOrder.size).isEqualTo(500);
    assertThat(inOrder.sum).isEqualTo(BigDecimal.valueOf(124_750));
    assertThat(inOrder.listed).hasSize(Aggregates.LISTED);
    assertThat(timestamps(inOrder)).isInOrder();
    assertThat(timestamps(inOrder)).containsExactlyElementsIn(Collections.nCopies(50, 0L));
    assertThat(right.size).isEqualTo(inOrder.size);
    assertThat(right.sum).isEqualTo(inOrder.sum);
    assertThat(values(right)).containsExactlyElementsIn(values(inOrder)).inOrder();
    assertThat(values(inOrder).subList(0, 3)).containsExactly(0L, 7L, 14L).inOrder();
  }
}
