/**
 * The Pipespec annotations: what a user writes in a test class.
 *
 * <p>Start with {@link io.pipespec.PipelineTest}, or {@link io.pipespec.FunctionTest} for one
 * {@code DoFn}. Each type says its status with {@code @API}: the annotations of pipeline tests are
 * {@code STABLE}, those of function tests {@code EXPERIMENTAL}. Everything under {@code
 * io.pipespec.runtime} is {@code INTERNAL}: used by generated suites and by the engine, not meant
 * to be called from test classes; except {@link io.pipespec.runtime.RefusedExpectationError}, the
 * {@code STABLE} type of the failure of an expectation that cannot be judged honestly.
 */
package io.pipespec;
