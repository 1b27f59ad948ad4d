package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.apiguardian.api.API;

/**
 * How the engine asks for exploration: for every scenario or only where {@code @Explore} asks, the
 * budget where the annotation gives none, and the seed.
 *
 * @param everyScenario {@code pipespec.explore=on}: explore every scenario that can be
 * @param runs {@code pipespec.explore.budget} as a number of members
 * @param within {@code pipespec.explore.budget} as a duration
 * @param seed {@code pipespec.explore.seed}; without it each scenario has a seed of its own, the
 *     same in every run, drawn from its class and name
 * @param restarts {@code pipespec.explore.restarts=on}: on a runner that restarts a job from its
 *     checkpoints (FlinkRunner), explore a scenario by trying a {@code "fail and restart"} after
 *     each step of its timeline ({@link FailurePoints})
 */
@API(status = INTERNAL)
public record ExploreSettings(
    boolean everyScenario,
    OptionalInt runs,
    Optional<Duration> within,
    OptionalLong seed,
    boolean restarts) {

  /** Members run for a pipeline or job scenario when no budget is given. */
  public static final int DEFAULT_PIPELINE_RUNS = 50;

  /** Members run for a function scenario when no budget is given. */
  public static final int DEFAULT_FUNCTION_RUNS = 500;

  /** The longest exploring one scenario takes when no budget is given. */
  public static final Duration DEFAULT_WITHIN = Duration.ofMinutes(1);

  public ExploreSettings {
    requireNonNull(runs, "runs");
    requireNonNull(within, "within");
    requireNonNull(seed, "seed");
  }

  /** The settings of an engine that tries no failure points. */
  public ExploreSettings(
      boolean everyScenario, OptionalInt runs, Optional<Duration> within, OptionalLong seed) {
    this(everyScenario, runs, within, seed, false);
  }
}
