package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * Explores what a real runner may do with a scenario's input: after the run as written, the
 * scenario runs again under perturbations that a runner is allowed to make, each judged by the same
 * expectations. On a {@link Scenario} class it applies to that scenario; on the test class to every
 * scenario. The engine's {@code pipespec.explore=on} explores every scenario that can be.
 *
 * <p>What is perturbed, and only what a runner may do:
 *
 * <ul>
 *   <li>the order of the elements within each segment of a {@link Timeline} or {@code TestStream}
 *       between two advances of the watermark or of processing time (never across an advance, which
 *       would change what the scenario means), and the order of a bounded {@link Input};
 *   <li>how each segment is cut into bundles: one bundle, one per element, or cuts in between;
 *   <li>in a pipeline, how each combiner's inputs are cut into accumulators and in which order they
 *       are merged, as a runner that combines in parallel does;
 *   <li>in a {@link FunctionTest}, a fresh instance of the function for every bundle against one
 *       instance reused across bundles and keys.
 * </ul>
 *
 * <p>Members are drawn from a seed that every report prints; {@code pipespec.explore.seed} replays
 * an exploration exactly. A failing member is shrunk to the smallest that still fails and printed
 * as a {@code @Scenario} to paste into the test class, where it fails on the DirectRunner as
 * written; when an element of it has no literal form, no scenario is printed, only how it arrives
 * and the seed that replays it. Exploration runs on the DirectRunner and on the function harness;
 * on another runner a scenario that asks for it is refused with the reason.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@API(status = EXPERIMENTAL)
public @interface Explore {

  /**
   * The most members to run besides the written one; 0 takes {@code pipespec.explore.budget}, or
   * else 50 for a pipeline or job scenario and 500 for a function scenario.
   */
  int runs() default 0;

  /**
   * The most time exploring one scenario may take, as a duration ({@code "20s"}, {@code "2m"});
   * empty takes {@code pipespec.explore.budget} when it is a duration, or else one minute.
   */
  String within() default "";
}
