package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.math.BigDecimal;
import java.util.List;
import org.apiguardian.api.API;

/**
 * What the runner brought back of an expectation that folds every element into one value
 * ({@code @ExpectSum}, {@code @ExpectHash}): the value, the size, and the first elements for a
 * failure to list; the other elements stay on the runner.
 *
 * @param size how many elements the output holds, nulls counting
 * @param sum their exact sum; zero when they were hashed
 * @param hash Beam Go's {@code passert.Hash} of them; empty when they were summed
 * @param listed the earliest of them ({@link CapturedElement#EARLIEST}), at most a failure lists
 * @param nulls how many of them are null
 * @param listedNulls the earliest of the nulls, at most a failure lists
 */
@API(status = INTERNAL)
public record RunnerAggregate(
    long size,
    BigDecimal sum,
    String hash,
    List<CapturedElement> listed,
    long nulls,
    List<CapturedElement> listedNulls) {

  public RunnerAggregate {
    requireNonNull(sum, "sum");
    requireNonNull(hash, "hash");
    listed = List.copyOf(listed);
    listedNulls = List.copyOf(listedNulls);
  }
}
