package io.pipespec.runtime.run;

import io.pipespec.runtime.spec.ExpectationSpec;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/** The outcome of one scenario run: what was captured, how long it took, and how it ended. */
public interface ScenarioResult {

  /** The runner that ran the scenario. */
  String runner();

  /** The wall time of the pipeline run. */
  Duration wallTime();

  /** The number of elements captured per output, in declaration order. */
  Map<String, Long> capturedCounts();

  /** The user's exception (unwrapped from the runner's), or the timeout, when the run failed. */
  Optional<Throwable> failure();

  /**
   * Judges one expectation of this scenario. Returns normally when it holds; throws an {@link
   * AssertionError} (opentest4j {@code AssertionFailedError}) when it does not, or when the run
   * failed, with the failure as the cause.
   */
  void verify(ExpectationSpec expectation);
}
