package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * What the runner brought back of one expectation judged on the runner: the totals of both sides
 * and the differing elements, bounded. The elements both sides hold equally often stay on the
 * runner.
 *
 * @param expectedCount how many elements the expected side holds
 * @param actualCount how many elements the output holds
 * @param missingDistinct how many distinct elements arrived fewer times than expected
 * @param unexpectedDistinct how many distinct elements arrived more times than expected
 * @param missing the first of the missing ones, in the order the expected side lists them
 * @param unexpected the first of the unexpected ones, by the event time of their first arrival,
 *     then by their encoding (a runner has no arrival order to keep)
 * @param aggregate what an expectation that folds the elements brought back; null for a comparison
 * @param outOfScope how many elements of the output are out of the expectation's scope
 * @param scopeRefusal why the expectation's scope cannot be judged honestly, as the pipeline
 *     counted its window's panes; null when it can
 * @param equal how many elements both sides hold (each counted as often as the side that holds it
 *     fewer times): the ones that stayed on the runner
 * @param predicateThrow a {@code @Where} predicate of the expectation that threw on an element
 *     where the pipeline ran; null when none did
 */
@API(status = INTERNAL)
public record RunnerVerdict(
    long expectedCount,
    long actualCount,
    long missingDistinct,
    long unexpectedDistinct,
    List<Difference> missing,
    List<Difference> unexpected,
    @Nullable RunnerAggregate aggregate,
    long outOfScope,
    @Nullable String scopeRefusal,
    long equal,
    @Nullable PredicateThrow predicateThrow) {

  public RunnerVerdict {
    missing = List.copyOf(missing);
    unexpected = List.copyOf(unexpected);
  }

  /** The verdict of a comparison of every element of every window and pane. */
  public RunnerVerdict(
      long expectedCount,
      long actualCount,
      long missingDistinct,
      long unexpectedDistinct,
      List<Difference> missing,
      List<Difference> unexpected,
      long equal) {
    this(
        expectedCount,
        actualCount,
        missingDistinct,
        unexpectedDistinct,
        missing,
        unexpected,
        null,
        0,
        null,
        equal,
        null);
  }

  /**
   * The verdict of an expectation that folds the elements into one value: {@code aggregate}, with
   * its size as the actual count and nothing expected one by one.
   */
  public static RunnerVerdict aggregated(RunnerAggregate aggregate) {
    return new RunnerVerdict(
        0, aggregate.size(), 0, 0, List.of(), List.of(), aggregate, 0, null, 0, null);
  }

  /** What an aggregating expectation brought back; empty for a comparison. */
  public Optional<RunnerAggregate> aggregated() {
    return Optional.ofNullable(aggregate);
  }

  /**
   * This verdict of an expectation with a scope, as the pipeline counted its elements and panes.
   */
  public RunnerVerdict scoped(long outOfScope, @Nullable String scopeRefusal) {
    return new RunnerVerdict(
        expectedCount,
        actualCount,
        missingDistinct,
        unexpectedDistinct,
        missing,
        unexpected,
        aggregate,
        outOfScope,
        scopeRefusal,
        equal,
        predicateThrow);
  }

  /** This verdict of an expectation whose {@code @Where} predicate threw where the pipeline ran. */
  public RunnerVerdict withThrow(PredicateThrow thrown) {
    return new RunnerVerdict(
        expectedCount,
        actualCount,
        missingDistinct,
        unexpectedDistinct,
        missing,
        unexpected,
        aggregate,
        outOfScope,
        scopeRefusal,
        equal,
        thrown);
  }

  /** The {@code @Where} predicate that threw where the pipeline ran, when one did. */
  public Optional<PredicateThrow> thrown() {
    return Optional.ofNullable(predicateThrow);
  }

  /** Why the expectation's scope cannot be judged honestly, as the pipeline counted its panes. */
  public Optional<String> refusal() {
    return Optional.ofNullable(scopeRefusal);
  }

  /** Whether the two sides hold the same elements equally often. */
  public boolean matches() {
    return missingDistinct == 0 && unexpectedDistinct == 0;
  }

  /** One distinct element whose counts differ. */
  public static final class Difference {
    private final byte[] encoded;
    private final long expected;
    private final long actual;
    private final List<CapturedElement> arrivals;

    /**
     * @param encoded its encoding with the output's coder
     * @param expected how often the expected side holds it
     * @param actual how often it arrived
     * @param arrivals up to three of its arrivals, with window, pane and timestamp
     */
    public Difference(byte[] encoded, long expected, long actual, List<CapturedElement> arrivals) {
      this.encoded = requireNonNull(encoded, "encoded").clone();
      this.expected = expected;
      this.actual = actual;
      this.arrivals = List.copyOf(arrivals);
    }

    public byte[] encoded() {
      return encoded.clone();
    }

    public long expected() {
      return expected;
    }

    public long actual() {
      return actual;
    }

    public List<CapturedElement> arrivals() {
      return arrivals;
    }
  }
}
