package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;
import org.junit.platform.commons.annotation.Testable;

/**
 * Runs the annotated method as a checker over the output's elements. The counterpart of Beam's
 * {@code PAssert.that(output).satisfies(...)}.
 *
 * <p>The method is {@code void} and takes one parameter: {@code Iterable<T>}, {@code Collection<T>}
 * or {@code List<T>} of the output's element type {@code T} for the values; the same of {@code
 * OutputElement<T>} (of io.pipespec.function) for each value with its timestamp, window and pane;
 * or, in a {@link FunctionTest}, the closed {@code StatefulFunctionHarness<K, V, OutputT>} for the
 * state, the timers and every output. It fails by throwing, typically with Truth: {@code
 * assertThat(counts).contains(KV.of("a", 2L))}. It runs after the pipeline, in the test JVM, on an
 * unmodifiable list of the decoded elements in scope, in arrival order. An instance method runs on
 * a new instance of its class, as a JUnit test method would.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface Satisfies {
  /** The output to check, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
