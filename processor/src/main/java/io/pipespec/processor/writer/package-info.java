/**
 * The only code that writes code: the suite frame both kinds share ({@code SuiteClassWriter}), the
 * pipeline and function suites ({@link io.pipespec.processor.writer.SuiteWriter}, {@link
 * io.pipespec.processor.writer.FunctionSuiteWriter}), and the pieces the expectation kinds write
 * with: literals, types, windows, timelines, predicates and the comments that keep the user's text
 * beside the numbers made from it. Texts become plain-ASCII string literals ({@link
 * io.pipespec.processor.writer.StringLiterals}), and {@code MethodSplitter} keeps every method and
 * class within the JVM's limits, so that a test of any size compiles.
 */
package io.pipespec.processor.writer;
