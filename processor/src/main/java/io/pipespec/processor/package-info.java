/**
 * The Pipespec annotation processor: it checks every {@code @PipelineTest} and
 * {@code @FunctionTest} class at compile time and generates its suite, {@code
 * Pipespec_<TestClass>}, which the {@code pipespec} engine runs.
 *
 * <p>Validate, model, write. {@code rounds.PipespecProcessor} only orchestrates: the validators
 * ({@code validation}) read the annotations through {@code javax.lang.model} and report errors;
 * from a clean report they build the model ({@code model}), plain records without a compiler type
 * or a line of code; the writers ({@code writer}) turn the model into JavaPoet code. Each
 * expectation annotation is one kind in the registry ({@code expectation}), which validates it into
 * its model and writes that model; the names they share are in {@code names}. Nothing here is API:
 * only the processor's class name is used by builds. This package holds no class, so that none of
 * its subpackages depends on a parent that depends on it.
 */
package io.pipespec.processor;
