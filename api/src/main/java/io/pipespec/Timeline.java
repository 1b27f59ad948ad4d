package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * An input given as a script of event time, turned into a {@code TestStream} at compile time. It
 * sits on a {@link Scenario} class (or on the {@link PipelineTest} class, shared by every scenario
 * that gives no input of that name) and feeds the {@link UnderTest} parameter named by {@link
 * #input()}, like an {@link Input}. It is one annotation with an array of steps, because javac
 * would lose the order of repeated annotations mixed with others.
 *
 * <p>Steps, in order:
 *
 * <ul>
 *   <li>{@code "blue=3 @ 10s"}: an element at an event time. The part before the last {@code @} is
 *       a literal of the parameter's element type, as in {@link ExpectContains}; the part after it
 *       a time (an ISO-8601 instant or an offset from the {@link BaseTime}). Consecutive elements
 *       arrive in one bundle.
 *   <li>{@code "watermark 20m"}: advances the input watermark to a time; it never moves backwards.
 *   <li>{@code "processing +5m"}: advances processing time by a positive duration.
 *   <li>{@code "watermark end"}: advances the watermark to the end of time; it must be the last
 *       step, and is implied when missing.
 * </ul>
 *
 * <p>An element without {@code "@ time"} gets Beam's minimum timestamp, as with {@code TestStream}
 * and {@code Create}.
 *
 * <p>Example: {@code @Timeline(input = "events", value = {"blue=3 @ 1m", "watermark 20m", "red=2 @
 * 5m"})}: the red element arrives late.
 *
 * <p>A {@link FunctionTest} scenario uses the same annotation and grammar to drive its function:
 * elements are {@code KV<K, V>} literals, {@code input} stays empty, and {@code "watermark end"} is
 * not implied, so that timers still pending after the last step can be expected.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@API(status = STABLE)
public @interface Timeline {
  /**
   * The {@link UnderTest} parameter this timeline feeds; may be empty when it takes a single
   * parameter, and must be empty in a {@link FunctionTest} and in a job test (whose timeline is
   * named by the read it replaces).
   */
  String input() default "";

  /**
   * In a job test, the transform of the job that this timeline replaces, named as in {@link
   * Input#replaces()}; empty otherwise.
   */
  String replaces() default "";

  /**
   * In a job test, the element type of the replaced transform's output, which the steps' elements
   * are literals of ({@code Click.class}); a type without type arguments. Unused otherwise.
   */
  Class<?> type() default void.class;

  /** The steps, in order; empty when the elements come from a {@link #file()}. */
  String[] value() default {};

  /**
   * A file of elements, one literal per line, instead of steps: a class-path resource, relative to
   * the package of the class the annotation is on ({@code "orders.txt"} is {@code
   * src/test/resources/com/acme/orders.txt} for a class in {@code com.acme}), or from the root of
   * the class path when it starts with {@code /}. Lines are literals of the element type as in
   * {@link ExpectContains}, written as between the quotes of a Java string ({@code \n} for a
   * newline, {@code \\} for a backslash); blank lines and lines starting with {@code #} are
   * skipped, so a snapshot file of {@link ExpectSnapshot} can be an input. The elements form a
   * bounded input with Beam's minimum timestamp, like an {@code Iterable} given with {@link Input};
   * write a timeline with steps for event times. Read when the scenario runs; a line that is not a
   * literal fails the scenario with the file, line and column.
   */
  String file() default "";
}
