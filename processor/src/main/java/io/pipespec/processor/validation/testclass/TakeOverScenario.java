package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * Whether a scenario whose timeline has a {@code "savepoint"} step can take over: a take-over is
 * built for a scenario of one timeline input, because the recorded job is stopped at one point of
 * one timeline, and the steps of another input have no place before or after it. The rules of the
 * steps themselves are {@link TakeOverSteps}'s.
 */
final class TakeOverScenario {

  private final AnnotationLookup lookup;

  TakeOverScenario(AnnotationLookup lookup) {
    this.lookup = lookup;
  }

  /**
   * Refuses a savepoint in the scenario {@code owner} of {@code testClass} when {@code inputs},
   * what feeds the scenario, are more than its one timeline.
   */
  void check(
      TypeElement owner,
      TypeElement testClass,
      List<InputModel> inputs,
      ValidationReport.Builder report) {
    List<InputModel.Timeline> takingOver =
        inputs.stream()
            .filter(InputModel.Timeline.class::isInstance)
            .map(InputModel.Timeline.class::cast)
            .filter(timeline -> savepoint(timeline) >= 0)
            .toList();
    if (takingOver.isEmpty() || inputs.size() == 1) {
      return;
    }
    InputModel.Timeline first = takingOver.get(0);
    // A scenario's timeline is its own, or the test class's that it shares.
    TypeElement declaring = JavaTypes.classRef(owner).equals(first.owner()) ? owner : testClass;
    AnnotationMirror mirror = lookup.find(declaring, PipespecNames.TIMELINE).orElseThrow();
    report.addError(
        ErrorTag.PipespecTakeOver,
        "Scenario "
            + owner.getSimpleName()
            + " takes over from "
            + (takingOver.size() == 1
                ? "the savepoint in its " + first.origin()
                : "savepoints in " + takingOver.size() + " of its inputs")
            + ", but it has "
            + inputs.size()
            + " inputs ("
            + String.join(", ", inputs.stream().map(InputModel::origin).toList())
            + "), and a take-over is built for a scenario of one timeline input: the recorded job"
            + " is stopped at one point of one timeline. Give the scenario that @Timeline as its"
            + " only input, or remove the savepoint"
            + (takingOver.size() == 1 ? "." : "s."),
        declaring,
        mirror,
        // (The steps were read one per value of a clean timeline.)
        lookup.listValue(mirror, "value").get(savepoint(first)));
  }

  /** The index of the savepoint step of {@code timeline}; -1 when it has none. */
  private static int savepoint(InputModel.Timeline timeline) {
    List<TimelineStep> steps = timeline.steps();
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i).kind() == TimelineStep.Kind.SAVEPOINT) {
        return i;
      }
    }
    return -1;
  }
}
