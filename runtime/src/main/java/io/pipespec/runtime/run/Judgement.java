package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.verdict.expect.ElementMismatchError;
import io.pipespec.runtime.verdict.expect.KeyedDiff;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The verdict on one expectation, as a value: what {@link ScenarioResult#judge} returns for tools
 * that show verdicts (the engine's timeline reports) instead of throwing them. The verdict is the
 * one {@link ScenarioResult#verify} reaches; {@link #failure()} is what it throws.
 */
@API(status = INTERNAL)
public sealed interface Judgement {

  /** The expectation holds. */
  record Passed() implements Judgement {}

  /**
   * The expectation does not hold, or could not be judged because the run failed.
   *
   * @param error what {@link ScenarioResult#verify} throws
   * @param unexpected the unexpected elements, where the expectation knows them (may be empty)
   * @param missing the missing elements, where the expectation knows them (may be empty)
   * @param keyedDiff the differences by key, for an expectation with a {@code key}
   */
  record Failed(
      Throwable error,
      List<CapturedElement> unexpected,
      List<ElementMismatchError.Missing> missing,
      Optional<KeyedDiff> keyedDiff)
      implements Judgement {
    public Failed {
      requireNonNull(error, "error");
      unexpected = List.copyOf(unexpected);
      missing = List.copyOf(missing);
      requireNonNull(keyedDiff, "keyedDiff");
    }

    /** A failure with no differences by key. */
    public Failed(
        Throwable error,
        List<CapturedElement> unexpected,
        List<ElementMismatchError.Missing> missing) {
      this(error, unexpected, missing, Optional.empty());
    }
  }

  /** The expectation was refused: no verdict on it could be honest. */
  record Refused(RefusedExpectationError error) implements Judgement {
    public Refused {
      requireNonNull(error, "error");
    }
  }

  /** The expectation was not judged (disabled, or not selected), with why. */
  record NotJudged(String reason) implements Judgement {
    public NotJudged {
      requireNonNull(reason, "reason");
    }
  }

  /** What {@link ScenarioResult#verify} throws for this verdict; empty when it returns. */
  default Optional<Throwable> failure() {
    if (this instanceof Failed failed) {
      return Optional.of(failed.error());
    }
    if (this instanceof Refused refused) {
      return Optional.of(refused.error());
    }
    return Optional.empty();
  }

  /** A one-word name of the verdict, as reports show it: passed, failed, refused, not judged. */
  default String word() {
    if (this instanceof Passed) {
      return "passed";
    }
    if (this instanceof Failed) {
      return "failed";
    }
    if (this instanceof Refused) {
      return "refused";
    }
    return "not judged";
  }

  /**
   * The verdict {@code verification} reaches: passed when it returns, else what it throws stands
   * for. The one place where a thrown verdict becomes a value.
   */
  static Judgement reach(Runnable verification) {
    try {
      verification.run();
      return new Passed();
    } catch (AssertionError | RuntimeException failure) {
      return of(failure);
    }
  }

  /**
   * Puts {@code frame}, an expectation's declaration, first in {@code failure}'s stack trace, above
   * the frames where Pipespec made the failure (unless it is first already), so that an IDE's click
   * on the first frame opens the test.
   */
  static void startAt(StackTraceElement frame, Throwable failure) {
    StackTraceElement[] trace = failure.getStackTrace();
    if (trace.length > 0 && trace[0].equals(frame)) {
      return;
    }
    StackTraceElement[] framed = new StackTraceElement[trace.length + 1];
    framed[0] = frame;
    System.arraycopy(trace, 0, framed, 1, trace.length);
    failure.setStackTrace(framed);
  }

  /** The judgement a thrown {@code failure} of {@link ScenarioResult#verify} stands for. */
  static Judgement of(Throwable failure) {
    if (failure instanceof RefusedExpectationError refused) {
      return new Refused(refused);
    }
    if (failure instanceof ElementMismatchError mismatch) {
      return new Failed(mismatch, mismatch.unexpected(), mismatch.missing(), mismatch.keyedDiff());
    }
    return new Failed(failure, List.of(), List.of());
  }
}
