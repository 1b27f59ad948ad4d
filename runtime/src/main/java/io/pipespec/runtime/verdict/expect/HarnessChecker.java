package io.pipespec.runtime.verdict.expect;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.function.StatefulFunctionHarness;
import org.apiguardian.api.API;

/**
 * The body of a {@code @Satisfies} method of a {@code @FunctionTest} that takes the harness: called
 * with the closed harness after the timeline, to read state, timers and outputs as it likes.
 */
@API(status = INTERNAL)
@FunctionalInterface
public interface HarnessChecker<K, V, OutputT> {
  void check(StatefulFunctionHarness<K, V, OutputT> harness) throws Throwable;
}
