package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.transforms.windowing.PaneInfo.Timing;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

class RenderingTest {

  @Test
  void kvsAreWrittenInTheLiteralSyntax() {
    assertThat(Rendering.value(KV.of("red", 27))).isEqualTo("red=27");
    assertThat(Rendering.value(KV.of("a=b", 1))).isEqualTo("'a=b'=1");
    assertThat(Rendering.value(KV.of("it's", 1))).isEqualTo("'it\\'s'=1");
    assertThat(Rendering.value(KV.of(" x", "y "))).isEqualTo("' x'='y '");
    assertThat(Rendering.value(KV.of("", null))).isEqualTo("''=<null>");
    assertThat(Rendering.value(KV.of("a", KV.of("b", 1)))).isEqualTo("a=b=1");
    assertThat(Rendering.value(KV.of("back\\slash =", 1))).isEqualTo("'back\\\\slash ='=1");
    assertThat(Rendering.value(KV.of("back\\slash", 1))).isEqualTo("back\\slash=1");
    assertThat(Rendering.value("a=b")).isEqualTo("a=b");
    // A null is not the text "null", which is what the literal null means.
    assertThat(Rendering.value(null)).isEqualTo("<null>");
    assertThat(Rendering.value("null")).isEqualTo("null");
  }

  enum Color {
    RED;

    @Override
    public String toString() {
      return "the colour red";
    }
  }

  record Score(String name, int points) {}

  private record Match(Score home, List<Score> others) {}

  @Test
  void recordsListsEnumsAndTimesAreWrittenInTheLiteralSyntax() {
    assertThat(Rendering.value(new Score("ann", 3))).isEqualTo("{name=ann, points=3}");
    assertThat(Rendering.value(new Match(new Score("ann", 3), List.of(new Score("b, c", 1)))))
        .isEqualTo("{home={name=ann, points=3}, others=[{name='b, c', points=1}]}");
    assertThat(Rendering.value(List.of(1, 2))).isEqualTo("[1, 2]");
    assertThat(Rendering.value(List.of("a,b", "", "x]", "y"))).isEqualTo("['a,b', '', 'x]', y]");
    assertThat(Rendering.value(List.of(KV.of("a", 1), KV.of("b,c", List.of()))))
        .isEqualTo("[a=1, 'b,c'=[]]");
    assertThat(Rendering.value(KV.of(KV.of("a", 1), 2))).isEqualTo("(a=1)=2");
    assertThat(Rendering.value(Color.RED)).isEqualTo("RED");
    assertThat(Rendering.value(java.time.Instant.parse("2024-01-01T00:00:03Z")))
        .isEqualTo("2024-01-01T00:00:03Z");
    assertThat(Rendering.value(java.time.Duration.ofMinutes(20))).isEqualTo("PT20M");
    assertThat(Rendering.value(Instant.ofEpochMilli(3000))).isEqualTo("1970-01-01T00:00:03.000Z");
    assertThat(Rendering.value(org.joda.time.Duration.millis(250))).isEqualTo("PT0.250S");
  }

  @Test
  void hugeValuesAreCut() {
    String rendered = Rendering.value("x".repeat(600));
    assertThat(rendered).isEqualTo("x".repeat(500) + "... (100 more characters)");
  }

  @Test
  void windowsPanesAndTimestampsAreWrittenForPeople() {
    assertThat(Rendering.window(GlobalWindow.INSTANCE)).isEqualTo("global window");
    assertThat(
            Rendering.window(
                new IntervalWindow(Instant.ofEpochMilli(0), Instant.ofEpochMilli(1_200_000))))
        .isEqualTo("window [1970-01-01T00:00Z, 1970-01-01T00:20Z)");
    assertThat(Rendering.pane(PaneInfo.NO_FIRING)).isEqualTo("pane NO_FIRING");
    assertThat(Rendering.pane(PaneInfo.createPane(false, true, Timing.LATE, 2, 1)))
        .isEqualTo("pane LATE #2 (last)");
    assertThat(Rendering.pane(PaneInfo.createPane(true, false, Timing.EARLY)))
        .isEqualTo("pane EARLY #0 (first)");
    assertThat(Rendering.timestamp(BoundedWindow.TIMESTAMP_MIN_VALUE)).isEqualTo("MIN");
    assertThat(Rendering.timestamp(GlobalWindow.INSTANCE.maxTimestamp()))
        .isEqualTo("end of global window");
    assertThat(Rendering.timestamp(BoundedWindow.TIMESTAMP_MAX_VALUE)).isEqualTo("MAX");
    assertThat(Rendering.timestamp(Instant.ofEpochMilli(3000))).isEqualTo("1970-01-01T00:00:03Z");
    assertThat(Rendering.timestamp(Instant.ofEpochMilli(19_999)))
        .isEqualTo("1970-01-01T00:00:19.999Z");
  }
}
