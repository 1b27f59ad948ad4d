/**
 * The {@code pipespec} JUnit Platform test engine: it discovers {@link io.pipespec.PipelineTest}
 * and {@link io.pipespec.FunctionTest} classes, loads the suite the Pipespec processor generated
 * for each, and runs every scenario once (a pipeline on Beam, or a function's timeline on its
 * harness), reporting each expectation method as its own test.
 *
 * <p>What users depend on is the engine id, the configuration keys in {@link
 * io.pipespec.engine.PipespecEngineConstants} ({@code @API(status = STABLE)}), and {@link
 * io.pipespec.engine.UnrunnableTestClassException}, the failure of a test class that cannot run;
 * {@link io.pipespec.engine.platform.PipespecTestEngine} is found by the platform, and it and the
 * sub-packages are {@code @API(status = INTERNAL)}.
 */
package io.pipespec.engine;
