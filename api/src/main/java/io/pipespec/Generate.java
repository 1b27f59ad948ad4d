package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * Makes a {@link Scenario} of a {@link PipelineTest} a generated one: its input is not written but
 * drawn, {@code tries} times, from the scenario's {@link Generator} method, and each of its
 * expectations is a property that must hold for every input drawn. A property is a {@link
 * Satisfies} method (with {@link Window} and {@link Pane} scopes), {@link ExpectSameAs} (the output
 * equals a reference transform's on the same input), {@link ExpectSettlesAlike} (the same elements
 * as a bounded input give the same final panes) or {@link ExpectShifted} (moving every time by
 * whole windows moves the output alike). Expectations of fixed data ({@code @ExpectContains} and
 * the like) are refused at compile time: no literal holds for inputs nobody wrote.
 *
 * <p>The tries run on the DirectRunner, batched as exploration's members are. The first input for
 * which a property fails is shrunk to the smallest that still fails (fewer elements, simpler
 * values, fewer steps) and printed as a {@code @Scenario} with a {@code @Timeline} to paste, which
 * fails as written; the failure says the seed, how many inputs were tried and the shrunk input. A
 * failing seed is remembered under {@code target/pipespec/} and tried first on the next run; {@code
 * pipespec.generate.seed} replays a given seed.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@API(status = EXPERIMENTAL)
public @interface Generate {

  /** How many inputs to draw; 0 takes {@code pipespec.generate.tries}, or else 100. */
  int tries() default 0;

  /**
   * The most time generating one scenario may take, as a duration ({@code "30s"}); empty takes one
   * minute. Fewer tries than asked are reported as such.
   */
  String within() default "";
}
