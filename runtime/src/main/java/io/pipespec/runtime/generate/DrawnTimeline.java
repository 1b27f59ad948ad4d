package io.pipespec.runtime.generate;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.beam.sdk.values.TimestampedValue;

// STAND-IN for the draw helper's DrawnTimeline (issue 40's contract), so that the runs compile and
// are tested before it lands: REPLACE THIS FILE with the draw helper's when it is merged.

/** Stand-in: a drawn timeline, elements in event-time order. */
final class DrawnTimeline<T> {
  private final List<TimestampedValue<T>> elements;

  DrawnTimeline(List<TimestampedValue<T>> elements) {
    this.elements = List.copyOf(elements);
  }

  TimelineSteps<T> toTimelineSteps() {
    TimelineSteps<T> steps = TimelineSteps.create();
    for (TimestampedValue<T> element : elements) {
      steps = steps.element(element.getValue(), element.getTimestamp().getMillis());
    }
    return steps;
  }

  List<TimestampedValue<T>> elements() {
    return elements;
  }

  boolean advancesProcessingTime() {
    return false;
  }

  int elementCount() {
    return elements.size();
  }

  List<String> asTimeline(Function<? super T, String> literal, long baseMillis) {
    List<String> steps = new ArrayList<>();
    for (TimestampedValue<T> element : elements) {
      steps.add(
          literal.apply(element.getValue())
              + " @ "
              + TimeGrammar.formatDuration(element.getTimestamp().getMillis() - baseMillis));
    }
    steps.add("watermark end");
    return steps;
  }
}
