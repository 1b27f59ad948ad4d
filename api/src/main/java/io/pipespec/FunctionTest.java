package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;
import org.junit.platform.commons.annotation.Testable;

/**
 * Marks a class as a Pipespec function test: one keyed {@code DoFn<KV<K, V>, OutputT>} driven
 * directly by a {@code io.pipespec.function.StatefulFunctionHarness} (in pipespec-harness), without
 * a pipeline.
 *
 * <p>The class declares one {@link UnderTest} method, static and without parameters, that returns
 * the {@code DoFn} (declare its concrete class as the return type, so that state and timer ids are
 * checked at compile time), and optionally one {@link ConfigureHarness} method for windowing,
 * coders, side inputs and the like. Like a {@link PipelineTest}, the class is either a single
 * scenario itself or holds {@link Scenario} nested classes. Each scenario has a {@link Timeline} of
 * keyed elements and time steps, in the grammar of the pipeline tests' timelines, with times
 * counted from its {@link BaseTime} (a timeline on the outer class is shared by scenarios without
 * their own), and expectations:
 *
 * <ul>
 *   <li>on the main output: every expectation of a pipeline test's output, such as {@link
 *       ExpectContains}, {@link ExpectEmpty}, and {@link Satisfies} with a {@code List<OutputT>}
 *       (or {@code List<OutputElement<OutputT>>}) parameter, scoped by {@link Window}, {@link Pane}
 *       and {@link Where} as there;
 *   <li>on state per key: {@link ExpectState}, {@link ExpectNoState};
 *   <li>on timers: {@link ExpectPendingTimers}, {@link ExpectFiredTimers} (a timer literal may name
 *       its window: {@code "flush b @ 9m59.999s in [0, 10m)"});
 *   <li>on anything else: {@link Satisfies} with a {@code StatefulFunctionHarness<K, V, OutputT>}
 *       parameter receives the harness after the timeline.
 * </ul>
 *
 * <p>The harness's processing time starts at the scenario's {@link BaseTime}, as its relative times
 * do. The class is a top-level class, as a {@link PipelineTest} is.
 *
 * <p>Each scenario is one harness run (the timeline, then {@code close()}); each expectation method
 * is one test on the {@code pipespec} engine. Unlike a pipeline test's, the timeline does not end
 * with an implied {@code "watermark end"}: what is pending after the last step can be expected.
 * Write {@code "watermark end"} as the last step to expire every window.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@API(status = EXPERIMENTAL)
public @interface FunctionTest {}
