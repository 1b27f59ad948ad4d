package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apiguardian.api.API;

/**
 * One member of a scenario's family of runs: how each of its inputs delivers each segment, and its
 * value along each other dimension of the family ({@link Perturbation}), by the dimension's name; a
 * dimension it does not name it takes as written. An immutable value, equal to another that runs
 * the same way.
 *
 * @param inputs for each input, in order, the arrangement of each of its segments
 * @param values the member's value along each dimension it perturbs, by the dimension's name
 */
@API(status = INTERNAL)
public record Member(List<List<Arrangement>> inputs, Map<String, Object> values) {

  public Member {
    inputs = inputs.stream().map(List::copyOf).toList();
    // Sorted, so that two members that perturb the same dimensions alike print alike.
    values = java.util.Collections.unmodifiableMap(new TreeMap<>(requireNonNull(values, "values")));
  }

  /** The member as written: every segment as written, every other dimension as written. */
  public static Member written(List<List<Arrangement>> inputs) {
    return new Member(inputs, Map.of());
  }

  /** This member with {@code arrangement} for segment {@code segment} of input {@code input}. */
  public Member with(int input, int segment, Arrangement arrangement) {
    List<List<Arrangement>> changed = new ArrayList<>(inputs.stream().map(ArrayList::new).toList());
    changed.get(input).set(segment, arrangement);
    return new Member(changed, values);
  }

  /** This member with {@code value} along {@code dimension}; the written value is not kept. */
  <V> Member with(Perturbation<V> dimension, V value) {
    Map<String, Object> changed = new TreeMap<>(values);
    if (value.equals(dimension.asWritten())) {
      changed.remove(dimension.name());
    } else {
      changed.put(dimension.name(), value);
    }
    return new Member(inputs, changed);
  }

  /** This member's value along {@code dimension}. */
  @SuppressWarnings("unchecked") // only with(dimension, value) puts a value under its name
  <V> V value(Perturbation<V> dimension) {
    Object value = values.get(dimension.name());
    return value == null ? dimension.asWritten() : (V) value;
  }

  /** The arrangement of segment {@code segment} of input {@code input}. */
  public Arrangement arrangement(int input, int segment) {
    return inputs.get(input).get(segment);
  }
}
