package io.pipespec.runtime.expect;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
    assertEquals("red=27", Rendering.value(KV.of("red", 27)));
    assertEquals("'a=b'=1", Rendering.value(KV.of("a=b", 1)));
    assertEquals("'it\\'s'=1", Rendering.value(KV.of("it's", 1)));
    assertEquals("' x'='y '", Rendering.value(KV.of(" x", "y ")));
    assertEquals("''=null", Rendering.value(KV.of("", null)));
    assertEquals("a=b=1", Rendering.value(KV.of("a", KV.of("b", 1))));
    assertEquals("'back\\\\slash ='=1", Rendering.value(KV.of("back\\slash =", 1)));
    assertEquals("back\\slash=1", Rendering.value(KV.of("back\\slash", 1)));
    assertEquals("a=b", Rendering.value("a=b"));
    assertEquals("null", Rendering.value(null));
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
    assertEquals("{name=ann, points=3}", Rendering.value(new Score("ann", 3)));
    assertEquals(
        "{home={name=ann, points=3}, others=[{name='b, c', points=1}]}",
        Rendering.value(new Match(new Score("ann", 3), List.of(new Score("b, c", 1)))));
    assertEquals("[1, 2]", Rendering.value(List.of(1, 2)));
    assertEquals("['a,b', '', 'x]', y]", Rendering.value(List.of("a,b", "", "x]", "y")));
    assertEquals(
        "[a=1, 'b,c'=[]]", Rendering.value(List.of(KV.of("a", 1), KV.of("b,c", List.of()))));
    assertEquals("(a=1)=2", Rendering.value(KV.of(KV.of("a", 1), 2)));
    assertEquals("RED", Rendering.value(Color.RED));
    assertEquals(
        "2024-01-01T00:00:03Z", Rendering.value(java.time.Instant.parse("2024-01-01T00:00:03Z")));
    assertEquals("PT20M", Rendering.value(java.time.Duration.ofMinutes(20)));
    assertEquals("1970-01-01T00:00:03.000Z", Rendering.value(new Instant(3000)));
    assertEquals("PT0.250S", Rendering.value(org.joda.time.Duration.millis(250)));
  }

  @Test
  void hugeValuesAreCut() {
    String rendered = Rendering.value("x".repeat(600));
    assertEquals("x".repeat(500) + "... (100 more characters)", rendered);
  }

  @Test
  void windowsPanesAndTimestampsAreWrittenForPeople() {
    assertEquals("global window", Rendering.window(GlobalWindow.INSTANCE));
    assertEquals(
        "window [1970-01-01T00:00Z, 1970-01-01T00:20Z)",
        Rendering.window(new IntervalWindow(new Instant(0), new Instant(1_200_000))));
    assertEquals("pane NO_FIRING", Rendering.pane(PaneInfo.NO_FIRING));
    assertEquals(
        "pane LATE #2 (last)", Rendering.pane(PaneInfo.createPane(false, true, Timing.LATE, 2, 1)));
    assertEquals(
        "pane EARLY #0 (first)", Rendering.pane(PaneInfo.createPane(true, false, Timing.EARLY)));
    assertEquals("MIN", Rendering.timestamp(BoundedWindow.TIMESTAMP_MIN_VALUE));
    assertEquals("end of global window", Rendering.timestamp(GlobalWindow.INSTANCE.maxTimestamp()));
    assertEquals("MAX", Rendering.timestamp(BoundedWindow.TIMESTAMP_MAX_VALUE));
    assertEquals("1970-01-01T00:00:03Z", Rendering.timestamp(new Instant(3000)));
    assertEquals("1970-01-01T00:00:19.999Z", Rendering.timestamp(new Instant(19_999)));
  }
}
