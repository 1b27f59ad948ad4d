package io.pipespec.runtime.generate;

import io.pipespec.generate.Choices;
import io.pipespec.runtime.suite.GeneratedInput;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One try of a generated scenario: the choices it was drawn from, and its inputs with their drawn
 * timelines (an input that is not generated as written). The choices replay it ({@link
 * RecordedChoices#replaying}), which is how shrinking tries smaller ones.
 *
 * @param choices every choice the draw made, in order
 * @param inputs the scenario's inputs, each generated one with its drawn steps
 * @param drawn for each input, in order, its drawn timeline; empty for an input not generated
 */
// The choices are copied in and out: the record is never changed.
@SuppressWarnings("ArrayRecordComponent")
record DrawnTry(long[] choices, List<InputSpec<?>> inputs, List<Optional<DrawnTimeline<?>>> drawn) {

  DrawnTry {
    choices = choices.clone();
    inputs = List.copyOf(inputs);
    drawn = List.copyOf(drawn);
  }

  @Override
  public long[] choices() {
    return choices.clone();
  }

  /**
   * The try {@code choices} draws for {@code scenario}: every generated input in order, from the
   * same choices. Throws what a {@code @Generator} or its durations throw.
   */
  static DrawnTry draw(PipelineScenarioSpec scenario, RecordedChoices choices) {
    List<InputSpec<?>> inputs = new ArrayList<>();
    List<Optional<DrawnTimeline<?>>> drawn = new ArrayList<>();
    for (InputSpec<?> input : scenario.transformInputs()) {
      inputs.add(drawn(input, choices, drawn));
    }
    return new DrawnTry(choices.record(), inputs, drawn);
  }

  private static <T> InputSpec<T> drawn(
      InputSpec<T> input, Choices choices, List<Optional<DrawnTimeline<?>>> drawn) {
    Optional<GeneratedInput<T>> generated = input.generated();
    if (generated.isEmpty()) {
      drawn.add(Optional.empty());
      return input;
    }
    GeneratedInput<T> generator = generated.get();
    DrawnTimeline<T> timeline =
        TimelineDraw.draw(generator.timelines().get(), generator.baseMillis(), choices);
    drawn.add(Optional.of(timeline));
    return input.withTimeline(timeline::toTimelineSteps);
  }

  /** The scenario with this try's inputs: it runs as a written scenario would. */
  PipelineScenarioSpec scenario(PipelineScenarioSpec generated) {
    return generated.withTransformInputs(inputs);
  }

  /**
   * Whether a drawn timeline advances processing time: the DirectRunner has one processing clock,
   * so such a try runs alone.
   */
  boolean advancesProcessingTime() {
    return drawn.stream().flatMap(Optional::stream).anyMatch(DrawnTimeline::advancesProcessingTime);
  }

  /** How many elements the try's drawn timelines hold. */
  int elementCount() {
    return drawn.stream().flatMap(Optional::stream).mapToInt(DrawnTimeline::elementCount).sum();
  }
}
