package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.model.TimelineStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What exploring one scenario could perturb, as far as the processor can see: the inputs that feed
 * it, and whether the runtime may also cut the combiners of what is under test.
 *
 * <p>Exploration reorders and re-bundles the elements of each segment of an input, the elements
 * between two advances of the watermark or of processing time, and never moves one across an
 * advance; in a transform test it also cuts each combiner's inputs into accumulators merged in
 * another order. So a scenario has nothing to perturb when every segment holds one element at most
 * and, where combiners may be cut, its inputs hold one element at most in all. The processor sees
 * the elements of a {@code @Timeline} only; those of an {@code @Input} member are known when the
 * tests run, and whether a transform holds a combiner too (its code is not in its signature), so it
 * decides only what it sees for certain and leaves the rest to the engine.
 *
 * @param inputs what feeds the scenario
 * @param combinersMayBeCut whether the runtime may cut combiners of what is under test: true for a
 *     transform, whose combiners only the runtime can find
 */
@API(status = API.Status.INTERNAL)
public record ExploredInputs(List<InputModel> inputs, boolean combinersMayBeCut) {

  /** The most steps of a timeline a message quotes. */
  private static final int QUOTED_STEPS = 8;

  public ExploredInputs {
    inputs = List.copyOf(inputs);
  }

  /**
   * Why there is certainly nothing to perturb, and what to add so that there is.
   *
   * @param why as a message goes on after "there is nothing to explore: "
   * @param fix a sentence that says what to add, before "or remove @Explore"
   */
  public record Nothing(String why, String fix) {}

  /**
   * Why exploring the scenario certainly has nothing to perturb; empty when there may be something,
   * or when the processor cannot see the elements.
   */
  public Optional<Nothing> nothingToPerturb() {
    List<InputModel.Timeline> timelines = new ArrayList<>();
    for (InputModel input : inputs) {
      if (!(input instanceof InputModel.Timeline timeline)) {
        return Optional.empty();
      }
      timelines.add(timeline);
    }
    if (timelines.isEmpty()) {
      return Optional.of(
          new Nothing(
              "the test replaces none of the job's reads, so Pipespec has no element whose order"
                  + " or bundles it could change",
              "Replace a read with @Input(replaces = ...) or @Timeline(replaces = ...)"));
    }
    int elements = 0;
    int largestSegment = 0;
    for (InputModel.Timeline timeline : timelines) {
      int segment = 0;
      for (TimelineStep step : timeline.steps()) {
        if (isElement(step)) {
          elements++;
          segment++;
          largestSegment = Math.max(largestSegment, segment);
        } else if (step.kind() != TimelineStep.Kind.BUNDLE) {
          // A bundle cut stays within its segment; an advance ends it.
          segment = 0;
        }
      }
    }
    if (largestSegment > 1 || (combinersMayBeCut && elements > 1)) {
      return Optional.empty();
    }
    String of = timelines.size() == 1 ? "its @Timeline" : "its " + timelines.size() + " @Timelines";
    String fix = "Put two or more elements between two advances";
    if (elements == 0) {
      return Optional.of(new Nothing(of + " holds no element", fix));
    }
    if (elements == 1) {
      return Optional.of(
          new Nothing(
              of
                  + " holds one element in all, so there is no order to change, no bundle to cut"
                  + (combinersMayBeCut ? " and no combiner input to split" : ""),
              fix));
    }
    return Optional.of(
        new Nothing(
            "every segment of "
                + of
                + " between two advances holds one element at most ("
                + quoted(timelines)
                + "), and a runner may reorder and bundle elements only within a segment, never"
                + " across an advance of the watermark or of processing time",
            fix));
  }

  private static boolean isElement(TimelineStep step) {
    return step.kind() == TimelineStep.Kind.ELEMENT
        || step.kind() == TimelineStep.Kind.ELEMENT_AT_MINIMUM;
  }

  /** The steps of {@code timelines} as written: {@code "a @ 1s", "watermark 5s", "b @ 6s"}. */
  private static String quoted(List<InputModel.Timeline> timelines) {
    List<String> quoted = new ArrayList<>();
    for (InputModel.Timeline timeline : timelines) {
      List<String> steps = new ArrayList<>();
      for (TimelineStep step : timeline.steps()) {
        if (steps.size() == QUOTED_STEPS) {
          steps.add("...");
          break;
        }
        steps.add("\"" + step.source() + "\"");
      }
      quoted.add(
          (timelines.size() == 1 ? "" : timeline.origin() + ": ") + String.join(", ", steps));
    }
    return String.join("; ", quoted);
  }
}
