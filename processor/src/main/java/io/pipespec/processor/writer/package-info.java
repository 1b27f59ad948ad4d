/**
 * The only code that writes code: the suite frame every kind shares ({@link
 * io.pipespec.processor.writer.SuiteClassWriter}), the suites of transforms, jobs and functions
 * ({@link io.pipespec.processor.writer.SuiteWriter}, {@link
 * io.pipespec.processor.writer.JobWriter}, {@link
 * io.pipespec.processor.writer.FunctionSuiteWriter}), the one writer of every expectation's spec
 * and runtime call ({@code ExpectationWriter}), and the pieces they write with: literals, windows,
 * timelines, predicates and the comments that keep the user's text beside the numbers made from it.
 * Every class the generated code names is in {@link io.pipespec.processor.writer.TypeNames}. Texts
 * become plain-ASCII string literals ({@link io.pipespec.processor.writer.StringLiterals}), and
 * {@code MethodSplitter} keeps every method and class within the JVM's limits, so that a test of
 * any size compiles.
 */
package io.pipespec.processor.writer;
