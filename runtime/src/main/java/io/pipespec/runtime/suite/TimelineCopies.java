package io.pipespec.runtime.suite;

import io.pipespec.runtime.suite.TimelineSteps.Elements;
import io.pipespec.runtime.suite.TimelineSteps.Processing;
import io.pipespec.runtime.suite.TimelineSteps.Step;
import io.pipespec.runtime.suite.TimelineSteps.Watermark;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.values.TimestampedValue;

/**
 * The copies of a timeline that the relational expectations compare a run with: its elements alone,
 * for a bounded input, and the timeline with every time moved. Kept apart from {@link
 * TimelineSteps}, which only delegates.
 */
final class TimelineCopies {

  private TimelineCopies() {}

  static <T> List<TimestampedValue<T>> elements(List<Step<T>> steps) {
    List<TimestampedValue<T>> elements = new ArrayList<>();
    for (Step<T> step : steps) {
      if (step instanceof Elements<T> bundle) {
        elements.addAll(bundle.values());
      }
    }
    return elements;
  }

  /**
   * The same bundles, watermarks and processing-time advances, every event time and watermark moved
   * by {@code millis}; a timeline that restarts, takes over or retries is no plain TestStream and
   * is refused.
   */
  static <T> TimelineSteps<T> shifted(TimelineSteps<T> timeline, long millis) {
    if (timeline.takesOver() || timeline.restarts() || timeline.retry().isPresent()) {
      throw new IllegalArgumentException(
          "A timeline with a \"savepoint\", restart or retry step cannot be moved in time: its"
              + " steps run on a runner's own source, not as a TestStream. Remove the step, or"
              + " the relational expectation.");
    }
    TimelineSteps<T> moved = TimelineSteps.create();
    boolean afterElements = false;
    for (Step<T> step : timeline.steps()) {
      if (step instanceof Elements<T> bundle) {
        if (afterElements) {
          moved.bundle(); // two bundles as written stay two
        }
        for (TimestampedValue<T> value : bundle.values()) {
          moved.element(value.getValue(), value.getTimestamp().getMillis() + millis);
        }
        afterElements = true;
        continue;
      }
      afterElements = false;
      if (step instanceof Watermark<T> mark) {
        moved.watermark(mark.millis() + millis);
      } else if (step instanceof Processing<T> processing) {
        moved.processing(processing.millis());
      }
    }
    return moved;
  }
}
