package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.io.BoundedSource;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.util.SerializableUtils;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/** A bundled source splits into exactly its bundles, each with its elements and their times. */
class BundledSourceTest {

  private static final PipelineOptions OPTIONS = PipelineOptionsFactory.create();

  private static TimestampedValue<String> at(String value, long millis) {
    return TimestampedValue.of(value, Instant.ofEpochMilli(millis));
  }

  private static List<String> read(BoundedSource<String> source) throws Exception {
    List<String> read = new ArrayList<>();
    try (BoundedSource.BoundedReader<String> reader = source.createReader(OPTIONS)) {
      for (boolean more = reader.start(); more; more = reader.advance()) {
        read.add(reader.getCurrent() + "@" + reader.getCurrentTimestamp().getMillis());
      }
    }
    return read;
  }

  @Test
  void splitsIntoItsBundlesInOrderEachWithItsElementsAndTimestamps() throws Exception {
    BoundedSource<String> source =
        BundledSource.read(
                List.of(
                    List.of(at("c", 3), at("", 1)),
                    List.of(),
                    List.of(at("a", 7)),
                    List.of(at("bb", 2), at("é", 5), at("d", 4))),
                StringUtf8Coder.of())
            .getSource();

    List<List<String>> bundles = new ArrayList<>();
    for (BoundedSource<String> bundle : source.split(1, OPTIONS)) {
      // The runner may serialize each source it reads: a copy reads the same.
      assertThat(read(SerializableUtils.clone(bundle))).isEqualTo(read(bundle));
      assertThat(bundle.split(1, OPTIONS)).containsExactly(bundle);
      bundles.add(read(bundle));
    }

    assertThat(bundles)
        .containsExactly(
            List.of("c@3", "@1"), List.of(), List.of("a@7"), List.of("bb@2", "é@5", "d@4"))
        .inOrder();
    assertThat(read(source)).containsExactly("c@3", "@1", "a@7", "bb@2", "é@5", "d@4").inOrder();
    assertThat(source.getEstimatedSizeBytes(OPTIONS)).isEqualTo(1 + 1 + 2 + 2 + 1 + 0);
  }
}
