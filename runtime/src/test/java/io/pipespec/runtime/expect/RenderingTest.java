package io.pipespec.runtime.expect;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

  @Test
  void hugeValuesAreCut() {
    String rendered = Rendering.value("x".repeat(600));
    assertEquals("x".repeat(500) + "... (100 more characters)", rendered);
  }

  @Test
  void windowsPanesAndTimestampsAreWrittenForPeople() {
    assertEquals("global window", Rendering.window(GlobalWindow.INSTANCE));
    assertEquals(
        "window [1970-01-01T00:00:00.000Z, 1970-01-01T00:20:00.000Z)",
        Rendering.window(new IntervalWindow(new Instant(0), new Instant(1_200_000))));
    assertEquals("pane NO_FIRING", Rendering.pane(PaneInfo.NO_FIRING));
    assertEquals(
        "pane LATE #2 (last)", Rendering.pane(PaneInfo.createPane(false, true, Timing.LATE, 2, 1)));
    assertEquals(
        "pane EARLY #0 (first)", Rendering.pane(PaneInfo.createPane(true, false, Timing.EARLY)));
    assertEquals("MIN", Rendering.timestamp(BoundedWindow.TIMESTAMP_MIN_VALUE));
    assertEquals("end of global window", Rendering.timestamp(GlobalWindow.INSTANCE.maxTimestamp()));
    assertEquals("1970-01-01T00:00:03.000Z", Rendering.timestamp(new Instant(3000)));
  }
}
