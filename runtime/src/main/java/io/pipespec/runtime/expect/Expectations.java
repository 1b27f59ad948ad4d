package io.pipespec.runtime.expect;

import java.util.List;

/** The expectations that generated harnesses create, one factory method per annotation. */
public final class Expectations {

  private Expectations() {}

  /** {@code @ExpectContains}: exactly {@code expected}, in any order, duplicates counting. */
  public static <T> Expectation containsInAnyOrder(List<T> expected) {
    throw new UnsupportedOperationException("to be written with the runtime");
  }

  /** {@code @ExpectEmpty}: no element in scope. */
  public static Expectation empty() {
    throw new UnsupportedOperationException("to be written with the runtime");
  }

  /** {@code @Satisfies}: the checker returns normally on the decoded elements in scope. */
  public static <T> Expectation satisfies(Checker<T> checker) {
    throw new UnsupportedOperationException("to be written with the runtime");
  }
}
