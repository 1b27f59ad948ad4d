package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.FunctionTimeline.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs the members of a function scenario's family on the harness, each on a new one: every segment
 * of the timeline (a run of element steps) in the member's order, cut into the member's bundles
 * ({@code startBundle()}/{@code finishBundle()} around each bundle of more than one element), every
 * other step where it was written, in a bundle of its own; with one instance of the function for
 * every bundle and key, or a fresh copy per bundle when the member asks for it.
 *
 * <p>The written member runs exactly as the plain run does ({@link FunctionTimeline#asWritten()}):
 * consecutive elements in one bundle unless a {@code "bundle"} step cuts them.
 */
final class FunctionMemberRuns implements MemberRuns {

  private final FunctionScenarioSpec scenario;
  private final RunSettings settings;
  private final Optional<String> noFreshInstances;

  /**
   * @param noFreshInstances why each bundle cannot get a fresh instance of the function, if it
   *     cannot
   */
  FunctionMemberRuns(
      FunctionScenarioSpec scenario, RunSettings settings, Optional<String> noFreshInstances) {
    this.scenario = scenario;
    this.settings = settings.withFunctionTrace(false);
    this.noFreshInstances = noFreshInstances;
  }

  @Override
  public List<ScenarioResult> run(List<Member> members) {
    List<ScenarioResult> results = new ArrayList<>();
    for (Member member : members) {
      results.add(ScenarioRunner.run(scenario, settings, delivery(scenario.timeline(), member)));
    }
    return results;
  }

  /** How {@code member} delivers the steps of {@code timeline}. */
  static <K, V, O> FunctionTimeline.Delivery<K, V, O> delivery(
      FunctionTimeline<K, V, O> timeline, Member member) {
    List<Arrangement> arrangements = member.inputs().get(0);
    List<List<Step<K, V, O>>> bundles = new ArrayList<>();
    List<Step<K, V, O>> segment = new ArrayList<>();
    int index = 0;
    for (Step<K, V, O> step : timeline.steps()) {
      switch (step.kind()) {
        case ELEMENT -> segment.add(step);
        case BUNDLE -> {
          // The written cuts are the written arrangement's; the member's own cuts replace them.
        }
        case ADVANCE, OTHER -> {
          if (!segment.isEmpty()) {
            bundles.addAll(arrangements.get(index++).bundles(segment));
            segment = new ArrayList<>();
          }
          bundles.add(List.of(step));
        }
      }
    }
    if (!segment.isEmpty()) {
      bundles.addAll(arrangements.get(index++).bundles(segment));
    }
    if (index != arrangements.size()) {
      throw new IllegalArgumentException(
          arrangements.size() + " arrangements for the " + index + " segments of " + timeline);
    }
    return new FunctionTimeline.Delivery<>(bundles, member.freshInstances());
  }

  @Override
  public List<String> limits() {
    return noFreshInstances.map(List::of).orElse(List.of());
  }
}
