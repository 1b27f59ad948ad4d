package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import io.pipespec.runtime.capture.CapturedElement;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;
import org.opentest4j.AssertionFailedError;

/**
 * The failure of an expectation that compares elements ({@code @ExpectContains}, {@code
 * ExpectIncludes}, {@code @ExpectEmpty}), carrying which elements were unexpected (where they
 * arrived) and which expected ones were missing, so that a report can draw them, and with a {@code
 * key} the differences by key ({@link KeyedDiff}). The message, expected and actual are those of
 * any other failure.
 *
 * <p>Only a bounded number of each is kept ({@link #KEPT}); the message says how many there were.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class ElementMismatchError extends AssertionFailedError {

  private static final long serialVersionUID = 1L;

  /** At most this many unexpected and this many missing elements are kept. */
  public static final int KEPT = 1_000;

  /**
   * An expected element that did not arrive in scope.
   *
   * @param text the element in the literal syntax
   * @param count how many times it is missing
   */
  public record Missing(String text, long count) {
    public Missing {
      requireNonNull(text, "text");
    }
  }

  private final transient List<CapturedElement> unexpected;
  private final transient List<Missing> missing;
  private final transient @Nullable KeyedDiff keyedDiff;

  ElementMismatchError(
      String message,
      @Nullable Object expected,
      @Nullable Object actual,
      @Nullable Throwable cause,
      List<CapturedElement> unexpected,
      List<Missing> missing,
      @Nullable KeyedDiff keyedDiff) {
    super(message, expected, actual, cause);
    this.unexpected = List.copyOf(unexpected.subList(0, Math.min(KEPT, unexpected.size())));
    this.missing = List.copyOf(missing.subList(0, Math.min(KEPT, missing.size())));
    this.keyedDiff = keyedDiff;
  }

  /** The unexpected elements that arrived in scope, up to {@link #KEPT}, in arrival order. */
  public List<CapturedElement> unexpected() {
    return unexpected == null ? List.of() : unexpected;
  }

  /** The expected elements that did not arrive in scope, up to {@link #KEPT}. */
  public List<Missing> missing() {
    return missing == null ? List.of() : missing;
  }

  /** The differences by key, when the expectation has a {@code key}; for reports. */
  public Optional<KeyedDiff> keyedDiff() {
    return Optional.ofNullable(keyedDiff);
  }

  /**
   * This failure with another message (the same expected, actual, cause, elements and stack trace),
   * for a caller that appends to the message.
   */
  public ElementMismatchError withMessage(String message) {
    ElementMismatchError copy =
        new ElementMismatchError(
            message,
            isExpectedDefined() ? getExpected().getValue() : null,
            isActualDefined() ? getActual().getValue() : null,
            getCause(),
            unexpected(),
            missing(),
            keyedDiff);
    copy.setStackTrace(getStackTrace());
    return copy;
  }
}
