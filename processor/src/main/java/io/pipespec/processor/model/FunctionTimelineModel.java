package io.pipespec.processor.model;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What runs a function-test scenario: its timeline, and its {@code @BaseTime}, where the harness's
 * processing time starts as the scenario's relative times do.
 *
 * @param baseTime the scenario's {@code @BaseTime} (its own, else the test class's); empty for the
 *     epoch
 * @param steps the steps of its timeline, in order
 */
@API(status = API.Status.INTERNAL)
public record FunctionTimelineModel(Optional<BaseTimeModel> baseTime, List<TimelineStep> steps) {

  public FunctionTimelineModel {
    steps = List.copyOf(steps);
  }
}
