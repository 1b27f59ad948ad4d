/**
 * The {@code pipespec} JUnit Platform test engine: it discovers {@link io.pipespec.PipelineTest}
 * classes, loads the suite the Pipespec processor generated for each, and runs every scenario once
 * on Beam, reporting each expectation method as its own test.
 *
 * <p>The public surface is {@link io.pipespec.engine.PipespecTestEngine}, the configuration keys in
 * {@link io.pipespec.engine.PipespecEngineConstants}, and {@link
 * io.pipespec.engine.UnrunnableTestClassException}, the failure of a test class that cannot run;
 * the sub-packages are internal.
 */
package io.pipespec.engine;
