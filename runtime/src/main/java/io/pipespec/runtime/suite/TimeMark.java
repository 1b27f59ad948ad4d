package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.testing.TestStream;
import org.apiguardian.api.API;

/**
 * One step of an input's timeline ({@code @Timeline} or a {@code TestStream}), as a report draws
 * it: elements arriving, the watermark advancing, processing time advancing, a take-over's
 * savepoint or a restart.
 *
 * @param kind what the step does
 * @param millis for {@link Kind#WATERMARK} the new watermark, for {@link Kind#PROCESSING} the
 *     advance, for {@link Kind#ELEMENTS} the greatest event time of the elements (milliseconds)
 * @param count the number of elements of an {@link Kind#ELEMENTS} step, otherwise 0
 */
@API(status = INTERNAL)
public record TimeMark(Kind kind, long millis, int count) {

  /** What a step does. */
  public enum Kind {
    ELEMENTS,
    WATERMARK,
    PROCESSING,
    /** Where a take-over's recorded job stopped with a savepoint and the current code goes on. */
    SAVEPOINT,
    /**
     * A {@code "fail and restart"} or {@code "kill the TaskManager and restart"} step: where the
     * job fails once and is restarted from a checkpoint.
     */
    RESTART
  }

  public TimeMark {
    requireNonNull(kind, "kind");
  }

  /** The steps of {@code steps}, in order. */
  static List<TimeMark> of(TimelineSteps<?> steps) {
    List<TimeMark> marks = new ArrayList<>();
    for (TimelineSteps.Step<?> step : steps.steps()) {
      if (step instanceof TimelineSteps.Elements<?> elements) {
        long latest = Long.MIN_VALUE;
        for (var value : elements.values()) {
          latest = Math.max(latest, value.getTimestamp().getMillis());
        }
        marks.add(new TimeMark(Kind.ELEMENTS, latest, elements.values().size()));
      } else if (step instanceof TimelineSteps.Watermark<?> watermark) {
        marks.add(new TimeMark(Kind.WATERMARK, watermark.millis(), 0));
      } else if (step instanceof TimelineSteps.Processing<?> processing) {
        marks.add(new TimeMark(Kind.PROCESSING, processing.millis(), 0));
      } else if (step instanceof TimelineSteps.FailAndRestart<?>) {
        marks.add(new TimeMark(Kind.RESTART, 0, 0));
      } else {
        marks.add(new TimeMark(Kind.SAVEPOINT, 0, 0));
      }
    }
    return marks;
  }

  /** The events of {@code stream}, in order (the final advance to the end of time left out). */
  static List<TimeMark> of(TestStream<?> stream) {
    List<TimeMark> marks = new ArrayList<>();
    for (TestStream.Event<?> event : stream.getEvents()) {
      if (event instanceof TestStream.ElementEvent<?> elements) {
        long latest = Long.MIN_VALUE;
        int count = 0;
        for (var value : elements.getElements()) {
          latest = Math.max(latest, value.getTimestamp().getMillis());
          count++;
        }
        marks.add(new TimeMark(Kind.ELEMENTS, latest, count));
      } else if (event instanceof TestStream.WatermarkEvent<?> watermark) {
        marks.add(new TimeMark(Kind.WATERMARK, watermark.getWatermark().getMillis(), 0));
      } else if (event instanceof TestStream.ProcessingTimeEvent<?> processing) {
        marks.add(
            new TimeMark(Kind.PROCESSING, processing.getProcessingTimeAdvance().getMillis(), 0));
      }
    }
    return marks;
  }
}
