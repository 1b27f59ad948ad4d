package io.pipespec.processor.model;

import org.apiguardian.api.API;

/** Which window an expectation or a state names, every time resolved to epoch milliseconds. */
@API(status = API.Status.INTERNAL)
public sealed interface WindowModel {

  /** Any window: no {@code @Window} was given. */
  record Any() implements WindowModel {}

  /** Beam's global window. */
  record Global() implements WindowModel {}

  /**
   * The interval window {@code [startMillis, endMillis)}.
   *
   * @param source the window as the user wrote it, shown beside the numbers in generated code
   */
  record Interval(long startMillis, long endMillis, String source) implements WindowModel {}
}
