package io.pipespec.runtime.generate;

import io.pipespec.generate.Choices;
import io.pipespec.generate.Timelines;
import io.pipespec.grammar.TimeGrammar;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Instant;

// STAND-IN for the draw helper's TimelineDraw (issue 40's contract), so that the runs compile and
// are tested before it lands: REPLACE THIS FILE with the draw helper's when it is merged.

/** Stand-in: draws elements and event times only. */
final class TimelineDraw {
  private TimelineDraw() {}

  static <T> DrawnTimeline<T> draw(Timelines<T> timelines, long baseMillis, Choices choices) {
    long from = baseMillis + TimeGrammar.duration(timelines.from()).millis().orElse(0L);
    long to = baseMillis + TimeGrammar.duration(timelines.to()).millis().orElse(3_600_000L);
    int count =
        timelines.minElements()
            + (int) choices.choose(timelines.maxElements() - timelines.minElements());
    List<TimestampedValue<T>> elements = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      T value = timelines.values().draw(choices);
      long at = from + choices.choose(Math.max(0, to - from - 1));
      elements.add(TimestampedValue.of(value, Instant.ofEpochMilli(at)));
    }
    elements.sort(Comparator.comparing(TimestampedValue::getTimestamp));
    return new DrawnTimeline<>(elements);
  }
}
