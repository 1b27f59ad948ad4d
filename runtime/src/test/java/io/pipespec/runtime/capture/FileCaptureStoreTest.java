package io.pipespec.runtime.capture;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.joda.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The file store accounts for every element once, and never reads a lost file as nothing. */
class FileCaptureStoreTest {

  private Path base;
  private FileCaptureStore store;
  private CaptureSink sink;

  @BeforeEach
  void createStore() throws IOException {
    base = Files.createTempDirectory("pipespec-store-test");
    store = FileCaptureStore.create(base.toString());
    sink = store.sink("out", GlobalWindow.Coder.INSTANCE);
  }

  @AfterEach
  void closeStore() throws IOException {
    store.close();
    try (Stream<Path> left = Files.walk(base)) {
      assertThat(left.filter(path -> !path.equals(base)).toList()).isEmpty();
    }
    Files.delete(base);
  }

  /** Commits one bundle of {@code values} through {@code target}. */
  private static void bundle(CaptureSink target, long... values) throws IOException {
    CaptureSink.BundleWriter writer = target.openBundle();
    for (long value : values) {
      writer.add(
          VarLongCoder.of(),
          value,
          GlobalWindow.INSTANCE,
          PaneInfo.NO_FIRING,
          Instant.ofEpochMilli(value * 1000));
    }
    writer.finish();
  }

  private List<Long> values() throws IOException {
    List<Long> values = new ArrayList<>();
    for (CapturedElement element : store.read("out")) {
      values.add(CoderUtils.decodeFromByteArray(VarLongCoder.of(), element.encoded()));
    }
    return values;
  }

  private List<Path> files(String suffix) throws IOException {
    try (Stream<Path> all = Files.walk(base)) {
      return all.filter(path -> path.toString().endsWith(suffix)).sorted().toList();
    }
  }

  @Test
  void everyElementOfEveryBundleIsReadOnceWithItsWindowPaneAndTimestamp() throws IOException {
    bundle(sink, 1, 2);
    bundle(sink);
    bundle(sink, 3);
    CaptureSink windowed = store.sink("windowed", IntervalWindow.getCoder());
    CaptureSink.BundleWriter writer = windowed.openBundle();
    IntervalWindow window =
        new IntervalWindow(Instant.ofEpochMilli(0), Instant.ofEpochMilli(60_000));
    PaneInfo late = PaneInfo.createPane(false, true, PaneInfo.Timing.LATE, 2, 1);
    writer.add(VarLongCoder.of(), 7L, window, late, Instant.ofEpochMilli(59_999));
    writer.add(
        VarLongCoder.of(), 8L, window, PaneInfo.ON_TIME_AND_ONLY_FIRING, Instant.ofEpochMilli(5));
    writer.finish();

    assertThat(values()).containsExactly(1L, 2L, 3L).inOrder();
    List<CapturedElement> read = store.read("windowed");
    assertThat(read).hasSize(2);
    assertThat(read.get(0).window()).isEqualTo(window);
    assertThat(read.get(0).pane()).isEqualTo(late);
    assertThat(read.get(0).timestamp()).isEqualTo(Instant.ofEpochMilli(59_999));
    assertThat(read.get(1).pane()).isEqualTo(PaneInfo.ON_TIME_AND_ONLY_FIRING);
    assertThat(files(".bundle")).hasSize(3);
  }

  /** The encoding CapturedElement documents: the output's coder in the outer context. */
  @Test
  void elementsAreEncodedInTheOuterContextAsTheMemoryStoreEncodesThem() throws IOException {
    CaptureSink strings = store.sink("strings", GlobalWindow.Coder.INSTANCE);
    CaptureSink.BundleWriter writer = strings.openBundle();
    writer.add(
        StringUtf8Coder.of(),
        "@home",
        GlobalWindow.INSTANCE,
        PaneInfo.NO_FIRING,
        Instant.ofEpochMilli(0));
    writer.finish();

    assertThat(store.read("strings").get(0).encoded())
        .isEqualTo(CoderUtils.encodeToByteArray(StringUtf8Coder.of(), "@home"));
  }

  @Test
  void aLostCaptureFileFailsTheReadNamingTheBundleInsteadOfReadingLess() throws IOException {
    bundle(sink, 1, 2);
    bundle(sink, 3);
    bundle(sink, 4);
    Files.delete(files(".0.bundle").get(0));

    CaptureIncompleteException lost =
        assertThrows(CaptureIncompleteException.class, () -> store.read("out"));
    assertThat(lost)
        .hasMessageThat()
        .startsWith("The capture of output 'out' is incomplete: the capture file of bundle 0");
    assertThat(lost).hasMessageThat().contains("is missing (lost)");
    assertThat(lost).hasMessageThat().contains("counts 3 bundles with 4 elements");
  }

  @Test
  void theLastBundleLostIsCaughtByTheManifest() throws IOException {
    bundle(sink, 1);
    bundle(sink, 2);
    Files.delete(files(".1.bundle").get(0));

    CaptureIncompleteException lost =
        assertThrows(CaptureIncompleteException.class, () -> store.read("out"));
    assertThat(lost).hasMessageThat().contains("bundle 1 of writer");
  }

  @Test
  void aFileCutShortFailsTheRead() throws IOException {
    bundle(sink, 1, 2, 3);
    File bundle = files(".bundle").get(0).toFile();
    try (RandomAccessFile file = new RandomAccessFile(bundle, "rw")) {
      file.setLength(file.length() - 5);
    }

    CaptureIncompleteException cut =
        assertThrows(CaptureIncompleteException.class, () -> store.read("out"));
    assertThat(cut).hasMessageThat().contains("cannot be decoded");
    assertThat(cut).hasMessageThat().contains("checksum");
  }

  @Test
  void aLostManifestFailsTheRead() throws IOException {
    bundle(sink, 1);
    Files.delete(files(".manifest").get(0));

    CaptureIncompleteException lost =
        assertThrows(CaptureIncompleteException.class, () -> store.read("out"));
    assertThat(lost).hasMessageThat().contains("its manifest is missing");
  }

  /** Flink names a task's thread "name (subtask/parallelism)#attempt". */
  private void bundleInTask(String threadName, long... values) throws Exception {
    AtomicReference<Exception> failure = new AtomicReference<>();
    Thread task =
        new Thread(
            () -> {
              try {
                // Each attempt deserializes the capture step anew: a copy of the sink.
                bundle(CaptureSinkCopies.copy(sink), values);
              } catch (Exception e) {
                failure.set(e);
              }
            },
            threadName);
    task.start();
    task.join();
    if (failure.get() != null) {
      throw failure.get();
    }
  }

  @Test
  void aTaskThatRanAgainIsReadFromItsLatestAttemptOnlySoNothingIsCountedTwice() throws Exception {
    bundleInTask("Pipespec capture out/Record (1/2)#0", 1, 2);
    bundleInTask("Pipespec capture out/Record (2/2)#0", 10);
    // The first subtask failed after its bundle and ran again from the start.
    bundleInTask("Pipespec capture out/Record (1/2)#1", 1, 2);
    bundleInTask("Pipespec capture out/Record (1/2)#1", 3);

    assertThat(values()).containsExactly(1L, 2L, 10L, 3L);
  }

  @Test
  void aBundleFinishedAfterTheStoreClosedWritesNothing() throws IOException {
    CaptureSink.BundleWriter writer = sink.openBundle();
    writer.add(
        VarLongCoder.of(), 1L, GlobalWindow.INSTANCE, PaneInfo.NO_FIRING, Instant.ofEpochMilli(0));
    store.close();

    writer.finish();

    try (Stream<Path> left = Files.walk(base)) {
      assertThat(left.filter(path -> !path.equals(base)).toList()).isEmpty();
    }
  }
}
