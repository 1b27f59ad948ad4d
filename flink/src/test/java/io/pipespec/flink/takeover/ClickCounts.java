package io.pipespec.flink.takeover;

import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;

/** The clicks of each page counted per minute: the job both take-over test classes test. */
final class ClickCounts {

  private ClickCounts() {}

  static PCollection<String> perMinute(PCollection<String> clicks) {
    return clicks
        .apply("PerMinute", Window.into(FixedWindows.of(Duration.standardMinutes(1))))
        .apply("CountPerPage", Count.perElement())
        .apply(
            "Format",
            MapElements.into(TypeDescriptors.strings())
                .via((KV<String, Long> count) -> count.getKey() + "=" + count.getValue()));
  }
}
