/**
 * The validation of a test class, whatever its kind, checked once for all kinds with the same tags
 * and messages: the frame of validating a class ({@link
 * io.pipespec.processor.validation.testclass.TestClassValidator}), its shape and scenarios ({@link
 * io.pipespec.processor.validation.testclass.TestClassChecker}), its {@code @UnderTest} method, its
 * expectation methods ({@link io.pipespec.processor.validation.testclass.ExpectationMethods}), base
 * times, scopes, timeline steps, the shape of {@code @Input} members, and where Pipespec
 * annotations may appear.
 */
package io.pipespec.processor.validation.testclass;
