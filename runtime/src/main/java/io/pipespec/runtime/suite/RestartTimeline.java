package io.pipespec.runtime.suite;

import io.pipespec.runtime.suite.TimelineSteps.Elements;
import io.pipespec.runtime.suite.TimelineSteps.FailAndRestart;
import io.pipespec.runtime.suite.TimelineSteps.Step;
import io.pipespec.runtime.suite.TimelineSteps.Watermark;
import io.pipespec.runtime.takeover.RestartSource;
import java.util.List;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.values.TimestampedValue;

/**
 * A restart scenario's timeline as the steps of its checkpointable source ({@link RestartSource}).
 */
final class RestartTimeline {

  private RestartTimeline() {}

  /** {@code steps}, their elements encoded with {@code coder}. */
  static <T> RestartSource.Steps<T> source(List<Step<T>> steps, Coder<T> coder) {
    RestartSource.Steps<T> source = new RestartSource.Steps<>(coder);
    for (Step<T> step : steps) {
      if (step instanceof Elements<T> elements) {
        for (TimestampedValue<T> value : elements.values()) {
          source.element(value.getValue(), value.getTimestamp().getMillis());
        }
      } else if (step instanceof Watermark<T> mark) {
        source.watermark(mark.millis());
      } else if (step instanceof FailAndRestart<T> fail) {
        source.fail(fail.after(), fail.kills());
      } else {
        throw new IllegalStateException(
            "A restart scenario's timeline advances only event time, and takes over from no"
                + " savepoint: "
                + step);
      }
    }
    return source;
  }
}
