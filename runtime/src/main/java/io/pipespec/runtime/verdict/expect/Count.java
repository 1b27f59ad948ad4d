package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.RunnerVerdict;
import java.util.ArrayList;
import java.util.List;

/** {@code @ExpectCount}: exactly this many elements in scope. */
final class Count implements Expectation {

  private final long expected;

  Count(long expected) {
    this.expected = expected;
  }

  @Override
  public String describe() {
    return "has " + Rendering.elements(expected);
  }

  @Override
  public OnRunner onRunner() {
    return new OnRunner.CountOnly(expected);
  }

  @Override
  public void verify(Observation observation) {
    long actual =
        observation
            .runnerVerdict()
            .map(RunnerVerdict::actualCount)
            .orElse((long) observation.inScope().size());
    if (actual == expected) {
      return;
    }
    List<Fact> facts = Listing.start(observation);
    facts.add(fact("expected", Rendering.elements(expected)));
    facts.add(fact("but got", Rendering.elements(actual)));
    Listing.elements(facts, "element", observation.output(), listed(observation), actual);
    throw Failures.failure(
        Listing.outputAndScope(observation)
            + " has "
            + Rendering.elements(actual)
            + ", not "
            + expected,
        facts,
        Long.toString(expected),
        Long.toString(actual));
  }

  /**
   * The elements a failure lists: those in scope, or, judged on the runner, the first ones it
   * brought back (every element is unexpected there, since nothing is expected one by one).
   */
  private static List<CapturedElement> listed(Observation observation) {
    if (observation.runnerVerdict().isEmpty()) {
      return observation.inScope();
    }
    List<CapturedElement> listed = new ArrayList<>();
    for (RunnerVerdict.Difference difference : observation.runnerVerdict().get().unexpected()) {
      listed.addAll(difference.arrivals());
    }
    return listed;
  }
}
