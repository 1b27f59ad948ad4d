package io.pipespec.runtime.takeover;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.io.UnboundedSource;
import org.apache.beam.sdk.io.UnboundedSource.UnboundedReader;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.util.SerializableUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The take-over's timeline source, read as a runner reads it, without a runner. */
class TakeOverSourceTest {

  private static TimelinePhase<String> first() {
    return new TimelinePhase<>(StringUtf8Coder.of())
        .element("a", 10_000)
        .element("b", 20_000)
        .watermark(30_000);
  }

  private static TimelinePhase<String> second() {
    return new TimelinePhase<>(StringUtf8Coder.of()).element("c", 40_000).watermark(50_000);
  }

  private static PipelineOptions options(long pauseMillis) {
    PipelineOptions options = PipelineOptionsFactory.create();
    options.as(TakeOverOptions.class).setPipespecTakeOverPauseMillis(pauseMillis);
    return options;
  }

  @SuppressWarnings("unchecked") // the source Read.from was given
  private static TakeOverSource<String> source(Read.Unbounded<String> read) {
    return (TakeOverSource<String>) read.getSource();
  }

  /** Reads until {@code reader} has nothing, as a runner polls: the watermark read in between. */
  private static List<String> drain(UnboundedReader<String> reader, int polls) throws Exception {
    List<String> read = new ArrayList<>();
    boolean available = reader.start();
    for (int i = 0; i < polls; i++) {
      if (available) {
        read.add(reader.getCurrent() + "@" + reader.getCurrentTimestamp().getMillis());
      } else {
        read.add("wm " + reader.getWatermark().getMillis());
      }
      available = reader.advance();
    }
    return read;
  }

  @Test
  void recordingEmitsTheFirstPhaseThenHoldsAndWritesTheMarker(@TempDir Path directory)
      throws Exception {
    Path marker = directory.resolve("marker");
    PipelineOptions options = options(0);
    options.as(TakeOverOptions.class).setPipespecTakeOverMarker(marker.toString());
    TakeOverSource<String> source = source(TakeOverSource.read(first(), second(), options));

    UnboundedReader<String> reader = source.createReader(options, null);
    List<String> read = drain(reader, 6);

    // After the watermark step the reader holds until the runner read the watermark twice.
    assertThat(read)
        .containsExactly("a@10000", "b@20000", "wm 30000", "wm 30000", "wm 30000", "wm 30000")
        .inOrder();
    assertThat(Files.exists(marker)).isTrue();
    assertThat(options.as(TakeOverOptions.class).getPipespecTakeOverSecondPhase()).isNull();
    TakeOverSource.Position position = (TakeOverSource.Position) reader.getCheckpointMark();
    assertThat(position).isEqualTo(new TakeOverSource.Position(3, 30_000));
  }

  @Test
  void restoredItGoesOnWithTheSecondPhaseOfTheCurrentRunThenEnds() throws Exception {
    PipelineOptions options = options(0);
    // The recorded source, as the savepoint keeps it; the options are the current run's.
    TakeOverSource<String> recorded =
        SerializableUtils.clone(source(TakeOverSource.read(first(), second(), options)));
    TakeOverSource.Position position = new TakeOverSource.Position(3, 30_000);
    byte[] saved = CoderUtils.encodeToByteArray(recorded.getCheckpointMarkCoder(), position);

    UnboundedReader<String> reader =
        recorded.createReader(
            options, CoderUtils.decodeFromByteArray(recorded.getCheckpointMarkCoder(), saved));

    assertThat(reader.getWatermark().getMillis()).isEqualTo(30_000);
    List<String> read = drain(reader, 5);
    assertThat(read.subList(0, 2)).containsExactly("c@40000", "wm 50000").inOrder();
    assertThat(read.get(4)).isEqualTo("wm " + BoundedWindow.TIMESTAMP_MAX_VALUE.getMillis());
  }

  @Test
  void aWatermarkIsHeldForThePauseBeforeTheNextElement() throws Exception {
    PipelineOptions options = options(60_000);
    TakeOverSource<String> source = source(TakeOverSource.read(first(), second(), options));

    UnboundedReader<String> reader =
        source.createReader(options, new TakeOverSource.Position(2, 0));

    assertThat(reader.start()).isFalse(); // the watermark step, 30s
    reader.getWatermark();
    reader.getWatermark();
    assertThat(reader.advance()).isFalse(); // read twice, but the pause has not passed
  }

  @Test
  void startedAfreshInARestoreItSaysTheSavepointHeldNoPosition() {
    PipelineOptions options = options(0);
    UnboundedSource<String, TakeOverSource.Position> source =
        source(TakeOverSource.read(first(), second(), options));

    IllegalStateException failure =
        assertThrows(IllegalStateException.class, () -> source.createReader(options, null));

    assertThat(failure).hasMessageThat().contains("the savepoint holds no position for it");
    assertThat(failure).hasMessageThat().contains("-Dpipespec.savepoints=update");
  }
}
