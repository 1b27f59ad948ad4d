package io.pipespec.runtime.verdict.expect;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apiguardian.api.API;

/**
 * What an expectation of a {@code @FunctionTest} expects of the closed harness of its scenario's
 * run: the state of a key, the pending or fired timers, or anything a checker asserts. Made by
 * {@link FunctionExpectations} from generated code; a pipeline scenario refuses it when it is
 * built.
 */
@API(status = INTERNAL)
public interface HarnessExpectation {

  /** A short description for messages, such as "state 'sum' of key red is 7". */
  String describe();

  /**
   * The windows this expectation names (the global window for a state without a window): before it
   * is judged, each is checked against the harness's window function, and one it never assigns
   * refuses the expectation, as a pipeline's {@code @Window} is refused. None by default.
   */
  default List<BoundedWindow> windows() {
    return List.of();
  }

  /**
   * Why the expectation cannot be judged on {@code observation} at all, such as a key the harness
   * never saw (no state of it can be judged empty or full honestly), or empty when it can. A
   * refusal fails the expectation with the reason instead of judging it. None by default.
   */
  default Optional<String> refusal(HarnessObservation observation) {
    return Optional.empty();
  }

  /**
   * Judges the harness; returns normally when the expectation holds and throws an {@link
   * AssertionError} (an opentest4j {@code AssertionFailedError} with expected and actual where
   * there are such) when it does not.
   */
  void verify(HarnessObservation observation);
}
