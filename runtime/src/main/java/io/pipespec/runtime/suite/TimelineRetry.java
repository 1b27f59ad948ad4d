package io.pipespec.runtime.suite;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A retry step ({@code "fail and retry"}, {@code "fail in @FinishBundle and retry"}): the bundle of
 * elements it stands in fails an attempt and is retried whole.
 *
 * @param bundle the bundle's elements, in order
 * @param number the bundle's number among the timeline's bundles of elements, from 1
 * @param afterElements how many of its elements the failed attempt processes
 * @param inFinishBundle whether the attempt fails in {@code @FinishBundle}, after all of them
 * @param step the step as written
 * @param after the element before the step, as written, for messages
 */
public record TimelineRetry<T>(
    List<T> bundle,
    int number,
    int afterElements,
    boolean inFinishBundle,
    String step,
    String after) {
  public TimelineRetry {
    bundle = Collections.unmodifiableList(new ArrayList<>(bundle));
  }
}
