package io.pipespec.runtime.explore;

import io.pipespec.runtime.build.JobRetries;
import io.pipespec.runtime.build.RetriedStage;
import io.pipespec.runtime.explore.InputHistory.Part;
import io.pipespec.runtime.explore.InputHistory.Segment;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TimestampedValue;

/**
 * A bundle that fails and is retried, as a runner retries one whose processing throws: the failed
 * attempt's outputs, state changes and timers are discarded (Beam commits per bundle), the bundle
 * is delivered again, whole, to a fresh instance of the function; whatever the function did outside
 * Beam in the failed attempt (a static, a cache, a call) stays. So a function that is not
 * idempotent outside Beam shows it. The harness fails the attempt ({@code startAttempt()}). The
 * DirectRunner never retries a bundle: in a pipeline scenario the failed attempt is replayed beside
 * it, on the harness, by a pass-through in front of the member's copy of the transform ({@link
 * RetriedStage}); in a job scenario, behind the read the member's input replaces ({@link
 * JobRetries}), where the job's construction gives it the {@code DoFn}s that read it.
 *
 * <p>Random members never retry: retries come from the structured members only (the first bundle of
 * several elements failing after its first element, the first bundle failing in
 * {@code @FinishBundle}), so the random members, and the family's size, are those of a family
 * without retries.
 */
final class Retries implements Perturbation<Retries.Retry> {

  /**
   * Which bundle of elements fails and where.
   *
   * @param bundle the bundle of elements the member delivers, from 0 across segments; -1 for none
   * @param afterElements how many of its elements the failed attempt processes
   * @param inFinishBundle whether it fails in {@code @FinishBundle}, after all of them
   * @param cutAfter where the retry cuts the bundle in two, after how many of its elements; 0 when
   *     it is retried whole, as the failed attempt had it
   */
  record Retry(int bundle, int afterElements, boolean inFinishBundle, int cutAfter) {
    static final Retry NONE = new Retry(-1, 0, false, 0);

    Retry(int bundle, int afterElements, boolean inFinishBundle) {
      this(bundle, afterElements, inFinishBundle, 0);
    }
  }

  /**
   * Whether a retry may cut its bundle differently from the failed attempt: on the harness, which
   * delivers the retry as it is told; the DirectRunner delivers a replayed retry whole.
   */
  private final boolean cuts;

  /** Retries delivered whole, as the failed attempt had the bundle. */
  Retries() {
    this(false);
  }

  /** Retries that, with {@code cuts}, also cut a retried bundle in two. */
  Retries(boolean cuts) {
    this.cuts = cuts;
  }

  @Override
  public Optional<String> notJudged(ExpectationSpec expectation) {
    return expectation.target() instanceof ExpectationSpec.Target.Metrics
        ? Optional.of(
            "a retried bundle's attempted metrics count the failed attempt too, as Beam's do on"
                + " every runner, and the harness commits none; a metric that must hold under"
                + " retries reads committed values on a runner that has them")
        : Optional.empty();
  }

  @Override
  public String name() {
    return "retries";
  }

  @Override
  public Availability availability(ScenarioSpec scenario) {
    return scenario.match(
        new ScenarioSpec.Cases<Availability>() {
          @Override
          public Availability pipeline(PipelineScenarioSpec pipeline) {
            Optional<String> unfaithful = RetriedStage.unfaithful(pipeline);
            return unfaithful.isPresent()
                ? new Availability.Unavailable(unfaithful.get())
                : new Availability.Available();
          }

          @Override
          public Availability job(JobScenarioSpec job) {
            Optional<String> unfaithful = JobRetries.unfaithful(job);
            return unfaithful.isPresent()
                ? new Availability.Unavailable(unfaithful.get())
                : new Availability.Available();
          }

          @Override
          public Availability function(FunctionScenarioSpec function) {
            try {
              // A retry runs on a fresh copy, which a harness running the given instance refuses.
              function.timeline().newHarness().withFreshInstancePerBundle();
              return new Availability.Available();
            } catch (IllegalStateException e) {
              return new Availability.Unavailable(
                  "its harness runs the given instance itself (withoutCopyingFn()), and a retry"
                      + " runs on a fresh copy of the function");
            }
          }
        });
  }

  @Override
  public Retry asWritten() {
    return Retry.NONE;
  }

  @Override
  public int values() {
    return 1;
  }

  @Override
  public List<Member> structured(Member written, Shapes shapes, long seed) {
    List<Integer> sizes = bundleSizes(written);
    List<Member> members = new ArrayList<>();
    for (int b = 0; b < sizes.size(); b++) {
      if (sizes.get(b) > 1) {
        members.add(written.with(this, new Retry(b, 1, false)));
        break;
      }
    }
    if (!sizes.isEmpty()) {
      members.add(written.with(this, new Retry(0, 0, true)));
    }
    if (cuts) {
      // A retry cut in two before the point where the attempt failed: an element the attempt
      // processed comes back at another place, in another bundle, which a function that assumes
      // the retry repeats the attempt's bundle (a key made of the bundle's first element and a
      // position) gets wrong, and a retry of the same bundle never shows.
      for (int b = 0; b < sizes.size(); b++) {
        if (sizes.get(b) > 1) {
          members.add(written.with(this, new Retry(b, 2, false, 1)));
          break;
        }
      }
    }
    return members;
  }

  @Override
  public Retry random(SplittableRandom random) {
    return Retry.NONE;
  }

  @Override
  public List<Retry> smaller(Retry retry) {
    if (retry.equals(Retry.NONE)) {
      return List.of();
    }
    List<Retry> smaller = new ArrayList<>(List.of(Retry.NONE));
    if (retry.cutAfter() > 0) {
      smaller.add(new Retry(retry.bundle(), retry.afterElements(), retry.inFinishBundle()));
      return smaller;
    }
    if (retry.bundle() > 0) {
      smaller.add(new Retry(retry.bundle() - 1, retry.afterElements(), retry.inFinishBundle()));
    }
    if (!retry.inFinishBundle() && retry.afterElements() > 1) {
      smaller.add(new Retry(retry.bundle(), retry.afterElements() - 1, false));
    }
    return smaller;
  }

  @Override
  public Optional<String> told(Retry retry) {
    if (retry.equals(Retry.NONE)) {
      return Optional.empty();
    }
    return Optional.of(
        "bundle "
            + (retry.bundle() + 1)
            + (retry.inFinishBundle()
                ? " fails in @FinishBundle"
                : " fails after "
                    + retry.afterElements()
                    + (retry.afterElements() == 1 ? " element" : " elements"))
            + (retry.cutAfter() > 0
                ? " and is retried on a fresh instance cut in two bundles, its first "
                    + (retry.cutAfter() == 1 ? "element" : retry.cutAfter() + " elements")
                    + " and the rest, as a runner may cut a retried bundle, "
                : " and is retried whole on a fresh instance, ")
            + RetriedStage.WHAT_DIFFERS);
  }

  @Override
  public Optional<String> told(Retry retry, Member member, List<ExploredInput> inputs) {
    Optional<String> told = told(retry);
    if (told.isEmpty() || retry.inFinishBundle() || inputs.size() != 1) {
      return told;
    }
    List<List<String>> bundles = elementBundles(member, inputs.get(0));
    if (retry.bundle() >= bundles.size()) {
      return told;
    }
    List<String> bundle = bundles.get(retry.bundle());
    String last = bundle.get(Math.min(retry.afterElements(), bundle.size()) - 1);
    String text = told.get();
    if (retry.cutAfter() > 0 && retry.cutAfter() < bundle.size()) {
      text =
          text.replace(
              " and the rest,",
              " (`"
                  + String.join("`, `", bundle.subList(0, retry.cutAfter()))
                  + "`) and the rest (`"
                  + String.join("`, `", bundle.subList(retry.cutAfter(), bundle.size()))
                  + "`),");
    }
    return Optional.of(text.replace(" and is retried", " (`" + last + "`) and is retried"));
  }

  /**
   * The retry step, in a function's timeline, a pipeline's or a job's (whose run as written replays
   * it on the DirectRunner as exploration does). A cut retry, which only the harness's members
   * make, is written {@code "fail and retry, cut after N"}.
   */
  @Override
  public Pasted pasted(Retry retry) {
    if (retry.equals(Retry.NONE)) {
      return new Pasted.Nothing();
    }
    return new Pasted.Step(
        retry.bundle(),
        retry.inFinishBundle() ? Integer.MAX_VALUE : retry.afterElements(),
        retry.inFinishBundle()
            ? FunctionTimeline.RETRY_IN_FINISH_BUNDLE
            : retry.cutAfter() > 0
                ? FunctionTimeline.RETRY_CUT + retry.cutAfter()
                : FunctionTimeline.RETRY);
  }

  @Override
  public boolean confirmedAlone(Retry retry) {
    // The failed attempt's effects outside Beam are what a retry shows, and a static is seen by
    // every member of a batch: a failing retry member is judged on a run of its own.
    return !retry.equals(Retry.NONE);
  }

  @Override
  public <T> PCollection<T> beforeMember(
      Retry retry, Member member, InputHistory<T> history, int input, PCollection<T> collection) {
    if (retry.equals(Retry.NONE) || input != 0) {
      return collection;
    }
    List<List<TimestampedValue<T>>> bundles = new ArrayList<>();
    for (Part<T> part : history.arranged(member.inputs().get(0))) {
      if (part instanceof Segment<T> segment) {
        bundles.addAll(segment.bundles());
      }
    }
    if (retry.bundle() >= bundles.size()) {
      throw new IllegalStateException(
          "member " + member + " retries bundle " + (retry.bundle() + 1) + ", which it lacks");
    }
    List<T> bundle = bundles.get(retry.bundle()).stream().map(TimestampedValue::getValue).toList();
    return RetriedStage.before(
        collection, history.coder(), bundle, retry.afterElements(), retry.inFinishBundle());
  }

  @Override
  public void inPipeline(Pipeline pipeline, List<Retry> retries) {
    if (retries.stream().anyMatch(retry -> !retry.equals(Retry.NONE))) {
      RetriedStage.target(pipeline, "the transform", "the explored input");
    }
  }

  @Override
  public <K, X, O> FunctionTimeline.Delivery<K, X, O> onHarness(
      Retry retry, FunctionTimeline.Delivery<K, X, O> delivery) {
    if (retry.equals(Retry.NONE)) {
      return delivery;
    }
    List<List<FunctionTimeline.Step<K, X, O>>> bundles = new ArrayList<>(delivery.bundles());
    int elementBundle = 0;
    for (int b = 0; b < bundles.size(); b++) {
      if (bundles.get(b).get(0).kind() != FunctionTimeline.Kind.ELEMENT) {
        continue;
      }
      if (elementBundle++ == retry.bundle()) {
        List<FunctionTimeline.Step<K, X, O>> bundle = new ArrayList<>(bundles.get(b));
        bundle.add(
            retry.inFinishBundle() ? bundle.size() : Math.min(retry.afterElements(), bundle.size()),
            retry.cutAfter() > 0
                ? FunctionTimeline.retryStep(retry.cutAfter())
                : FunctionTimeline.retryStep(retry.inFinishBundle()));
        bundles.set(b, bundle);
        break;
      }
    }
    return new FunctionTimeline.Delivery<>(bundles, delivery.freshInstances());
  }

  /** The sizes of the bundles of elements {@code member} delivers, across segments, in order. */
  private static List<Integer> bundleSizes(Member member) {
    List<Integer> sizes = new ArrayList<>();
    for (Arrangement arrangement : member.inputs().get(0)) {
      arrangement.bundles(arrangement.order()).forEach(bundle -> sizes.add(bundle.size()));
    }
    return sizes;
  }

  /** The bundles of elements {@code member} delivers of {@code input}, by their steps' texts. */
  private static List<List<String>> elementBundles(Member member, ExploredInput input) {
    List<List<String>> bundles = new ArrayList<>();
    List<Arrangement> arrangements = member.inputs().get(0);
    for (int s = 0; s < arrangements.size(); s++) {
      bundles.addAll(arrangements.get(s).bundles(input.elementTexts(s)));
    }
    return bundles;
  }
}
