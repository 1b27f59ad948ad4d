/**
 * The {@code pipespec} JUnit Platform test engine: it discovers {@link io.pipespec.PipelineTest}
 * classes, loads the suite the Pipespec processor generated for each, and runs every scenario once
 * on Beam, reporting each expectation method as its own test.
 *
 * <p>The public surface is {@link io.pipespec.engine.PipespecTestEngine} and the configuration keys
 * in {@link io.pipespec.engine.PipespecEngineConstants}; the sub-packages are internal.
 */
package io.pipespec.engine;
