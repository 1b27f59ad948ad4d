/**
 * The Pipespec runtime: running scenarios on Beam, capturing their outputs and judging their
 * expectations. Its subpackages are {@code INTERNAL}, used by generated suites and by the engine;
 * {@link io.pipespec.runtime.RefusedExpectationError}, the failure of an expectation that cannot be
 * judged honestly, is {@code STABLE}, so that tools and tests can tell a refusal from a failure.
 */
package io.pipespec.runtime;
