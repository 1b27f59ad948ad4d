package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.Explore;
import io.pipespec.NotExplored;
import io.pipespec.runtime.build.Relations;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * Explores a scenario's family of runs after its run as written: decides whether it is asked for
 * and can be done, runs members in batches within the budget, judges each with the expectations
 * that passed as written, and shrinks, explains and prints what fails.
 */
@API(status = INTERNAL)
public final class Explorer {

  /** Members that one batch of pipeline runs holds. */
  static final int BATCH = 16;

  /**
   * A batch takes in the members that the budget would leave to a last batch of fewer than this
   * many. A batch's runs cost about as much for a few members more (each pipeline's set-up, and
   * each batch's wait for its slowest pipeline), so that a budget of 50 ran a last batch of 3
   * members, which took 80 to 180 ms of a job exploration's 1,100 (its batches of 16 took 200 to
   * 550 ms each).
   */
  static final int SMALLEST_LAST_BATCH = BATCH / 2;

  private Explorer() {}

  /**
   * How many runs the next batch holds when {@code left} are still to run (the budget's, and in the
   * first batch the member as written): {@link #BATCH}, or all of them when a batch of {@link
   * #BATCH} would leave fewer than {@link #SMALLEST_LAST_BATCH}.
   */
  static int batchSize(int left) {
    return left - BATCH < SMALLEST_LAST_BATCH ? Math.max(0, left) : BATCH;
  }

  /**
   * The exploration of {@code scenario}, whose run as written is {@code written}: {@link
   * Exploration.NotAsked} when neither {@code @Explore} nor {@code settings} ask for it.
   */
  public static Exploration explore(
      ScenarioSpec scenario, RunSettings run, ExploreSettings settings, ScenarioResult written) {
    Optional<Explore> annotation = annotation(scenario);
    if (annotation.isEmpty() && !settings.everyScenario()) {
      return new Exploration.NotAsked();
    }
    if (scenario instanceof PipelineScenarioSpec pipeline && pipeline.generation().isPresent()) {
      return new Exploration.Skipped("a generated scenario's inputs are drawn, not explored");
    }
    // A member's run never writes a snapshot file: only the run as written may record one.
    RunSettings members = run.withSnapshots(run.snapshots().verifyOnly());
    Request request = new Request(annotation.isPresent(), scenario, members, settings, annotation);
    Exploration exploration = request.explore(written);
    if (annotation.isPresent() && exploration instanceof Exploration.Skipped skipped) {
      // Said where every build tool shows it: a passing test's report entries are not shown by
      // Maven, and a test that asks for exploration must not pass unexplored without a word.
      System.err.println(skippedNotice(scenario, skipped));
    }
    return exploration;
  }

  /** The console line for a scenario that asks for exploration and is not explored here. */
  static String skippedNotice(ScenarioSpec scenario, Exploration.Skipped skipped) {
    return "Pipespec: scenario "
        + scenario.name()
        + " of "
        + scenario.declaringClass().getName()
        + " asks for exploration (@Explore) and was not explored on this run: "
        + skipped.reason();
  }

  /** The {@code @Explore} of the scenario's class, else of the test class around it. */
  static Optional<Explore> annotation(ScenarioSpec scenario) {
    for (Class<?> type = scenario.declaringClass(); type != null; type = type.getEnclosingClass()) {
      Explore explore = type.getAnnotation(Explore.class);
      if (explore != null) {
        return Optional.of(explore);
      }
    }
    return Optional.empty();
  }

  /** One scenario's exploration, asked for by its annotation or by the engine. */
  private record Request(
      boolean explicit,
      ScenarioSpec scenario,
      RunSettings run,
      ExploreSettings settings,
      Optional<Explore> annotation) {

    Exploration explore(ScenarioResult written) {
      if (Relations.relates(scenario)) {
        return new Exploration.Skipped(Relations.NOT_EXPLORED);
      }
      if (scenario.runsOnARunner() && !run.onTheDirectRunner()) {
        if (settings.restarts()) {
          return restarts(written);
        }
        // One suite on several runners: this runner's verdicts are real, and exploration is
        // skipped here with the reason (done on the DirectRunner), not a refusal of every one.
        return new Exploration.Skipped(
            "exploration runs on the DirectRunner and on the function harness; "
                + run.runner()
                + " decides the order and bundles of its input by itself, so Pipespec cannot"
                + " choose them (to try a failure after each step of its timeline on a runner that"
                + " restarts from checkpoints, set "
                + FailurePoints.OPT_IN
                + ")");
      }
      if (scenario.runsOnARunner() && run.judge().mode() != JudgeMode.JVM) {
        return cannot(
            "exploration compares what each of its runs produced in the test JVM, and with"
                + " pipespec.judge=runner or auto no element of some outputs comes back; explore with pipespec.judge=jvm");
      }
      if (written.failure().isPresent()) {
        return new Exploration.Skipped("the run as written failed");
      }
      Family family;
      try {
        family = Family.of(scenario, run);
      } catch (RuntimeException e) {
        return cannot("its inputs could not be read: " + e);
      }
      Perturbations perturbations =
          new Perturbations(family.written(), family.dimensions(), seed());
      if (!perturbations.anythingToPerturb()) {
        return cannot(
            "there is nothing to perturb: every segment of its inputs holds at most one element"
                + " (add elements between two advances, or remove @Explore)");
      }
      ExploredExpectations expectations = ExploredExpectations.of(scenario, written);
      Optional<Exploration> nothing = expectations.nothingToJudge(scenario, explicit);
      if (nothing.isPresent()) {
        return nothing.get();
      }
      Exploration explored =
          new Exploring(
                  explicit,
                  family,
                  perturbations,
                  expectations.explored(),
                  expectations.excluded(),
                  budget(),
                  seed())
              .run(written);
      return settings.restarts() ? FailurePoints.notTriedHere(explored, run.runner()) : explored;
    }

    /** On a runner that may restart the job: a failure after each step of the timeline. */
    private Exploration restarts(ScenarioResult written) {
      if (written.failure().isPresent()) {
        return new Exploration.Skipped("the run as written failed");
      }
      if (run.judge().mode() != JudgeMode.JVM) {
        return cannot("restarts are judged in the test JVM; explore with pipespec.judge=jvm");
      }
      FailurePoints.Result points = FailurePoints.of(scenario, run);
      if (points instanceof FailurePoints.Cannot not) {
        return cannot("restarts: " + not.reason());
      }
      ExploredExpectations expectations = ExploredExpectations.of(scenario, written);
      return expectations
          .nothingToJudge(scenario, explicit)
          .orElseGet(
              () ->
                  ((FailurePoints.Ready) points)
                      .points()
                      .explore(
                          expectations.explored(), expectations.excluded(), budget(), explicit));
    }

    private Exploration cannot(String reason) {
      return explicit ? new Exploration.Refused(reason) : new Exploration.Skipped(reason);
    }

    private long seed() {
      if (settings.seed().isPresent()) {
        return settings.seed().getAsLong();
      }
      return (scenario.declaringClass().getName() + "#" + scenario.name()).hashCode() & 0xffffffffL;
    }

    private Budget budget() {
      return Budget.of(scenario, settings, annotation);
    }
  }

  /**
   * Why an expectation is not judged on the perturbed members: its {@code @NotExplored} reason, or
   * that it reads the pipeline's shape, which perturbations do not change.
   */
  static Optional<String> notExplored(ExpectationSpec expectation) {
    if (expectation.target().readsPipeline()) {
      // Members may be run several to a pipeline, whose shape is then not the job's.
      return Optional.of(
          "a pipeline's shape does not depend on the order or bundles of its elements: judged"
              + " once, on the run as written");
    }
    return Arrays.stream(expectation.declaringClass().getDeclaredMethods())
        .filter(method -> method.getName().equals(expectation.methodName()))
        .map(method -> method.getAnnotation(NotExplored.class))
        .filter(annotation -> annotation != null)
        .map(NotExplored::value)
        .findFirst();
  }

  /** The running part of an exploration: members, verdicts, findings. */
  private record Exploring(
      boolean explicit,
      Family family,
      Perturbations perturbations,
      List<ExpectationSpec> explored,
      Map<String, String> excluded,
      Budget budget,
      long seed) {

    Exploration run(ScenarioResult written) {
      long start = System.nanoTime();
      long deadline = start + budget.within().toNanos();
      Map<String, Member> firstFailing = new LinkedHashMap<>();
      Map<String, ScenarioResult> firstFailed = new LinkedHashMap<>();
      Map<String, Integer> foundAfter = new LinkedHashMap<>();
      // A finding's runs again carry shrinking's first batch (RunsAhead).
      RunsAhead runs = new RunsAhead(family.runs());
      Reruns reruns = new Reruns(runs, family.written());
      int ran = 0;
      boolean exhausted = true;
      var members = perturbations.iterator();
      boolean first = true;
      while (members.hasNext() && firstFailing.size() < explored.size()) {
        if (ran >= budget.runs() || System.nanoTime() > deadline) {
          exhausted = false;
          break;
        }
        List<Member> batch = new ArrayList<>();
        if (first) {
          // The member as written runs too, the way members run: if it is not judged as the run
          // as written was, exploring this scenario could only mislead.
          batch.add(family.written());
        }
        // The member as written rides in the first batch, uncharged.
        int size = batchSize(budget.runs() - ran + (first ? 1 : 0));
        while (members.hasNext() && batch.size() < size) {
          batch.add(members.next());
        }
        List<ScenarioResult> results = family.runs().run(batch);
        if (first) {
          Optional<ExpectationSpec> unfaithful = unfaithful(results.get(0));
          if (unfaithful.isPresent()) {
            Optional<String> variation = reruns.variationAsWritten(unfaithful.get());
            if (variation.isPresent()) {
              // Not the way members run: the same run as written does not always pass.
              return explored(
                  start,
                  batch.size() - 1 + reruns.runsUsed(),
                  false,
                  Map.of(
                      unfaithful.get().methodName(),
                      family.finding(
                          unfaithful.get(),
                          family.written(),
                          Finding.Cause.NONDETERMINISTIC,
                          results.get(0),
                          0,
                          variation)));
            }
            String reason = unfaithfulReason(unfaithful.get(), results.get(0));
            // Asked for by @Explore, it is refused rather than passed unexplored.
            return explicit ? new Exploration.Refused(reason) : new Exploration.Skipped(reason);
          }
          batch = batch.subList(1, batch.size());
          results = results.subList(1, results.size());
          first = false;
        }
        for (int m = 0; m < batch.size(); m++) {
          for (ExpectationSpec expectation : explored) {
            if (!firstFailing.containsKey(expectation.methodName())
                && Family.judges(family.dimensions(), batch.get(m), expectation)
                && results.get(m).judge(expectation) instanceof Judgement.Failed) {
              firstFailing.put(expectation.methodName(), batch.get(m));
              firstFailed.put(expectation.methodName(), results.get(m));
              foundAfter.put(expectation.methodName(), ran + m);
            }
          }
        }
        ran += batch.size();
      }
      if (members.hasNext()) {
        exhausted = false;
      }
      Map<String, Finding> findings = new LinkedHashMap<>();
      for (ExpectationSpec expectation : explored) {
        Member failing = firstFailing.get(expectation.methodName());
        if (failing == null) {
          continue;
        }
        Shrinker shrinker =
            new Shrinker(
                runs,
                family.written(),
                family.dimensions(),
                expectation,
                Math.max(40, budget.runs()),
                // The shrunk member's runs again ride with a batch that may be shrinking's last.
                end -> runs.ride(Collections.nCopies(Reruns.TIMES, end)));
        // A transform whose verdict varies between runs of one arrangement is nondeterministic:
        // shrinking it could only mislead, and no seed replays it. Shrinking's first batch rides
        // with those runs: a batch costs about as much for a few members more.
        runs.ride(shrinker.firstRuns(failing));
        Optional<String> variation = reruns.variation(expectation, failing);
        Member smallest = failing;
        ScenarioResult failed = requireNonNull(firstFailed.get(expectation.methodName()));
        if (variation.isEmpty()) {
          smallest = shrinker.shrink(failing);
          ran += shrinker.runsMade(); // what the summary counts; the budget was charged less
          if (!smallest.equals(failing)) {
            Member shrunk = smallest;
            failed =
                shrinker.result(shrunk).orElseGet(() -> family.runs().run(List.of(shrunk)).get(0));
            variation = reruns.variation(expectation, smallest);
          }
        }
        findings.put(
            expectation.methodName(),
            family.finding(
                expectation,
                smallest,
                variation.isPresent()
                    ? Finding.Cause.NONDETERMINISTIC
                    : Finding.cause(expectation, written, failed),
                failed,
                requireNonNull(foundAfter.get(expectation.methodName())),
                variation));
      }
      return explored(
          start,
          ran + reruns.runsUsed() + runs.untaken(),
          exhausted && firstFailing.size() < explored.size(),
          findings);
    }

    private Exploration.Explored explored(
        long start, int ran, boolean exhaustive, Map<String, Finding> findings) {
      return new Exploration.Explored(
          seed,
          ran,
          Duration.ofNanos(System.nanoTime() - start),
          exhaustive,
          family.limits(),
          findings,
          excluded);
    }

    /**
     * The first explored expectation that the member as written, run the way members run, does not
     * pass as the run as written did; empty when every explored expectation gets the same verdict.
     */
    private Optional<ExpectationSpec> unfaithful(ScenarioResult asMember) {
      return explored.stream()
          .filter(expectation -> !(asMember.judge(expectation) instanceof Judgement.Passed))
          .findFirst();
    }

    /** Why exploring cannot be faithful, when the member as written fails {@code expectation}. */
    private static String unfaithfulReason(ExpectationSpec expectation, ScenarioResult asMember) {
      Judgement judgement = asMember.judge(expectation);
      return "run the way exploration runs members, the scenario as written does not pass "
          + expectation.methodName()
          + " as its own run does ("
          + judgement.failure().map(Throwable::getMessage).orElse(judgement.word())
          + "); Pipespec cannot explore it faithfully";
    }
  }
}
