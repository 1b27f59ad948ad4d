package io.pipespec.runtime.expect;

import static java.util.Objects.requireNonNull;

import java.util.List;

/** The expectations that generated harnesses create, one factory method per annotation. */
public final class Expectations {

  private Expectations() {}

  /**
   * {@code @ExpectContains}: exactly {@code expected}, in any order, duplicates counting.
   *
   * <p>Elements are compared in time linear in their number: by their encoding with the output's
   * coder when it is deterministic, else by {@code equals} and {@code hashCode}. A failure lists
   * what is missing (and where it arrived instead, if anywhere) and what is unexpected (and where
   * it arrived), and carries sorted renderings of both multisets for IDE diff viewers.
   */
  public static <T> Expectation containsInAnyOrder(List<T> expected) {
    requireNonNull(expected, "expected");
    return new ContainsInAnyOrder(expected);
  }

  /** {@code @ExpectEmpty}: no element in scope; a failure lists what arrived, and where. */
  public static Expectation empty() {
    return IsEmpty.INSTANCE;
  }

  /**
   * {@code @Satisfies}: the checker returns normally on the decoded elements in scope, an
   * unmodifiable list in arrival order. An {@link AssertionError} from the checker is the failure
   * as it is; any other exception fails the expectation with that exception as the cause.
   */
  public static <T> Expectation satisfies(Checker<T> checker) {
    requireNonNull(checker, "checker");
    return new SatisfiesChecker<>(null, checker);
  }

  /**
   * {@link #satisfies(Checker)} with the checker's name, usually the {@code @Satisfies} method's,
   * so that {@link Expectation#describe()} reads "satisfies allPositive".
   */
  public static <T> Expectation satisfies(String name, Checker<T> checker) {
    requireNonNull(name, "name");
    requireNonNull(checker, "checker");
    return new SatisfiesChecker<>(name, checker);
  }
}
