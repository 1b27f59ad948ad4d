/**
 * What only a {@code @FunctionTest} has: a keyed {@code DoFn} with its state and timer ids, its
 * {@code @ConfigureHarness} method, and the timeline that drives the function harness.
 */
package io.pipespec.processor.validation.function;
