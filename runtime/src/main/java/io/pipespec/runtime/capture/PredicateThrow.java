package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/**
 * A {@code @Where} predicate that threw where the pipeline judged its expectation ({@code
 * pipespec.judge=runner}): the pipeline kept the element out and ran on, so that the other
 * expectations of the scenario are judged, and brought back the earliest element it threw on
 * ({@link CapturedElement#EARLIEST}). The test JVM tries the predicate again on that element, to
 * fail the expectation as it does when it judges it itself, with the user's exception as cause.
 *
 * @param filter the index of the predicate among the expectation's filters, outermost first
 * @param thrown what it threw there: the exception's class and message
 * @param element the element it threw on, with its window, pane and timestamp
 */
@API(status = INTERNAL)
public record PredicateThrow(int filter, String thrown, CapturedElement element) {

  public PredicateThrow {
    requireNonNull(thrown, "thrown");
    requireNonNull(element, "element");
  }
}
