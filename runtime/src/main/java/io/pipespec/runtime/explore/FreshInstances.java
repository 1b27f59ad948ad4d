package io.pipespec.runtime.explore;

import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A fresh instance of the function under test for every bundle, instead of one instance reused
 * across bundles and keys: a runner may do either, so a {@code DoFn} that keeps what it should not
 * in a field shows it. The harness makes the copies ({@code withFreshInstancePerBundle()}); the
 * DirectRunner reuses one instance per worker thread across bundles and keys and lets nothing
 * choose otherwise.
 */
final class FreshInstances implements Perturbation<Boolean> {

  private static final String DIRECT_RUNNER =
      "the DirectRunner reuses one instance per worker thread across bundles and keys"
          + " and lets nothing choose a fresh one";

  @Override
  public String name() {
    return "DoFn instances";
  }

  @Override
  public Availability availability(ScenarioSpec scenario) {
    return scenario.match(
        new ScenarioSpec.Cases<Availability>() {
          @Override
          public Availability pipeline(PipelineScenarioSpec pipeline) {
            return new Availability.Unavailable(
                DIRECT_RUNNER
                    + "; test the DoFn in a @FunctionTest with @Explore, whose harness gives each"
                    + " bundle a fresh one");
          }

          @Override
          public Availability job(JobScenarioSpec job) {
            return new Availability.Unavailable(DIRECT_RUNNER);
          }

          @Override
          public Availability function(FunctionScenarioSpec function) {
            try {
              function.timeline().newHarness().withFreshInstancePerBundle();
              return new Availability.Available();
            } catch (IllegalStateException e) {
              // Its harness runs the given instance itself (withoutCopyingFn()).
              return new Availability.Unavailable(
                  java.util.Objects.requireNonNullElse(
                      e.getMessage(), "its harness runs the given instance itself"));
            }
          }
        });
  }

  @Override
  public Boolean asWritten() {
    return false;
  }

  @Override
  public int values() {
    return 2;
  }

  @Override
  public List<Member> structured(Member written, Shapes shapes, long seed) {
    return List.of(written.with(this, true), shapes.wholeSegments().with(this, true));
  }

  @Override
  public Boolean random(SplittableRandom random) {
    return random.nextBoolean();
  }

  @Override
  public List<Boolean> smaller(Boolean fresh) {
    return fresh ? List.of(false) : List.of();
  }

  @Override
  public Optional<String> told(Boolean fresh) {
    return fresh
        ? Optional.of(
            "each bundle gets a fresh instance of the function instead of one reused instance")
        : Optional.empty();
  }

  @Override
  public Pasted pasted(Boolean fresh) {
    return fresh
        ? new Pasted.Unwritable(
            "a @Timeline cannot ask for a fresh instance of the function per bundle: the harness"
                + " runs a scenario as written with one instance for every bundle and key")
        : new Pasted.Nothing();
  }

  @Override
  public <K, X, O> FunctionTimeline.Delivery<K, X, O> onHarness(
      Boolean fresh, FunctionTimeline.Delivery<K, X, O> delivery) {
    return new FunctionTimeline.Delivery<>(delivery.bundles(), fresh);
  }
}
