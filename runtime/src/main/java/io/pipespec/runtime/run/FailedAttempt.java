package io.pipespec.runtime.run;

import io.pipespec.function.BundleAttempt;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.FunctionTimeline.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * The failed attempt of a bundle that holds a retry step ({@code "fail and retry"}): the harness
 * opens the bundle as an attempt, runs the elements before the step, and fails it there (or in
 * {@code @FinishBundle}), discarding what it did through Beam; the run then delivers the bundle
 * again, whole, without the step, as a runner retries it.
 */
final class FailedAttempt {

  private FailedAttempt() {}

  /** Where the retry step of {@code bundle} stands; -1 for none. */
  static int retryAt(List<? extends Step<?, ?, ?>> bundle) {
    for (int i = 0; i < bundle.size(); i++) {
      if (bundle.get(i).kind().retries()) {
        return i;
      }
    }
    return -1;
  }

  /** {@code bundle} without its retry step: what the retry delivers. */
  static <K, V, O> List<Step<K, V, O>> retried(List<Step<K, V, O>> bundle) {
    List<Step<K, V, O>> retried = new ArrayList<>(bundle);
    retried.remove(retryAt(bundle));
    return retried;
  }

  /**
   * The bundles the retry of {@code bundle} delivers: the bundle without its retry step, whole; or
   * cut in two where its step says ({@link FunctionTimeline#retryStep(int)}).
   */
  static <K, V, O> List<List<Step<K, V, O>>> retriedBundles(List<Step<K, V, O>> bundle) {
    List<Step<K, V, O>> retried = retried(bundle);
    String step = bundle.get(retryAt(bundle)).source();
    int cut =
        step.startsWith(FunctionTimeline.RETRY_CUT)
            ? Integer.parseInt(step.substring(FunctionTimeline.RETRY_CUT.length()))
            : 0;
    return cut > 0 && cut < retried.size()
        ? List.of(retried.subList(0, cut), retried.subList(cut, retried.size()))
        : List.of(retried);
  }

  /**
   * Runs the attempt of {@code bundle} that fails at its retry step; a step that throws on its own
   * is thrown, as when it runs outside an attempt.
   */
  static <K, V, O> void run(StatefulFunctionHarness<K, V, O> harness, List<Step<K, V, O>> bundle) {
    int at = retryAt(bundle);
    BundleAttempt attempt = harness.startAttempt();
    for (Step<K, V, O> step : bundle.subList(0, at)) {
      step.action().accept(harness);
    }
    if (bundle.get(at).kind() == FunctionTimeline.Kind.RETRY_IN_FINISH_BUNDLE) {
      attempt.failInFinishBundle();
    } else {
      attempt.fail();
    }
  }
}
