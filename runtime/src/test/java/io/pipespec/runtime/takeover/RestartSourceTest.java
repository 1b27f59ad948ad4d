package io.pipespec.runtime.takeover;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.io.UnboundedSource;
import org.apache.beam.sdk.io.UnboundedSource.UnboundedReader;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The restart source as a runner drives it: it holds at {@code "fail and restart"} until a
 * checkpoint taken after its watermark was read has completed, fails once, and a reader restored
 * from that checkpoint goes on after the step.
 */
class RestartSourceTest {

  @SuppressWarnings("unchecked") // the source of a Read.Unbounded of strings
  private static UnboundedSource<String, RestartSource.Position> source(PipelineOptions options) {
    return (UnboundedSource<String, RestartSource.Position>)
        new RestartSource.Steps<>(StringUtf8Coder.of())
            .element("a", 1_000)
            .fail("`a @ 1s`")
            .element("b", 2_000)
            .read(options)
            .getSource();
  }

  private static PipelineOptions options(Path directory) {
    PipelineOptions options = PipelineOptionsFactory.create();
    options.as(RestartOptions.class).setPipespecRestartDir(directory.toString());
    options.as(TakeOverOptions.class).setPipespecTakeOverPauseMillis(0L);
    return options;
  }

  @Test
  void failsOnceAfterACoveringCheckpointAndTheRestoredReaderGoesOn(@TempDir Path directory)
      throws IOException {
    PipelineOptions options = options(directory);
    UnboundedSource<String, RestartSource.Position> source = source(options);
    UnboundedReader<String> reader = source.createReader(options, null);

    assertThat(reader.start()).isTrue();
    assertThat(reader.getCurrent()).isEqualTo("a");
    assertThat(reader.advance()).isFalse(); // at the step: holds
    // A checkpoint before the watermark was read twice does not cover the step.
    reader.getCheckpointMark().finalizeCheckpoint();
    assertThat(reader.advance()).isFalse();
    reader.getWatermark();
    reader.getWatermark();
    RestartSource.Position covering = (RestartSource.Position) reader.getCheckpointMark();
    assertThat(reader.advance()).isFalse(); // not completed yet
    covering.finalizeCheckpoint();
    IOException failure = assertThrows(IOException.class, reader::advance);
    assertThat(failure).hasMessageThat().contains("`fail and restart` (after `a @ 1s`)");

    UnboundedReader<String> restored = source.createReader(options, covering);
    List<String> read = new ArrayList<>();
    for (boolean more = restored.start(); more; more = restored.advance()) {
      read.add(restored.getCurrent());
    }
    assertThat(read).containsExactly("b");
    assertThat(RestartLog.describe(directory))
        .hasValue(
            new RestartLog.Told(
                true,
                "the job failed at step `fail and restart` (after `a @ 1s`) and restarted from"
                    + " checkpoint 2, taken after `a @ 1s`"));
  }
}
