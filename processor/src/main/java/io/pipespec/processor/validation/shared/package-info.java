/**
 * What a {@code @PipelineTest} and a {@code @FunctionTest} class share, checked once for both with
 * the same tags and messages: the frame of validating a class ({@link
 * io.pipespec.processor.validation.shared.TestClassValidator}), its shape and scenarios ({@link
 * io.pipespec.processor.validation.shared.TestClassChecker}), its {@code @UnderTest} method, its
 * expectation methods ({@link io.pipespec.processor.validation.shared.ExpectationMethods}), base
 * times, scopes, timelines, and where Pipespec annotations may appear.
 */
package io.pipespec.processor.validation.shared;
