package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.verdict.expect.WindowHistory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;
import org.opentest4j.AssertionFailedError;

/**
 * The runs of one scenario on several runners, and the verdicts of its expectations compared across
 * them. An expectation is judged against its own runner's run, as on a single runner; when it fails
 * there but passes on another runner, the failure says so ("passes on DirectRunner, fails on
 * FlinkRunner") and shows the window histories of the runners side by side, so that a runner's
 * semantics and a wrong expectation can be told apart. A refusal is not a verdict: it is reported
 * as it is, and a runner that refused does not count as passing.
 */
@API(status = INTERNAL)
public final class RunnerComparison {

  private final Map<String, ScenarioResult> results;
  private final Map<ExpectationSpec, Map<String, Verdict>> verdicts = new ConcurrentHashMap<>();

  /** The results of one scenario, by runner name, in the order the runners were selected. */
  public RunnerComparison(Map<String, ScenarioResult> results) {
    if (results.isEmpty()) {
      throw new IllegalArgumentException("no runs to compare");
    }
    this.results = Collections.unmodifiableMap(new LinkedHashMap<>(results));
  }

  /** The run on {@code runner}. */
  public ScenarioResult result(String runner) {
    ScenarioResult result = results.get(requireNonNull(runner, "runner"));
    if (result == null) {
      throw new IllegalArgumentException(
          "The scenario did not run on " + runner + "; it ran on " + results.keySet());
    }
    return result;
  }

  /** The runners compared, in order. */
  public Set<String> runners() {
    return results.keySet();
  }

  /** The verdict {@link #verify} reaches on {@code runner}, as a value. */
  public Judgement judge(ExpectationSpec expectation, String runner) {
    return Judgement.reach(() -> verify(expectation, runner));
  }

  /**
   * Judges {@code expectation} against the run on {@code runner}: returns when it holds there;
   * throws the failure as {@link ScenarioResult#verify} does when it fails on every runner that
   * judged it, and a failure that names the runners it passes and fails on, with their histories
   * side by side, when another runner's run passes it.
   *
   * <p>Each expectation is judged once per runner, however often it is compared: a verdict is kept
   * and reused, so that a {@code @Satisfies} checker with side effects runs once per run, as on a
   * single runner.
   */
  public void verify(ExpectationSpec expectation, String runner) {
    Throwable failure = judged(expectation, runner);
    if (failure == null) {
      return;
    }
    if (failure instanceof RefusedExpectationError
        || !(failure instanceof AssertionError assertionError)) {
      throw rethrown(failure);
    }
    List<String> passing = new ArrayList<>();
    List<String> failing = new ArrayList<>();
    for (String other : results.keySet()) {
      Throwable verdict = other.equals(runner) ? failure : judged(expectation, other);
      if (verdict == null) {
        passing.add(other);
      } else if (!(verdict instanceof RefusedExpectationError)) {
        failing.add(other);
      }
    }
    if (passing.isEmpty()) {
      throw assertionError;
    }
    throw disagreement(expectation, runner, passing, failing, assertionError);
  }

  /** What judging {@code expectation} on {@code runner}'s run threw, or null when it held. */
  @Nullable Throwable judged(ExpectationSpec expectation, String runner) {
    ScenarioResult result = result(runner);
    return verdicts
        .computeIfAbsent(expectation, e -> new ConcurrentHashMap<>())
        .computeIfAbsent(runner, r -> Verdict.of(result, expectation))
        .failure();
  }

  /** The outcome of judging one expectation on one run: null when it held. */
  private record Verdict(@Nullable Throwable failure) {
    static Verdict of(ScenarioResult result, ExpectationSpec expectation) {
      try {
        result.verify(expectation);
        return new Verdict(null);
      } catch (AssertionError | RuntimeException failure) {
        return new Verdict(failure);
      }
    }
  }

  private static RuntimeException rethrown(Throwable failure) {
    if (failure instanceof Error error) {
      throw error;
    }
    return (RuntimeException) failure;
  }

  private AssertionFailedError disagreement(
      ExpectationSpec expectation,
      String runner,
      List<String> passing,
      List<String> failing,
      AssertionError failure) {
    return restated(
        expectation.methodName()
            + " passes on "
            + String.join(", ", passing)
            + ", fails on "
            + String.join(", ", failing)
            + ": the runners disagree.\n"
            + "On "
            + runner
            + ": ",
        failure,
        "\n\n" + sideBySide(expectation));
  }

  /**
   * {@code failure} with {@code headline} before its message and {@code tail} after it, keeping its
   * expected and actual (for the IDE's diff), its cause and its stack trace.
   */
  static AssertionFailedError restated(String headline, AssertionError failure, String tail) {
    String message =
        headline
            + (failure.getMessage() == null ? failure.toString() : failure.getMessage())
            + tail;
    AssertionFailedError restated;
    if (failure instanceof AssertionFailedError afe
        && (afe.isExpectedDefined() || afe.isActualDefined())) {
      restated =
          new AssertionFailedError(
              message,
              afe.isExpectedDefined() ? afe.getExpected().getValue() : null,
              afe.isActualDefined() ? afe.getActual().getValue() : null,
              failure.getCause());
    } else {
      restated =
          new AssertionFailedError(
              message, failure instanceof AssertionFailedError ? failure.getCause() : failure);
    }
    restated.setStackTrace(failure.getStackTrace());
    return restated;
  }

  /**
   * The histories of the outputs {@code expectation} reads, in the windows of its scope, one column
   * per runner; a runner whose run failed says so above what it captured.
   */
  String sideBySide(ExpectationSpec expectation) {
    List<String> headers = new ArrayList<>();
    List<String> columns = new ArrayList<>();
    for (Map.Entry<String, ScenarioResult> run : results.entrySet()) {
      headers.add(run.getKey());
      columns.add(history(run.getValue(), expectation));
    }
    return "window histories by runner (* marks the lines where they differ):\n"
        + SideBySide.columns(headers, columns);
  }

  private static String history(ScenarioResult result, ExpectationSpec expectation) {
    StringBuilder text = new StringBuilder();
    result
        .failure()
        .ifPresent(
            cause ->
                text.append("the run failed: ")
                    .append(cause.toString().lines().findFirst().orElse(""))
                    .append('\n'));
    if (!(expectation.target() instanceof Target.Output target)) {
      return text.append("(reads no output)").toString();
    }
    Set<String> outputs = new LinkedHashSet<>();
    outputs.add(target.output());
    outputs.addAll(target.expectation().otherOutputs());
    boolean first = true;
    for (String name : outputs) {
      CapturedOutput<?> output = result.outputs().get(name);
      text.append(first ? "" : "\n");
      first = false;
      text.append(
          output == null
              ? "no output '" + name + "' was captured"
              : WindowHistory.render(output, target.scope()::involves));
    }
    return text.toString();
  }
}
