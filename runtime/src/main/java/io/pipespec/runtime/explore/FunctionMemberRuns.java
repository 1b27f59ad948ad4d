package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.FunctionTimeline.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the members of a function scenario's family on the harness, each on a new one: every segment
 * of the timeline (a run of element steps) in the member's order, cut into the member's bundles
 * ({@code startBundle()}/{@code finishBundle()} around each bundle of more than one element), every
 * other step where it was written, in a bundle of its own; then each dimension of the family
 * applies the member's value to that delivery ({@link Perturbation#onHarness}: a fresh copy of the
 * function per bundle, where one instance serves every bundle and key as written).
 *
 * <p>The written member runs exactly as the plain run does ({@link FunctionTimeline#asWritten()}):
 * consecutive elements in one bundle unless a {@code "bundle"} step cuts them.
 */
final class FunctionMemberRuns implements MemberRuns {

  private final FunctionScenarioSpec scenario;
  private final RunSettings settings;
  private final List<Perturbation<?>> dimensions;

  /**
   * @param dimensions what the family varies along besides arrival orders and bundles
   */
  FunctionMemberRuns(
      FunctionScenarioSpec scenario, RunSettings settings, List<Perturbation<?>> dimensions) {
    this.scenario = scenario;
    this.settings = settings.withFunctionTrace(false);
    this.dimensions = List.copyOf(dimensions);
  }

  @Override
  public List<ScenarioResult> run(List<Member> members) {
    List<ScenarioResult> results = new ArrayList<>();
    for (Member member : members) {
      results.add(
          ScenarioRunner.run(
              scenario, settings, delivery(scenario.timeline(), member, dimensions)));
    }
    return results;
  }

  /** How {@code member} delivers the steps of {@code timeline}. */
  static <K, V, O> FunctionTimeline.Delivery<K, V, O> delivery(
      FunctionTimeline<K, V, O> timeline, Member member, List<Perturbation<?>> dimensions) {
    List<Arrangement> arrangements = member.inputs().get(0);
    List<List<Step<K, V, O>>> bundles = new ArrayList<>();
    List<Step<K, V, O>> segment = new ArrayList<>();
    int index = 0;
    for (Step<K, V, O> step : timeline.steps()) {
      switch (step.kind()) {
        case ELEMENT -> segment.add(step);
        case RETRY, RETRY_IN_FINISH_BUNDLE ->
            throw ExploredInput.writtenRetry(timeline, step.source());
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
    FunctionTimeline.Delivery<K, V, O> delivery = new FunctionTimeline.Delivery<>(bundles, false);
    for (Perturbation<?> dimension : dimensions) {
      delivery = applied(dimension, member, delivery);
    }
    return delivery;
  }

  private static <X, K, V, O> FunctionTimeline.Delivery<K, V, O> applied(
      Perturbation<X> dimension, Member member, FunctionTimeline.Delivery<K, V, O> delivery) {
    return dimension.onHarness(member.value(dimension), delivery);
  }
}
