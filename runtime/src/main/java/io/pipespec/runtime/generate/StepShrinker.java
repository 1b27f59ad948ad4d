package io.pipespec.runtime.generate;

import io.pipespec.runtime.suite.InputSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The last pass of shrinking a failing try: its steps themselves, one left out at a time. Shrinking
 * by choices ({@link ChoiceShrinker}) drops a step only when the choices that drew it can be cut
 * out whole, which a step of several choices among others often cannot be: an element that plays no
 * part in the failure can survive it. Here each element, watermark advance and processing advance
 * is tried without, the first candidate that still fails kept, until none does or the budget is
 * spent. The try it returns has no choices that replay it (its timelines are what it is); the seed
 * replays the failure, and the pasted scenario holds the try.
 */
final class StepShrinker {

  private StepShrinker() {}

  /**
   * The smallest try found by leaving steps of {@code failing} out, {@code failing} itself when
   * every step is needed; {@code stillFail} judges a batch of candidates at once.
   */
  static DrawnTry shrink(
      DrawnTry failing, Function<List<DrawnTry>, List<Boolean>> stillFail, Duration budget) {
    long deadline = System.nanoTime() + budget.toNanos();
    DrawnTry smallest = failing;
    boolean progress = true;
    while (progress && System.nanoTime() < deadline) {
      progress = false;
      List<DrawnTry> candidates = withoutOneStep(smallest);
      for (int start = 0; start < candidates.size() && !progress; start += ChoiceShrinker.BATCH) {
        if (System.nanoTime() >= deadline) {
          break;
        }
        List<DrawnTry> batch =
            candidates.subList(start, Math.min(candidates.size(), start + ChoiceShrinker.BATCH));
        List<Boolean> fails = stillFail.apply(batch);
        for (int c = 0; c < batch.size(); c++) {
          if (fails.get(c)) {
            smallest = batch.get(c);
            progress = true;
            break;
          }
        }
      }
    }
    return smallest;
  }

  /** Every try that leaves one step of one drawn timeline of {@code drawn} out. */
  static List<DrawnTry> withoutOneStep(DrawnTry drawn) {
    List<DrawnTry> candidates = new ArrayList<>();
    for (int i = 0; i < drawn.drawn().size(); i++) {
      Optional<DrawnTimeline<?>> timeline = drawn.drawn().get(i);
      if (timeline.isPresent()) {
        for (int s = 0; s < timeline.get().steps().size(); s++) {
          candidates.add(without(drawn, i, timeline.get(), s));
        }
      }
    }
    return candidates;
  }

  private static <T> DrawnTry without(DrawnTry drawn, int input, DrawnTimeline<T> timeline, int s) {
    List<DrawnTimeline.Step<T>> steps = new ArrayList<>(timeline.steps());
    steps.remove(s);
    DrawnTimeline<T> shorter = new DrawnTimeline<>(steps);
    List<InputSpec<?>> inputs = new ArrayList<>(drawn.inputs());
    inputs.set(input, withSteps(drawn.inputs().get(input), shorter));
    List<Optional<DrawnTimeline<?>>> timelines = new ArrayList<>(drawn.drawn());
    timelines.set(input, Optional.of(shorter));
    return new DrawnTry(drawn.choices(), inputs, timelines);
  }

  @SuppressWarnings("unchecked") // the input is the one the timeline was drawn for, of its type
  private static <T> InputSpec<T> withSteps(InputSpec<?> input, DrawnTimeline<T> timeline) {
    return ((InputSpec<T>) input).withTimeline(timeline::toTimelineSteps);
  }
}
