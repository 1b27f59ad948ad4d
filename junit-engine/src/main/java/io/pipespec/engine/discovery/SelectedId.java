package io.pipespec.engine.discovery;

import static io.pipespec.engine.descriptor.PipespecUniqueIds.CLASS_SEGMENT_TYPE;
import static io.pipespec.engine.descriptor.PipespecUniqueIds.EXPECTATION_SEGMENT_TYPE;
import static io.pipespec.engine.descriptor.PipespecUniqueIds.RUNNER_SEGMENT_TYPE;
import static io.pipespec.engine.descriptor.PipespecUniqueIds.SCENARIO_SEGMENT_TYPE;

import java.util.List;
import java.util.Optional;
import org.junit.platform.engine.UniqueId;

/**
 * What a unique id of this engine names, segment by segment: a class, then optionally a scenario, a
 * runner of the scenario and an expectation, in that order ({@code [class:..]/[scenario:..]},
 * {@code .../[runner:..]}, {@code .../[expectation:..]}, with or without the runner).
 */
record SelectedId(
    String className,
    Optional<String> scenario,
    Optional<String> runner,
    Optional<String> expectation) {

  /** The parts of {@code id}; empty when it is not a well-formed id below {@code engineId}. */
  static Optional<SelectedId> parse(UniqueId engineId, UniqueId id) {
    if (!id.hasPrefix(engineId)) {
      return Optional.empty();
    }
    List<UniqueId.Segment> segments =
        id.getSegments().subList(engineId.getSegments().size(), id.getSegments().size());
    List<String> order =
        List.of(
            CLASS_SEGMENT_TYPE,
            SCENARIO_SEGMENT_TYPE,
            RUNNER_SEGMENT_TYPE,
            EXPECTATION_SEGMENT_TYPE);
    String[] values = new String[order.size()];
    int next = 0;
    for (UniqueId.Segment segment : segments) {
      int at = order.indexOf(segment.getType());
      // In order, each at most once, a class first, and no runner without its scenario.
      if (at < next || (next == 0 && at != 0) || (at >= 2 && values[1] == null)) {
        return Optional.empty();
      }
      values[at] = segment.getValue();
      next = at + 1;
    }
    if (values[0] == null) {
      return Optional.empty();
    }
    return Optional.of(
        new SelectedId(
            values[0],
            Optional.ofNullable(values[1]),
            Optional.ofNullable(values[2]),
            Optional.ofNullable(values[3])));
  }
}
