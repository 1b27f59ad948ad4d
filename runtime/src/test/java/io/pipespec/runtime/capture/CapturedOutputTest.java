package io.pipespec.runtime.capture;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

class CapturedOutputTest {

  private static IntervalWindow minute(int minute) {
    return new IntervalWindow(Instant.ofEpochMilli(minute * 60_000L), Duration.standardMinutes(1));
  }

  private static CapturedElement element(long value, IntervalWindow window) throws Exception {
    return new CapturedElement(
        CoderUtils.encodeToByteArray(VarLongCoder.of(), value),
        window,
        PaneInfo.ON_TIME_AND_ONLY_FIRING,
        window.maxTimestamp());
  }

  private static CapturedOutput<Long> output(List<CapturedElement> elements) {
    return new CapturedOutput<>(
        "numbers",
        VarLongCoder.of(),
        WindowingStrategy.of(FixedWindows.of(Duration.standardMinutes(1))),
        elements);
  }

  @Test
  void elementsOfOneWindowInArrivalOrder() throws Exception {
    CapturedElement a = element(1, minute(1));
    CapturedElement b = element(2, minute(0));
    CapturedElement c = element(3, minute(1));
    CapturedOutput<Long> output = output(List.of(a, b, c));

    assertThat(output.elementsIn(minute(1))).containsExactly(a, c).inOrder();
    assertThat(output.elementsIn(minute(0))).containsExactly(b);
    assertThat(output.elementsIn(minute(7))).isEmpty();
    assertThat(output.windows()).containsExactly(minute(1), minute(0)).inOrder();
  }

  @Test
  void anIndexOfManyWindowsHoldsEveryElementOnce() throws Exception {
    List<CapturedElement> elements = new ArrayList<>();
    for (int i = 0; i < 100_000; i++) {
      elements.add(element(i, minute(i % 10_000)));
    }
    CapturedOutput<Long> output = output(elements);

    assertThat(output.windows()).hasSize(10_000);
    long total = 0;
    for (int minute = 0; minute < 10_000; minute++) {
      List<CapturedElement> inWindow = output.elementsIn(minute(minute));
      assertThat(inWindow).hasSize(10);
      assertThat(output.decode(inWindow.get(0))).isEqualTo((long) minute);
      total += inWindow.size();
    }
    assertThat(total).isEqualTo(elements.size());
  }
}
