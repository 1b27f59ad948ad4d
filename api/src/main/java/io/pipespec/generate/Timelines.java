package io.pipespec.generate;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.Optional;
import org.apiguardian.api.API;

/**
 * How the timeline of a generated input is drawn ({@link io.pipespec.Generate}): its elements'
 * values, how many, their event times, the watermark's advances, late elements and processing time.
 * Returned by a {@link io.pipespec.Generator} method. Times are durations as in a {@code @Timeline}
 * ({@code "0"}, {@code "90s"}, {@code "20m"}), counted from the test class's {@code @BaseTime}.
 * Every generated timeline ends with the watermark at the end of time, as a written one does.
 *
 * <pre>{@code
 * @Generator
 * static Timelines<KV<String, Long>> scores() {
 *   return Timelines.of(Gen.zip(Gen.oneOf("blue", "red", ""), Gen.longs(0, Long.MAX_VALUE), KV::of))
 *       .elements(0, 20)
 *       .eventTimes("0", "1h")
 *       .windows("20m")       // also draw times at windows' edges: start, end - 1ms
 *       .watermarks(3)        // up to 3 advances before the end
 *       .late("10m");         // some elements behind the watermark, within and just beyond 10m
 * }
 * }</pre>
 *
 * <p>The accessors are read by Pipespec's runtime.
 *
 * @param <T> the element type of the input
 */
@API(status = EXPERIMENTAL)
public final class Timelines<T> {

  private final Gen<T> values;
  private final int minElements;
  private final int maxElements;
  private final String from;
  private final String to;
  private final String windowSize;
  private final int maxWatermarks;
  private final String allowedLateness;
  private final String maxProcessing;

  private Timelines(
      Gen<T> values,
      int minElements,
      int maxElements,
      String from,
      String to,
      String windowSize,
      int maxWatermarks,
      String allowedLateness,
      String maxProcessing) {
    this.values = values;
    this.minElements = minElements;
    this.maxElements = maxElements;
    this.from = from;
    this.to = to;
    this.windowSize = windowSize;
    this.maxWatermarks = maxWatermarks;
    this.allowedLateness = allowedLateness;
    this.maxProcessing = maxProcessing;
  }

  /**
   * Timelines of elements drawn from {@code values}: 0 to 20 elements, event times in the first
   * hour, up to 3 watermark advances, no late element and no processing time.
   */
  public static <T> Timelines<T> of(Gen<T> values) {
    return new Timelines<>(requireNonNull(values, "values"), 0, 20, "0", "1h", "", 3, "", "");
  }

  /** From {@code min} to {@code max} elements (late ones included). */
  public Timelines<T> elements(int min, int max) {
    if (min < 0 || min > max) {
      throw new IllegalArgumentException(
          "elements(" + min + ", " + max + "): give 0 <= min <= max");
    }
    return new Timelines<>(
        values, min, max, from, to, windowSize, maxWatermarks, allowedLateness, maxProcessing);
  }

  /** Event times from {@code from} (included) to {@code to} (excluded), as durations. */
  public Timelines<T> eventTimes(String from, String to) {
    return new Timelines<>(
        values,
        minElements,
        maxElements,
        requireNonNull(from, "from"),
        requireNonNull(to, "to"),
        windowSize,
        maxWatermarks,
        allowedLateness,
        maxProcessing);
  }

  /**
   * Fixed windows of {@code size} (from the base time): event times and watermark advances are also
   * drawn at their edges (a window's start, its last millisecond, its end).
   */
  public Timelines<T> windows(String size) {
    return new Timelines<>(
        values,
        minElements,
        maxElements,
        from,
        to,
        requireNonNull(size, "size"),
        maxWatermarks,
        allowedLateness,
        maxProcessing);
  }

  /** Up to {@code max} advances of the watermark between elements, before its end. */
  public Timelines<T> watermarks(int max) {
    if (max < 0) {
      throw new IllegalArgumentException("watermarks(" + max + "): give 0 or more");
    }
    return new Timelines<>(
        values,
        minElements,
        maxElements,
        from,
        to,
        windowSize,
        max,
        allowedLateness,
        maxProcessing);
  }

  /**
   * Some elements arrive behind the watermark: late for a window whose end it passed, within {@code
   * allowedLateness} of it or just beyond (by one millisecond and more).
   */
  public Timelines<T> late(String allowedLateness) {
    return new Timelines<>(
        values,
        minElements,
        maxElements,
        from,
        to,
        windowSize,
        maxWatermarks,
        requireNonNull(allowedLateness, "allowedLateness"),
        maxProcessing);
  }

  /** Advances of processing time of up to {@code max} each, between elements. */
  public Timelines<T> processing(String max) {
    return new Timelines<>(
        values,
        minElements,
        maxElements,
        from,
        to,
        windowSize,
        maxWatermarks,
        allowedLateness,
        requireNonNull(max, "max"));
  }

  /** The generator of the elements' values. */
  public Gen<T> values() {
    return values;
  }

  /** The fewest elements. */
  public int minElements() {
    return minElements;
  }

  /** The most elements. */
  public int maxElements() {
    return maxElements;
  }

  /** The earliest event time, as a duration from the base time. */
  public String from() {
    return from;
  }

  /** The end (excluded) of the event times, as a duration from the base time. */
  public String to() {
    return to;
  }

  /** The size of the fixed windows whose edges are drawn, if given. */
  public Optional<String> windowSize() {
    return windowSize.isEmpty() ? Optional.empty() : Optional.of(windowSize);
  }

  /** The most watermark advances before the end. */
  public int maxWatermarks() {
    return maxWatermarks;
  }

  /** The allowed lateness around which late elements are drawn, if late elements are asked. */
  public Optional<String> allowedLateness() {
    return allowedLateness.isEmpty() ? Optional.empty() : Optional.of(allowedLateness);
  }

  /** The largest processing-time advance, if processing time is asked. */
  public Optional<String> maxProcessing() {
    return maxProcessing.isEmpty() ? Optional.empty() : Optional.of(maxProcessing);
  }
}
