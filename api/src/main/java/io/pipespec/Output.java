package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * In a job test, captures what the job writes: the {@code PCollection} that the transform {@link
 * #of()} consumes becomes the output {@link #name()}, which expectations select with {@code output
 * = "..."}, and the write itself is replaced so that nothing is written. On the test class (every
 * scenario) or on a {@link Scenario} class (that scenario, in addition).
 *
 * <pre>{@code
 * @Output(name = "scores", of = "WriteScores", type = String.class)
 * @Output(name = "rejected", of = "WriteDeadLetters", type = String.class)
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Repeatable(Output.List.class)
@API(status = EXPERIMENTAL)
public @interface Output {
  /** The name expectations select the output by. */
  String name();

  /**
   * The write transform whose input is captured: its full name in the pipeline graph or a last
   * segment that only it has. It must produce nothing that other transforms read ({@code PDone}).
   */
  String of();

  /**
   * The element type, a type without type arguments, so that literals of expectations are typed at
   * compile time and the captured coder is checked before the run; without it the element type is
   * {@code Object}: {@code @ExpectCount}, {@code @ExpectEmpty} and {@code @Satisfies} of {@code
   * Object}s judge it, literals do not.
   */
  Class<?> type() default void.class;

  /** The container of repeated {@link Output}s. */
  @Documented
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.TYPE)
  @API(status = EXPERIMENTAL)
  @interface List {
    Output[] value();
  }
}
