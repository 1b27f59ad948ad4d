package io.pipespec.samples.sessions;

import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.windowing.Sessions;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;

/**
 * Clicks per user session: a user's clicks belong to one session while they are less than the gap
 * apart; the output is {@code user=clicks}, one per session window.
 */
public final class SessionClicks
    extends PTransform<PCollection<String>, PCollection<KV<String, Integer>>> {

  private final Duration gap;

  public SessionClicks(Duration gap) {
    this.gap = gap;
  }

  @Override
  public PCollection<KV<String, Integer>> expand(PCollection<String> users) {
    return users
        .apply("Sessions", Window.into(Sessions.withGapDuration(gap)))
        .apply("Count", Count.perElement())
        .apply(
            "As int",
            MapElements.into(
                    TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.integers()))
                .via(count -> KV.of(count.getKey(), count.getValue().intValue())));
  }
}
