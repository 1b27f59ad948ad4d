package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.spi.RunnerDefaults;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * One scenario run on one runner twice, with Pipespec's faithful options and with the runner's own
 * settings ({@code pipespec.runnerDefaults=both}): the faithful run's verdicts count, and a verdict
 * the other run does not share is said, with why a production job can show it. The two runs are
 * compared by a {@link RunnerComparison} of their own, so that each expectation is judged once per
 * run and the window histories are shown side by side as for two runners.
 */
@API(status = INTERNAL)
public final class DefaultsComparison {

  /** The faithful run's column in the side-by-side histories. */
  static final String FAITHFUL = "faithful options";

  /** The run with the runner's own settings, in the side-by-side histories. */
  static final String PRODUCTION = "runnerDefaults=production";

  /** Lines of the production run's failure a note keeps. */
  private static final int NOTE_LINES = 12;

  private final String runner;
  private final String risks;
  private final RunnerComparison runs;

  DefaultsComparison(
      String runner, String risks, ScenarioResult faithful, ScenarioResult production) {
    this.runner = requireNonNull(runner, "runner");
    this.risks = requireNonNull(risks, "risks");
    Map<String, ScenarioResult> results = new LinkedHashMap<>();
    results.put(FAITHFUL, faithful);
    results.put(PRODUCTION, production);
    this.runs = new RunnerComparison(results);
  }

  /**
   * With {@link RunnerDefaults#BOTH}, on a runner that {@linkplain
   * io.pipespec.runtime.spi.RunnerSupport#productionRisks knows} what its own settings can show,
   * runs the pipeline or job {@code scenario} once more with the runner's own settings and compares
   * that run with {@code faithful}, its run with the faithful options; empty otherwise (then the
   * faithful run alone judges).
   */
  public static Optional<DefaultsComparison> run(
      ScenarioSpec scenario, RunSettings settings, ScenarioResult faithful) {
    if (settings.runnerDefaults() != RunnerDefaults.BOTH
        || scenario instanceof FunctionScenarioSpec) {
      return Optional.empty();
    }
    Optional<String> risks;
    try {
      risks = settings.supports().resolve(settings.runner()).support().productionRisks();
    } catch (RuntimeException unknownRunner) {
      // The faithful run recorded why the runner cannot be used; it fails every expectation.
      return Optional.empty();
    }
    return risks.map(
        why ->
            new DefaultsComparison(
                faithful.runner(),
                why,
                faithful,
                ScenarioRunner.run(
                    scenario, settings.withRunnerDefaults(RunnerDefaults.PRODUCTION))));
  }

  /** The run with the runner's own settings. */
  public ScenarioResult production() {
    return runs.result(PRODUCTION);
  }

  /**
   * The verdict on {@code expectation}: {@code verdict}, the faithful run's (as judged on one
   * runner, or compared across several), restated when the run with the runner's own settings
   * disagrees. A faithful failure the other run passes says so before its message; a faithful pass
   * the other run fails stays a pass, and {@code notes} is told the sentence that says so.
   */
  public Judgement judge(ExpectationSpec expectation, Judgement verdict, Consumer<String> notes) {
    // The faithful run is judged by whoever made the verdict (a checker runs once per run); the
    // verdict passes or fails as that run does, also when several runners were compared.
    Throwable production = runs.judged(expectation, PRODUCTION);
    if (verdict instanceof Judgement.Passed && isFailure(production)) {
      notes.accept(note(expectation, requireNonNull(production)));
      return verdict;
    }
    if (production == null
        && verdict instanceof Judgement.Failed failed
        && isFailure(failed.error())) {
      return new Judgement.Failed(
          RunnerComparison.restated(
              expectation.methodName()
                  + " fails with Pipespec's faithful "
                  + word()
                  + " options, passes with "
                  + beamDefaults()
                  + " (pipespec.runnerDefaults=production); the verdict is the faithful run's: ",
              (AssertionError) failed.error(),
              "\n\n" + runs.sideBySide(expectation)),
          failed.unexpected(),
          failed.missing(),
          failed.keyedDiff());
    }
    return verdict;
  }

  /** The sentence for a faithful pass that the run with the runner's own settings fails. */
  String note(ExpectationSpec expectation, Throwable production) {
    String failure =
        (production.getMessage() == null ? production.toString() : production.getMessage())
            .lines()
            .limit(NOTE_LINES)
            .collect(Collectors.joining("\n  "));
    return expectation.methodName()
        + " passes with Pipespec's faithful "
        + word()
        + " options, fails with "
        + beamDefaults()
        + " (pipespec.runnerDefaults=production): "
        + failure
        + "\n  a production job can show this: "
        + risks;
  }

  private static boolean isFailure(@Nullable Throwable verdict) {
    return verdict instanceof AssertionError && !(verdict instanceof RefusedExpectationError);
  }

  /** The runner as the sentences name it: {@code Flink} for the FlinkRunner. */
  private String word() {
    return runner.endsWith("Runner")
        ? runner.substring(0, runner.length() - "Runner".length())
        : runner;
  }

  private String beamDefaults() {
    return "Beam's " + word() + " defaults";
  }
}
