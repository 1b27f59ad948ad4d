package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;

import com.google.common.truth.Fact;
import com.google.common.truth.FailureMetadata;
import com.google.common.truth.StandardSubjectBuilder;
import com.google.common.truth.Subject;
import io.pipespec.runtime.capture.CapturedElement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;
import org.opentest4j.AssertionFailedError;

/**
 * Builds failures: the message from Truth facts (so it reads like every other Truth failure), the
 * error an opentest4j {@link AssertionFailedError} with expected and actual for IDE diff viewers.
 */
final class Failures {

  private Failures() {}

  static AssertionFailedError failure(
      String headline, List<Fact> facts, Object expected, Object actual) {
    return new AssertionFailedError(message(headline, facts), expected, actual);
  }

  /** A failure that also carries the unexpected and missing elements, for reports. */
  static ElementMismatchError mismatch(
      String headline,
      List<Fact> facts,
      Object expected,
      Object actual,
      List<CapturedElement> unexpected,
      List<ElementMismatchError.Missing> missing) {
    return mismatch(headline, facts, expected, actual, unexpected, missing, null);
  }

  /** As above, with the differences by key of an expectation that has a {@code key}. */
  static ElementMismatchError mismatch(
      String headline,
      List<Fact> facts,
      Object expected,
      Object actual,
      List<CapturedElement> unexpected,
      List<ElementMismatchError.Missing> missing,
      @Nullable KeyedDiff keyedDiff) {
    return new ElementMismatchError(
        message(headline, facts), expected, actual, null, unexpected, missing, keyedDiff);
  }

  /** The unexpected arrivals and the missing values of a failed comparison, bounded. */
  static List<CapturedElement> unexpectedOf(MultisetComparison comparison) {
    List<CapturedElement> unexpected = new ArrayList<>();
    for (MultisetComparison.Tally tally : comparison.unexpected()) {
      List<CapturedElement> arrivals = tally.arrivals();
      // The surplus is the arrivals beyond the expected count; the first ones are the expected.
      long skip = Math.min(tally.expected(), arrivals.size());
      for (int i = (int) skip; i < arrivals.size(); i++) {
        if (unexpected.size() >= ElementMismatchError.KEPT) {
          return unexpected;
        }
        unexpected.add(arrivals.get(i));
      }
    }
    return unexpected;
  }

  static List<ElementMismatchError.Missing> missingOf(MultisetComparison comparison) {
    List<ElementMismatchError.Missing> missing = new ArrayList<>();
    for (MultisetComparison.Tally tally : comparison.missing()) {
      if (missing.size() >= ElementMismatchError.KEPT) {
        break;
      }
      missing.add(
          new ElementMismatchError.Missing(
              Rendering.value(comparison.valueOf(tally)), tally.expected() - tally.actual()));
    }
    return missing;
  }

  static AssertionFailedError failure(String headline, List<Fact> facts, Throwable cause) {
    return new AssertionFailedError(message(headline, facts), cause);
  }

  /** The text Truth makes of a headline and facts, aligned and formatted as Truth does. */
  static String message(String headline, List<Fact> facts) {
    AtomicReference<AssertionError> failure = new AtomicReference<>();
    StandardSubjectBuilder.forCustomFailureStrategy(failure::set)
        .withMessage("%s", headline)
        .about(FactsSubject::new)
        .that(null)
        .failWith(facts);
    // failWith always fails, through the strategy that sets the failure.
    return String.valueOf(requireNonNull(failure.get(), "failure").getMessage());
  }

  private static final class FactsSubject extends Subject {
    FactsSubject(FailureMetadata metadata, @Nullable Object actual) {
      super(metadata, actual);
    }

    void failWith(List<Fact> facts) {
      if (facts.isEmpty()) {
        failWithoutActual(Fact.simpleFact("(no details)"));
      } else {
        failWithoutActual(facts.get(0), facts.subList(1, facts.size()).toArray(new Fact[0]));
      }
    }
  }
}
