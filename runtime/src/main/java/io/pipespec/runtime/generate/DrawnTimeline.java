package io.pipespec.runtime.generate;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apiguardian.api.API;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One timeline drawn for a generated input ({@link TimelineDraw}): its elements, watermark advances
 * and processing-time advances in order, with every time in epoch milliseconds. It ends, as a
 * written {@code @Timeline} does, with the watermark at the end of time, which {@link #steps()}
 * leaves implied. It runs as a written timeline runs ({@link #toTimelineSteps()}) and is printed as
 * one, to be pasted ({@link #asTimeline}).
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class DrawnTimeline<T> {

  /** One step of a drawn timeline. */
  public sealed interface Step<T> permits Element, Watermark, Processing {}

  /** An element {@code value} with the event time {@code millis}. */
  public record Element<T>(T value, long millis) implements Step<T> {}

  /** The watermark advanced to {@code millis}. */
  public record Watermark<T>(long millis) implements Step<T> {}

  /** Processing time advanced by {@code advanceMillis}, more than 0. */
  public record Processing<T>(long advanceMillis) implements Step<T> {}

  private final List<Step<T>> steps;

  DrawnTimeline(List<Step<T>> steps) {
    this.steps = List.copyOf(steps);
  }

  /** The steps in order; the final {@code "watermark end"} is implied. */
  public List<Step<T>> steps() {
    return steps;
  }

  /**
   * The steps as a written {@code @Timeline}'s: consecutive elements in one bundle, then the
   * watermark to the end of time, so that the engine runs it exactly as that timeline written.
   */
  public TimelineSteps<T> toTimelineSteps() {
    TimelineSteps<T> timeline = TimelineSteps.create();
    for (Step<T> step : steps) {
      if (step instanceof Element<T> element) {
        timeline.element(element.value(), element.millis());
      } else if (step instanceof Watermark<T> watermark) {
        timeline.watermark(watermark.millis());
      } else if (step instanceof Processing<T> processing) {
        timeline.processing(processing.advanceMillis());
      }
    }
    return timeline;
  }

  /** Every element with its event time, in timeline order. */
  public List<TimestampedValue<T>> elements() {
    List<TimestampedValue<T>> elements = new ArrayList<>();
    for (Step<T> step : steps) {
      if (step instanceof Element<T> element) {
        elements.add(TimestampedValue.of(element.value(), Instant.ofEpochMilli(element.millis())));
      }
    }
    return elements;
  }

  /** This timeline with every event time and watermark moved by {@code millis}. */
  public DrawnTimeline<T> shifted(long millis) {
    List<Step<T>> moved = new ArrayList<>();
    for (Step<T> step : steps) {
      if (step instanceof Element<T> element) {
        moved.add(new Element<>(element.value(), Math.addExact(element.millis(), millis)));
      } else if (step instanceof Watermark<T> watermark) {
        moved.add(new Watermark<>(Math.addExact(watermark.millis(), millis)));
      } else {
        moved.add(step);
      }
    }
    return new DrawnTimeline<>(moved);
  }

  /** Whether any step advances processing time. */
  public boolean advancesProcessingTime() {
    return steps.stream().anyMatch(step -> step instanceof Processing<T>);
  }

  /** How many elements the timeline has. */
  public int elementCount() {
    return (int) steps.stream().filter(step -> step instanceof Element<T>).count();
  }

  /**
   * The steps as a {@code @Timeline} writes them, times as offsets from {@code baseMillis} (the
   * test class's {@code @BaseTime}): {@code "blue=3 @ 20m"}, {@code "watermark 1h30m"}, {@code
   * "processing +2m"}, ending with {@code "watermark end"}; each element's value written by {@code
   * literal}.
   */
  public List<String> asTimeline(Function<? super T, String> literal, long baseMillis) {
    List<String> lines = new ArrayList<>();
    for (Step<T> step : steps) {
      if (step instanceof Element<T> element) {
        lines.add(literal.apply(element.value()) + " @ " + offset(element.millis() - baseMillis));
      } else if (step instanceof Watermark<T> watermark) {
        lines.add("watermark " + offset(watermark.millis() - baseMillis));
      } else if (step instanceof Processing<T> processing) {
        lines.add("processing +" + TimeGrammar.formatDuration(processing.advanceMillis()));
      }
    }
    lines.add("watermark end");
    return lines;
  }

  /** An offset from the base time as a {@code @Timeline} writes it: "0", "20m", "-5m", "1ms". */
  private static String offset(long millis) {
    return millis == 0 ? "0" : TimeGrammar.formatDuration(millis);
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof DrawnTimeline<?> timeline && timeline.steps.equals(steps);
  }

  @Override
  public int hashCode() {
    return steps.hashCode();
  }

  @Override
  public String toString() {
    return steps.toString();
  }
}
