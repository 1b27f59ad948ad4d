package io.pipespec.runtime.generate;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.generate.Choices;
import io.pipespec.generate.Gen;
import io.pipespec.generate.Timelines;
import io.pipespec.grammar.TimeGrammar;
import io.pipespec.runtime.generate.DrawnTimeline.Element;
import io.pipespec.runtime.generate.DrawnTimeline.Processing;
import io.pipespec.runtime.generate.DrawnTimeline.Step;
import io.pipespec.runtime.generate.DrawnTimeline.Watermark;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * Draws one timeline of a generated input from its {@link Timelines} and the try's {@link Choices}.
 *
 * <p>Every decision is a choice whose 0 is the simplest outcome, taken in an order that makes 0
 * everywhere the simplest timeline: no element (or the fewest, each the simplest value at the
 * earliest time) and no advance. Each element is drawn after a choice to go on, as {@link
 * Gen#lists} draws, with everything about it (its value, whether it is late, its time, the advances
 * after it) drawn right after, so that deleting an element's choices deletes the element.
 *
 * <p>Event times are drawn near the earliest time allowed, anywhere in the range, or (with windows)
 * at a window's start, its last millisecond or its end, a third of the time each. An element that
 * is not late is never behind the watermark. A late element comes right after a watermark advance
 * that passed its window's end, by the allowed lateness less 1 ms, exactly, plus 1 ms, or more or
 * less at random: within the lateness or just beyond it. Late elements' advances count among the
 * watermark advances, and no advance goes past the last event time, so that the elements after it
 * still have room.
 */
@API(status = INTERNAL)
public final class TimelineDraw {

  /** How far from the earliest time "near" it reaches. */
  private static final long NEAR_MILLIS = 60_000;

  private static final long NO_WATERMARK = Long.MIN_VALUE;

  private final Choices choices;
  private final long base;
  private final long from;
  private final long to;
  private final long windowSize;
  private final int maxWatermarks;
  private final long lateness;
  private final long maxProcessing;
  private final List<Step<Object>> steps = new ArrayList<>();
  private long watermark = NO_WATERMARK;
  private int advances;

  private TimelineDraw(Timelines<?> timelines, long baseMillis, Choices choices) {
    this.choices = choices;
    this.base = baseMillis;
    this.from = instant(timelines.from(), timelines, baseMillis);
    this.to = instant(timelines.to(), timelines, baseMillis);
    if (from >= to) {
      throw new IllegalArgumentException(
          eventTimes(timelines)
              + ": the first time is not before the end; give an earlier first time, such as"
              + " eventTimes(\"0\", \"1h\")");
    }
    this.windowSize = duration("windows", timelines.windowSize(), true).orElse(0L);
    this.maxWatermarks = timelines.maxWatermarks();
    this.lateness = duration("late", timelines.allowedLateness(), false).orElse(-1L);
    this.maxProcessing = duration("processing", timelines.maxProcessing(), true).orElse(0L);
  }

  /**
   * The timeline {@code timelines} draws from {@code choices}, times counted from {@code
   * baseMillis}.
   *
   * @throws IllegalArgumentException when a duration or time of {@code timelines} cannot be read,
   *     naming the method, the value and what it accepts
   */
  @SuppressWarnings("unchecked") // the steps hold the values of timelines' own generator only
  public static <T> DrawnTimeline<T> draw(
      Timelines<T> timelines, long baseMillis, Choices choices) {
    TimelineDraw draw = new TimelineDraw(timelines, baseMillis, choices);
    draw.elements(
        (Gen<Object>) timelines.values(), timelines.minElements(), timelines.maxElements());
    List<Step<T>> steps = new ArrayList<>();
    for (Step<Object> step : draw.steps) {
      steps.add((Step<T>) (Step<?>) step);
    }
    return new DrawnTimeline<>(steps);
  }

  private void elements(Gen<Object> values, int min, int max) {
    long goOn = Math.max(1, max / 2);
    int count = 0;
    while (count < min || (count < max && choices.choose(goOn) != 0)) {
      Object value = values.draw(choices);
      if (!(lateness >= 0
          && advances < maxWatermarks
          && choices.choose(1) == 1
          && lateElement(value))) {
        steps.add(new Element<>(value, time(Math.max(from, watermark))));
      }
      count++;
      advanceWatermark();
      advanceProcessing();
    }
  }

  /**
   * An element behind a watermark advance drawn for it; false, with no step added, when that
   * advance would pass the last event time.
   */
  private boolean lateElement(Object value) {
    long earliest = watermark == NO_WATERMARK ? from : Math.max(from, watermark - lateness);
    if (earliest >= to) {
      return false;
    }
    long time = time(earliest);
    long end = windowSize > 0 ? windowStart(time) + windowSize : time + 1;
    long beyond = windowSize > 0 ? windowSize : Math.max(lateness, 1000);
    long past =
        switch ((int) choices.choose(3)) {
          case 0 -> -1;
          case 1 -> 0;
          case 2 -> 1;
          default -> choices.choose(lateness + beyond) - lateness;
        };
    long target = Math.max(watermark, end + lateness + past);
    if (target >= to) {
      return false;
    }
    advanceTo(target);
    steps.add(new Element<>(value, time));
    return true;
  }

  /** Choice 0: no advance; else to a drawn time (window edges included) not before the last. */
  private void advanceWatermark() {
    if (advances >= maxWatermarks || choices.choose(3) < 3) {
      return;
    }
    long earliest = Math.max(from, watermark);
    if (earliest < to) {
      advanceTo(time(earliest));
    }
  }

  private void advanceTo(long millis) {
    if (watermark == NO_WATERMARK || millis > watermark) {
      watermark = millis;
      advances++;
      steps.add(new Watermark<>(millis));
    }
  }

  /** Choice 0: no advance; else by 1 ms to the most, or by the most. */
  private void advanceProcessing() {
    if (maxProcessing == 0) {
      return;
    }
    long kind = choices.choose(2);
    if (kind == 1) {
      steps.add(new Processing<>(1 + choices.choose(maxProcessing - 1)));
    } else if (kind == 2) {
      steps.add(new Processing<>(maxProcessing));
    }
  }

  /** A time from {@code earliest} (below {@link #to}) to the last event time; 0 is earliest. */
  private long time(long earliest) {
    long span = to - earliest;
    long kind = choices.choose(windowSize > 0 ? 2 : 1);
    if (kind == 0) {
      return earliest + choices.choose(Math.min(span - 1, NEAR_MILLIS));
    }
    if (kind == 1) {
      return earliest + choices.choose(span - 1);
    }
    long first = Math.floorDiv(earliest - base, windowSize);
    long last = Math.floorDiv(to - 1 - base, windowSize);
    long start = base + (first + choices.choose(last - first)) * windowSize;
    long edge =
        switch ((int) choices.choose(2)) {
          case 0 -> start;
          case 1 -> start + windowSize - 1;
          default -> start + windowSize;
        };
    return Math.max(earliest, Math.min(to - 1, edge));
  }

  /** The start of the fixed window (aligned on the base time) that holds {@code millis}. */
  private long windowStart(long millis) {
    return base + Math.floorDiv(millis - base, windowSize) * windowSize;
  }

  private static long instant(String text, Timelines<?> timelines, long base) {
    TimeGrammar.Parsed parsed = TimeGrammar.instant(text, base);
    if (parsed.millis().isEmpty()) {
      throw new IllegalArgumentException(eventTimes(timelines) + ": " + parsed.error());
    }
    return parsed.millis().get();
  }

  private static String eventTimes(Timelines<?> timelines) {
    return "Timelines.eventTimes(\"" + timelines.from() + "\", \"" + timelines.to() + "\")";
  }

  private static Optional<Long> duration(String method, Optional<String> text, boolean positive) {
    if (text.isEmpty()) {
      return Optional.empty();
    }
    TimeGrammar.Parsed parsed =
        positive ? TimeGrammar.positiveDuration(text.get()) : TimeGrammar.duration(text.get());
    if (parsed.millis().isEmpty()) {
      throw new IllegalArgumentException(
          "Timelines." + method + "(\"" + text.get() + "\"): " + parsed.error());
    }
    return parsed.millis();
  }
}
