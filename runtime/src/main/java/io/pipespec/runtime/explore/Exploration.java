package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.opentest4j.AssertionFailedError;

/**
 * What exploring a scenario's family of runs found, beside the run as written: whether it was
 * explored at all, and if so how many members ran, with which seed, what could not be perturbed,
 * and for each expectation that a member fails, the smallest such member ({@link Finding}).
 *
 * <p>An expectation's verdict is the written run's first: only an expectation that passes as
 * written is judged on the family ({@link #judge}).
 */
@API(status = INTERNAL)
public sealed interface Exploration {

  /**
   * The verdict on {@code expectation} once the family is taken into account: {@code written} when
   * it did not pass as written, or when no member fails it; the finding's failure otherwise; a
   * refusal when exploration was asked for and cannot be done.
   */
  Judgement judge(ExpectationSpec expectation, Judgement written);

  /** A line for the report and the report entries: what exploration did. */
  String summary();

  /** Exploration was not asked for. */
  record NotAsked() implements Exploration {
    @Override
    public Judgement judge(ExpectationSpec expectation, Judgement written) {
      return written;
    }

    @Override
    public String summary() {
      return "not explored";
    }
  }

  /**
   * Exploration was asked for every scenario ({@code pipespec.explore=on}) and this one has nothing
   * to perturb, or runs where it cannot be explored: said, not failed.
   */
  record Skipped(String reason) implements Exploration {
    public Skipped {
      requireNonNull(reason, "reason");
    }

    @Override
    public Judgement judge(ExpectationSpec expectation, Judgement written) {
      return written;
    }

    @Override
    public String summary() {
      return "not explored: " + reason;
    }
  }

  /**
   * The scenario asked for exploration ({@code @Explore}) and cannot be explored: every expectation
   * that passed as written is refused with the reason, never passed unexplored.
   */
  record Refused(String reason) implements Exploration {
    public Refused {
      requireNonNull(reason, "reason");
    }

    @Override
    public Judgement judge(ExpectationSpec expectation, Judgement written) {
      if (!(written instanceof Judgement.Passed)) {
        return written;
      }
      String message =
          expectation.methodName()
              + " passes as written, but its scenario asks for exploration (@Explore), which cannot"
              + " be done: "
              + reason;
      return new Judgement.Refused(new RefusedExpectationError(message, reason));
    }

    @Override
    public String summary() {
      return "exploration refused: " + reason;
    }
  }

  /**
   * The family was explored.
   *
   * @param seed the seed the members were drawn from; {@code pipespec.explore.seed} replays them
   * @param runs the members run, the written one left out (shrinking's runs included)
   * @param took how long exploring took
   * @param exhaustive whether every member of the family ran
   * @param limits what could not be perturbed here, and why
   * @param findings for each expectation a member fails, by method name, its smallest such member
   * @param excluded the expectations not explored, by method name, with the reason the user gave
   */
  record Explored(
      long seed,
      int runs,
      Duration took,
      boolean exhaustive,
      List<String> limits,
      Map<String, Finding> findings,
      Map<String, String> excluded)
      implements Exploration {

    public Explored {
      requireNonNull(took, "took");
      limits = List.copyOf(limits);
      findings = Collections.unmodifiableMap(new LinkedHashMap<>(findings));
      excluded = Collections.unmodifiableMap(new LinkedHashMap<>(excluded));
    }

    /** The finding about {@code expectation}, if a member fails it. */
    public Optional<Finding> finding(ExpectationSpec expectation) {
      return Optional.ofNullable(findings.get(expectation.methodName()));
    }

    @Override
    public Judgement judge(ExpectationSpec expectation, Judgement written) {
      if (!(written instanceof Judgement.Passed)) {
        return written;
      }
      return finding(expectation)
          .<Judgement>map(
              found -> {
                AssertionFailedError error = found.error(seed);
                Judgement.startAt(expectation.declarationFrame(), error);
                return Judgement.of(error);
              })
          .orElse(written);
    }

    @Override
    public String summary() {
      return "explored "
          + runs
          + (runs == 1 ? " perturbation" : " perturbations")
          + (exhaustive ? " (every member of the family)" : "")
          + " with seed "
          + seed
          + " in "
          + took.toMillis()
          + " ms: "
          + (findings.isEmpty()
              ? "no expectation fails"
              : findings.size()
                  + (findings.size() == 1 ? " expectation fails" : " expectations fail"))
          + (limits.isEmpty() ? "" : "; not perturbed: " + String.join("; ", limits));
    }
  }

  /**
   * The scenario was explored on a runner that restarts a job from its checkpoints by trying a
   * {@code "fail and restart"} after each step of its timeline, in timeline order, within the
   * budget ({@link FailurePoints}): the first failure point that fails an expectation is its
   * finding, the earliest there is, so nothing is left to shrink.
   *
   * @param runner the runner the failure points ran on
   * @param points every failure point of the timeline: the step each follows, as written
   * @param tried how many of {@code points}, from the first, ran
   * @param took how long trying them took
   * @param findings for each expectation a failure point fails, by method name, the first such
   * @param excluded the expectations not explored, by method name, with the reason
   * @param notReproduced for each expectation a failure point failed once and not when run again as
   *     its pasted scenario runs (so no finding), by method name, both runs' verdicts
   */
  record RestartsTried(
      String runner,
      List<String> points,
      int tried,
      Duration took,
      Map<String, Found> findings,
      Map<String, String> excluded,
      Map<String, String> notReproduced)
      implements Exploration {

    /**
     * The first failure point that fails an expectation.
     *
     * @param point which failure point, from 1
     * @param message what the finding says: the step, the restart's verdict, the scenario to paste
     * @param failure the expectation's failure on that run
     */
    public record Found(int point, String message, Throwable failure) {
      public Found {
        requireNonNull(message, "message");
        requireNonNull(failure, "failure");
      }
    }

    public RestartsTried {
      requireNonNull(runner, "runner");
      requireNonNull(took, "took");
      points = List.copyOf(points);
      findings = Collections.unmodifiableMap(new LinkedHashMap<>(findings));
      excluded = Collections.unmodifiableMap(new LinkedHashMap<>(excluded));
      notReproduced = Collections.unmodifiableMap(new LinkedHashMap<>(notReproduced));
    }

    /** The failure points tried with no failure that did not reproduce. */
    public RestartsTried(
        String runner,
        List<String> points,
        int tried,
        Duration took,
        Map<String, Found> findings,
        Map<String, String> excluded) {
      this(runner, points, tried, took, findings, excluded, Map.of());
    }

    @Override
    public Judgement judge(ExpectationSpec expectation, Judgement written) {
      Found found = findings.get(expectation.methodName());
      if (!(written instanceof Judgement.Passed) || found == null) {
        return written;
      }
      AssertionFailedError error = new AssertionFailedError(found.message(), found.failure());
      Judgement.startAt(expectation.declarationFrame(), error);
      return Judgement.of(error);
    }

    @Override
    public String summary() {
      StringBuilder text = new StringBuilder("restarts: tried a failure after ");
      text.append(
          tried == points.size()
              ? "each of the " + points.size() + (points.size() == 1 ? " step" : " steps")
              : tried + " of the " + points.size() + " steps");
      text.append(" on ").append(runner).append(" in ").append(took.toMillis()).append(" ms");
      if (tried < points.size() && findings.isEmpty()) {
        text.append(" (not tried, for the budget: after ")
            .append(String.join(", after ", points.subList(tried, points.size())))
            .append(')');
      }
      text.append(": ");
      if (findings.isEmpty()) {
        text.append("no expectation fails");
      } else {
        List<String> found = new ArrayList<>();
        findings.forEach(
            (method, at) -> found.add(method + " after " + points.get(at.point() - 1)));
        text.append(
                findings.size() == 1
                    ? "1 expectation fails ("
                    : findings.size() + " expectations fail (")
            .append(String.join("; ", found))
            .append(
                "), each at the first failure point that fails it: nothing earlier to shrink to");
      }
      if (!notReproduced.isEmpty()) {
        text.append("; not reproduced: ").append(String.join("; ", notReproduced.values()));
      }
      if (!excluded.isEmpty()) {
        text.append("; not explored: ").append(String.join(", ", excluded.keySet()));
      }
      return text.toString();
    }
  }
}
