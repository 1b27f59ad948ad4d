package io.pipespec.runtime.expect;

import io.pipespec.function.StatefulFunctionHarness;

/**
 * The body of a {@code @Satisfies} method of a {@code @FunctionTest} that takes the harness: called
 * with the closed harness after the timeline, to read state, timers and outputs as it likes.
 */
@FunctionalInterface
public interface HarnessChecker<K, V, OutputT> {
  void check(StatefulFunctionHarness<K, V, OutputT> harness) throws Throwable;
}
