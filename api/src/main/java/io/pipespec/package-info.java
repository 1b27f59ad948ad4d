/**
 * The Pipespec annotations and the few types a test class names: what a user writes, and all that
 * {@code pipespec-api} holds.
 *
 * <p>Start with {@link io.pipespec.PipelineTest}, or {@link io.pipespec.FunctionTest} for one
 * {@code DoFn}. Each type says its status with {@code @API}: the annotations of pipeline tests are
 * {@code STABLE}, those of function tests {@code EXPERIMENTAL}. {@link
 * io.pipespec.RefusedExpectationError} is the {@code STABLE} type of the failure of an expectation
 * that cannot be judged honestly, so that tools and tests can tell a refusal from a failure. This
 * module depends on no Beam and no part of Pipespec's runtime: the runtime, the engine and the
 * classes the processor generates depend on it, never the other way.
 */
package io.pipespec;
