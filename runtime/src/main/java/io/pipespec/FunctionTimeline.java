package io.pipespec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The steps a {@link FunctionTest} scenario drives its function through, in order. One annotation
 * holds the whole timeline, because javac does not keep the order of different repeated
 * annotations.
 *
 * <pre>{@code
 * @FunctionTimeline({
 *   "red=3 @ 1m",          // processElement("red", 3L, base + 1m): a KV<K, V> literal and a time
 *   "red=4 @ 90s",
 *   "watermark 3m",        // setWatermark(base + 3m): fires due event-time timers
 *   "processing +5m",      // advanceProcessingTime(5m): fires due processing-time timers
 *   "watermark end"        // advanceWatermarkToInfinity(): every window expires
 * })
 * }</pre>
 *
 * <p>A time is an offset from {@link #base()} ({@code 0}, {@code 500ms}, {@code 10s}, {@code 20m},
 * {@code 1h30m}, {@code +90s}, or an ISO-8601 duration such as {@code PT20M}) or an ISO-8601
 * instant ({@code 2025-01-01T00:01:00Z}). An element without {@code @ time} gets the minimum
 * timestamp, as with {@code TestStream} and {@code Create}. Everything is parsed and checked at
 * compile time: element literals against {@code KV<K, V>}, times, and that the watermark never
 * moves backwards. This is the grammar of the pipeline tests' timelines; unlike a pipeline's
 * bounded input, a function's timeline does not end with an implied {@code "watermark end"}, so
 * that pending timers can be expected.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface FunctionTimeline {
  /** The steps, in order. */
  String[] value();

  /**
   * The instant that relative times count from, ISO-8601; the epoch by default, which is also
   * where the harness starts processing time.
   */
  String base() default "1970-01-01T00:00:00Z";
}
