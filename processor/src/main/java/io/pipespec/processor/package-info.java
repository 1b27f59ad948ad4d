/**
 * The Pipespec annotation processor: it checks every {@code @PipelineTest} and
 * {@code @FunctionTest} class at compile time and generates its suite, {@code
 * Pipespec_<TestClass>}, which the {@code pipespec} engine runs.
 *
 * <p>Validate, model, write. {@link io.pipespec.processor.PipespecProcessor} only orchestrates: the
 * validators ({@code validation}) read the annotations through {@code javax.lang.model} and report
 * errors; from a clean report they build the model ({@code model}), plain records without a
 * compiler type or a line of code; the writers ({@code writer}) turn the model into JavaPoet code.
 * Each expectation annotation is one kind in the registry ({@code expectation}), which validates it
 * into its model and writes that model. Nothing here is API: only the processor's class name is
 * used by builds.
 */
package io.pipespec.processor;
