package io.pipespec.runtime.capture;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;
import java.util.Locale;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * How much heap the in-memory capture needs per element, measured: the figure is printed (a line
 * starting {@code FOOTPRINT}) and bounded, so that a change that brings back one object per element
 * fails here. Elements are what a windowed pipeline hands the capture step: each with a timestamp
 * of its own and a window object of its own (as {@code FixedWindows} assigns them), a thousand to a
 * window.
 */
class CaptureFootprintTest {

  private static final int ELEMENTS = 500_000;

  private static long usedHeap() throws InterruptedException {
    Runtime runtime = Runtime.getRuntime();
    long used = Long.MAX_VALUE;
    // The least of a few readings after full collections: what is live, not what awaits collection.
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(50);
      used = Math.min(used, runtime.totalMemory() - runtime.freeMemory());
    }
    return used;
  }

  @Test
  void aCapturedLongTakesAFewBytesMoreThanItsEncoding() throws Exception {
    long before = usedHeap();
    MemoryCaptureStore store = MemoryCaptureStore.create();
    try {
      CaptureSink.BundleWriter writer = store.sink("out", IntervalWindow.getCoder()).openBundle();
      for (int i = 0; i < ELEMENTS; i++) {
        long start = (i / 1000) * 60_000L;
        IntervalWindow window =
            new IntervalWindow(Instant.ofEpochMilli(start), Instant.ofEpochMilli(start + 60_000));
        writer.add(
            CoderUtils.encodeToByteArray(VarLongCoder.of(), (long) i),
            window,
            PaneInfo.NO_FIRING,
            Instant.ofEpochMilli(start + i % 1000));
      }
      writer.finish();
      long captured = usedHeap() - before;
      List<CapturedElement> read = store.read("out");
      long readToo = usedHeap() - before;

      double perElement = captured / (double) ELEMENTS;
      double perElementRead = readToo / (double) ELEMENTS;
      System.out.printf(
          Locale.ROOT,
          "FOOTPRINT capture of %d Longs: %.1f bytes per element held by the store, %.1f with the"
              + " list read from it%n",
          ELEMENTS,
          perElement,
          perElementRead);
      assertThat(read).hasSize(ELEMENTS);
      assertThat(
              CoderUtils.decodeFromByteArray(VarLongCoder.of(), read.get(ELEMENTS - 1).encoded()))
          .isEqualTo(ELEMENTS - 1L);
      // VarLong encodings of these numbers take 1 to 3 bytes; one object per element took ~150.
      assertWithMessage("bytes per captured element").that(perElement).isLessThan(40.0);
      assertWithMessage("bytes per captured element, read").that(perElementRead).isLessThan(40.0);
    } finally {
      store.close();
    }
  }
}
