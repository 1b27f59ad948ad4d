package io.pipespec.runtime.verdict.onrunner;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/**
 * Where output expectations are judged ({@code pipespec.judge}) and, for {@link JudgeMode#AUTO} off
 * a cluster, from how large an expected side on ({@code pipespec.judge.threshold}).
 *
 * @param threshold the fewest expected elements (literals, supplied values, a snapshot's lines, a
 *     count) for which {@code auto} judges an output on the runner; positive
 */
@API(status = INTERNAL)
public record Judging(JudgeMode mode, long threshold) {

  /** The threshold when none is configured. */
  public static final long DEFAULT_THRESHOLD = 100_000;

  public Judging {
    requireNonNull(mode, "mode");
    if (threshold < 1) {
      throw new IllegalArgumentException("The threshold must be positive, was " + threshold);
    }
  }

  /** {@code mode} with the default threshold. */
  public static Judging of(JudgeMode mode) {
    return new Judging(mode, DEFAULT_THRESHOLD);
  }

  /**
   * Whether the output that {@code plan} plans is judged on the runner: always with {@code runner}
   * (what it cannot judge is refused), never with {@code jvm}, and with {@code auto} when the
   * runner can judge every expectation of the output and either the pipeline runs {@code onCluster}
   * or one of them expects at least {@link #threshold} elements.
   */
  public boolean onRunner(RunnerJudging.Plan<?> plan, boolean onCluster) {
    return switch (mode) {
      case JVM -> false;
      case RUNNER -> true;
      case AUTO -> plan.complete() && (onCluster || plan.largestExpected() >= threshold);
    };
  }
}
