package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.apiguardian.api.API;

/**
 * One member of a scenario's family of runs: how each of its inputs delivers each segment, whether
 * the function under test gets a fresh instance for every bundle, and how combiners cut their
 * inputs into accumulators. An immutable value, equal to another that runs the same way.
 *
 * @param inputs for each input, in order, the arrangement of each of its segments
 * @param freshInstances whether each bundle gets a fresh instance of the function under test
 *     (function scenarios), instead of one instance reused across bundles and keys
 * @param combinerSeed when present, every combiner of the transform under test adds its inputs to
 *     several accumulators and merges them in an order this seed decides (pipeline scenarios)
 */
@API(status = INTERNAL)
public record Member(
    List<List<Arrangement>> inputs, boolean freshInstances, OptionalLong combinerSeed) {

  public Member {
    inputs = inputs.stream().map(List::copyOf).toList();
    requireNonNull(combinerSeed, "combinerSeed");
  }

  /** The member as written: every segment as written, instances reused, combiners whole. */
  public static Member written(List<List<Arrangement>> inputs) {
    return new Member(inputs, false, OptionalLong.empty());
  }

  /** This member with {@code arrangement} for segment {@code segment} of input {@code input}. */
  public Member with(int input, int segment, Arrangement arrangement) {
    List<List<Arrangement>> changed = new ArrayList<>(inputs.stream().map(ArrayList::new).toList());
    changed.get(input).set(segment, arrangement);
    return new Member(changed, freshInstances, combinerSeed);
  }

  /** This member with instances fresh per bundle, or reused. */
  public Member withFreshInstances(boolean fresh) {
    return new Member(inputs, fresh, combinerSeed);
  }

  /** This member with combiners cut by {@code seed}, or whole. */
  public Member withCombinerSeed(OptionalLong seed) {
    return new Member(inputs, freshInstances, seed);
  }

  /** The arrangement of segment {@code segment} of input {@code input}. */
  public Arrangement arrangement(int input, int segment) {
    return inputs.get(input).get(segment);
  }
}
