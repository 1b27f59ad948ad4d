package io.pipespec.runtime.expect;

/**
 * What an expectation method expects of the elements in its scope. Implementations are made by
 * {@link Expectations} from generated code.
 */
public interface Expectation {

  /** A short description for display names and messages, such as "contains 3 elements". */
  String describe();

  /**
   * Judges the observation; returns normally when it holds and throws an {@link AssertionError}
   * (an opentest4j {@code AssertionFailedError} with expected and actual where there are such)
   * when it does not.
   */
  void verify(Observation observation);
}
