package io.pipespec.runtime.verdict.onrunner;

import io.pipespec.runtime.verdict.expect.ElementPredicate;
import io.pipespec.runtime.verdict.scope.Scope;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.util.SerializableUtils;

/**
 * Why an expectation cannot be judged on the runner ({@link RunnerJudging#plan}), in words that say
 * how to make it judgeable there or to judge it in the test JVM ({@code pipespec.judge=jvm}): the
 * output's coder, its {@code @Where} filters, its scope. The expectation's own refusals ({@link
 * io.pipespec.runtime.verdict.expect.OnRunner}) are its own.
 */
final class Refusals {

  private Refusals() {}

  /** Why the runner cannot compare elements by their {@code coder}; empty when it can. */
  static Optional<String> nonDeterminism(Coder<?> coder) {
    try {
      coder.verifyDeterministic();
      return Optional.empty();
    } catch (Coder.NonDeterministicException e) {
      return Optional.of(
          "the output's coder "
              + coder
              + " is not deterministic, and the runner compares elements by their encoding; give"
              + " the output a deterministic coder, or judge in the test JVM (pipespec.judge=jvm)");
    }
  }

  /** Why a {@code @Where} filter cannot be sent to the runner; empty when every one can. */
  static Optional<String> unsendable(List<ElementPredicate<?>> filters) {
    for (ElementPredicate<?> filter : filters) {
      try {
        SerializableUtils.serializeToByteArray(filter);
      } catch (RuntimeException e) {
        return Optional.of(
            "its @Where predicate ("
                + filter.describe()
                + ") cannot be sent to the runner, which applies it there: "
                + (e.getCause() == null ? e : e.getCause())
                + "; make the value it compares with Serializable, or judge it in the test JVM"
                + " (pipespec.judge=jvm)");
      }
    }
    return Optional.empty();
  }

  /** Why {@code scope}, which has no form on the runner, keeps its expectation in the JVM. */
  static Optional<String> scope(Scope scope) {
    return scope == Scope.everything()
        ? Optional.empty()
        : Optional.of(
            "its scope ("
                + scope.describe()
                + ") is applied in the test JVM only; judge it there (pipespec.judge=jvm)");
  }
}
