package io.pipespec.benchmarks;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.jspecify.annotations.Nullable;

/**
 * Judging {@code n} {@link Total}s, from one run, against an expected list where {@link #CHANGED}
 * of them have one field changed: once by key ({@code containsInAnyOrderByKey(expected, "id")}),
 * once without ({@code containsInAnyOrder(expected)}); both fail, and the failure is built whole.
 */
final class KeyedDiff {

  /** How many expected totals have a changed field (all of them when there are fewer). */
  static final int CHANGED = 1_000;

  /** The keyed failure's keys that it lists, as {@code KeyedComparison} bounds them. */
  static final int SHOWN = 50;

  private static final Pattern CHANGED_LINE = Pattern.compile("(?m)^changed\\s*: key ");
  private static final Pattern MORE_LINE =
      Pattern.compile("(?m)^changed\\s*: \\.\\.\\. and (\\d+) more keys$");
  private static final Pattern KEYS_LINE = Pattern.compile("(?m)^keys\\s*: (\\d+) changed, ");

  private final int n;
  private final ExpectationSpec keyed;
  private final ExpectationSpec plain;
  // Set by runPipeline() or judge(run), and by the judging, which the benchmark calls first.
  private @Nullable ScenarioResult result;
  private @Nullable AssertionError lastKeyedFailure;

  KeyedDiff(int n) {
    this.n = n;
    List<Total> expected = expected();
    keyed =
        ExpectationSpec.of(
            KeyedDiff.class,
            "byId",
            Target.output("totals", Expectations.containsInAnyOrderByKey(expected, "id")));
    plain =
        ExpectationSpec.of(
            KeyedDiff.class,
            "whole",
            Target.output("totals", Expectations.containsInAnyOrder(expected)));
  }

  /** How many totals the pipeline makes. */
  int size() {
    return n;
  }

  /** How many totals are changed in the expected list. */
  int changed() {
    return Math.min(CHANGED, n);
  }

  /** The totals expected: those of the pipeline, every {@code n / changed()}th with more cents. */
  List<Total> expected() {
    List<Total> expected = new ArrayList<>(Totals.all(n));
    int step = n / changed();
    for (int i = 0; i < changed(); i++) {
      Total total = expected.get(i * step);
      expected.set(
          i * step, new Total(total.id(), total.customer(), total.orders(), total.cents() + 1));
    }
    return expected;
  }

  /** Runs the pipeline once; the timed part is the judging. */
  void runPipeline() {
    ScenarioSpec scenario =
        ScenarioSpec.builder("KeyedDiffTest", KeyedDiff.class)
            .input(
                InputSpec.ofValues(
                    "seeds",
                    "KeyedDiffTest.seeds()",
                    () -> Totals.seeds(n),
                    TypeDescriptors.longs()))
            .transform(inputs -> Outputs.single("totals", Totals.expand(inputs.get("seeds"), n)))
            .expectation(keyed)
            .expectation(plain)
            .build();
    result = ScenarioRunner.run(scenario, RunSettings.defaults());
  }

  /**
   * Judges {@code run} instead of a run of its own: a run whose output {@code totals} holds what
   * {@link Totals#expand} makes of {@code n} totals, such as {@code snapshot-1m}'s timed run of the
   * same pipeline ({@link SnapshotCase#lastRun()}), which saves a second run of a million totals.
   */
  void judge(ScenarioResult run) {
    result = run;
  }

  void judgeKeyed() {
    lastKeyedFailure = failure(keyed);
  }

  void judgePlain() {
    failure(plain);
  }

  private AssertionError failure(ExpectationSpec expectation) {
    try {
      requireNonNull(result, "runPipeline() or judge(run) first").verify(expectation);
    } catch (AssertionError expected) {
      return expected;
    }
    throw new IllegalStateException(
        "The expectation " + expectation + " passed; the benchmark is broken.");
  }

  /**
   * Checks that the last keyed failure counts {@link #changed()} changed keys and lists {@link
   * #SHOWN} of them (the rest as {@code ... and N more keys}), and says so: {@code changed=1000
   * shown=50 more=950}. Throws when it does not.
   */
  String checkCounts() {
    String message =
        String.valueOf(requireNonNull(lastKeyedFailure, "judgeKeyed() first").getMessage());
    Matcher keys = KEYS_LINE.matcher(message);
    long counted = keys.find() ? Long.parseLong(keys.group(1)) : -1;
    long shown = CHANGED_LINE.matcher(message).results().count();
    Matcher more = MORE_LINE.matcher(message);
    long rest = more.find() ? Long.parseLong(more.group(1)) : 0;
    String counts = "changed=" + counted + " shown=" + shown + " more=" + rest;
    int expectedShown = Math.min(SHOWN, changed());
    if (counted != changed() || shown != expectedShown || rest != changed() - expectedShown) {
      throw new IllegalStateException(
          "The keyed failure for "
              + changed()
              + " changed totals does not count them: "
              + counts
              + "\n"
              + message);
    }
    return counts;
  }
}
