/**
 * The Pipespec annotations: what a user writes in a test class.
 *
 * <p>Start with {@link io.pipespec.PipelineTest}. Everything under {@code io.pipespec.runtime} is
 * used by generated harnesses and by the engine; it is not meant to be called from test classes.
 */
package io.pipespec;
