package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.verdict.scope.Scope;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** {@code @ExpectContains}: exactly the expected elements, in any order, duplicates counting. */
final class ContainsInAnyOrder implements Expectation {

  /** At most this many missing and this many unexpected elements are listed in a message. */
  static final int LISTED = 50;

  /** Up to this many elements on both sides, the IDE diff shows both multisets in full. */
  static final int FULL_DIFF = 2_000;

  /** The most lines one side of the IDE diff shows. */
  static final int DIFF_LINES = 1_000;

  private final List<?> expected;
  private final @Nullable KeyPath key;

  ContainsInAnyOrder(List<?> expected) {
    this(expected, null);
  }

  /** With a {@code key}, a failure shows the differences by key ({@link KeyedComparison}). */
  ContainsInAnyOrder(List<?> expected, @Nullable KeyPath key) {
    // ArrayList, not List.copyOf: an expected element may be null for a nullable coder.
    this.expected = Collections.unmodifiableList(new ArrayList<>(expected));
    this.key = key;
  }

  @Override
  public String describe() {
    return expected.isEmpty()
        ? "contains no elements"
        : "contains " + Rendering.elements(expected.size());
  }

  @Override
  public OnRunner onRunner() {
    return new OnRunner.Compare(() -> expected);
  }

  @Override
  public void verify(Observation observation) {
    CapturedOutput<?> output = observation.output();
    List<CapturedElement> inScope = observation.inScope();
    MultisetComparison comparison =
        observation
            .runnerVerdict()
            .map(verdict -> MultisetComparison.fromRunner(verdict, output))
            .orElseGet(() -> MultisetComparison.compare(expected, output, inScope));
    if (comparison.matches()) {
      return;
    }
    if (key != null) {
      throw KeyedComparison.compare(key, expected, output, inScope)
          .failure(
              observation,
              comparison,
              "Output '"
                  + output.name()
                  + "' ("
                  + observation.scope().describe()
                  + ") does not contain exactly the expected elements");
    }
    comparison.locateMissing(inScope, observation.allOutputs());

    List<Fact> facts = new ArrayList<>();
    facts.add(fact("output", output.name()));
    facts.add(fact("scope", observation.scope().describe()));
    list(
        facts,
        "missing",
        comparison.missing(),
        comparison.missingDistinct(),
        tally -> missingLine(comparison, tally, observation));
    list(
        facts,
        "unexpected",
        comparison.unexpected(),
        comparison.unexpectedDistinct(),
        tally -> unexpectedLine(comparison, tally));
    facts.add(fact("expected", Rendering.elements(comparison.expectedCount())));
    long outOfScope = observation.outOfScope();
    facts.add(
        fact(
            "but got",
            Rendering.elements(comparison.actualCount())
                + (outOfScope > 0 ? " in scope (and " + outOfScope + " out of scope)" : "")));
    facts.add(fact("compared by", comparison.method()));
    throw Failures.mismatch(
        "Output '"
            + output.name()
            + "' ("
            + observation.scope().describe()
            + ") does not contain exactly the expected elements",
        facts,
        expectedRendering(comparison),
        actualRendering(comparison, output, inScope),
        Failures.unexpectedOf(comparison),
        Failures.missingOf(comparison));
  }

  interface Line {
    String of(MultisetComparison.Tally tally);
  }

  static void list(
      List<Fact> facts, String key, List<MultisetComparison.Tally> tallies, Line line) {
    list(facts, key, tallies, tallies.size(), line);
  }

  /** Lists the first of {@code tallies}, of {@code distinct} in all (a runner brings back some). */
  static void list(
      List<Fact> facts,
      String key,
      List<MultisetComparison.Tally> tallies,
      long distinct,
      Line line) {
    int shown = 0;
    for (int i = 0; i < tallies.size() && i < LISTED; i++) {
      facts.add(fact(key, line.of(tallies.get(i))));
      shown++;
    }
    if (distinct > shown) {
      facts.add(fact(key, "... and " + (distinct - shown) + " more distinct elements"));
    }
  }

  static String missingLine(MultisetComparison comparison, MultisetComparison.Tally tally) {
    return missingLine(comparison, tally, null);
  }

  /**
   * The line of a missing element; {@code observation} tells, for a comparison made on the runner,
   * whether other outputs could have held it.
   */
  static String missingLine(
      MultisetComparison comparison,
      MultisetComparison.Tally tally,
      @Nullable Observation observation) {
    StringBuilder line =
        new StringBuilder(Rendering.value(comparison.valueOf(tally)))
            .append(" (x")
            .append(tally.expected() - tally.actual())
            .append("): ");
    List<String> where = new ArrayList<>();
    if (tally.actual() > 0) {
      where.add(
          "expected "
              + Rendering.times(tally.expected())
              + ", arrived "
              + Rendering.times(tally.actual())
              + " in scope");
    }
    for (MultisetComparison.Arrival arrival : tally.elsewhere()) {
      where.add(
          (arrival.otherOutput == null
                  ? "arrived out of scope in "
                  : "arrived in output '" + arrival.otherOutput + "' in ")
              + Rendering.location(arrival.element));
    }
    if (tally.elsewhereCount() > tally.elsewhere().size()) {
      where.add("and " + (tally.elsewhereCount() - tally.elsewhere().size()) + " more elsewhere");
    }
    if (where.isEmpty()) {
      where.add(comparison.lookAlike(tally).orElse(neverProduced(comparison, observation)));
    }
    return line.append(String.join("; ", where)).toString();
  }

  /**
   * "never produced"; on the runner, which does not search the scenario's other outputs, only as
   * much as it knows when there are some.
   */
  private static String neverProduced(
      MultisetComparison comparison, @Nullable Observation observation) {
    if (comparison.onRunner() && observation != null && observation.scope() != Scope.everything()) {
      return "not produced in scope (judged on the runner, which does not look for it out of the"
          + " scope"
          + (observation.allOutputs().size() > 1 ? " or in the other outputs)" : ")");
    }
    if (comparison.onRunner() && observation != null && observation.allOutputs().size() > 1) {
      return "not produced in this output (judged on the runner, which does not search the"
          + " other outputs)";
    }
    return "never produced";
  }

  private static String unexpectedLine(
      MultisetComparison comparison, MultisetComparison.Tally tally) {
    StringBuilder line =
        new StringBuilder(Rendering.value(comparison.valueOf(tally)))
            .append(" (x")
            .append(tally.actual() - tally.expected())
            .append("): ");
    if (tally.expected() > 0) {
      line.append("expected ")
          .append(Rendering.times(tally.expected()))
          .append(", arrived ")
          .append(Rendering.times(tally.actual()))
          .append(": ");
    }
    // Identical places are said once, with how often: duplicates usually arrive together.
    Map<String, Integer> places = new LinkedHashMap<>();
    for (CapturedElement element : tally.arrivals()) {
      places.merge("in " + Rendering.location(element), 1, Integer::sum);
    }
    List<String> where = new ArrayList<>();
    places.forEach(
        (place, count) ->
            where.add(count == 1 ? place : place + " (" + Rendering.times(count) + ")"));
    long shown = tally.arrivals().size();
    if (tally.actual() > shown) {
      where.add("and " + (tally.actual() - shown) + " more");
    }
    return line.append(String.join("; ", where)).toString();
  }

  /**
   * The expected multiset for the IDE diff: every element, sorted, for small outputs; for large
   * ones only what differs, so that the diff stays readable and the message small.
   */
  private Object expectedRendering(MultisetComparison comparison) {
    if (!comparison.onRunner()
        && comparison.expectedCount() + comparison.actualCount() <= FULL_DIFF) {
      List<String> lines = new ArrayList<>();
      for (Object value : expected) {
        lines.add(Rendering.value(value));
      }
      return sorted(lines);
    }
    return differingOnly(comparison, comparison.missing(), true);
  }

  private static Object actualRendering(
      MultisetComparison comparison, CapturedOutput<?> output, List<CapturedElement> inScope) {
    if (!comparison.onRunner()
        && comparison.expectedCount() + comparison.actualCount() <= FULL_DIFF) {
      List<String> lines = new ArrayList<>();
      for (CapturedElement element : inScope) {
        lines.add(Rendering.value(output.decode(element)));
      }
      return sorted(lines);
    }
    return differingOnly(comparison, comparison.unexpected(), false);
  }

  private static String differingOnly(
      MultisetComparison comparison, List<MultisetComparison.Tally> tallies, boolean missing) {
    List<String> lines = new ArrayList<>();
    for (MultisetComparison.Tally tally : tallies) {
      long surplus =
          missing ? tally.expected() - tally.actual() : tally.actual() - tally.expected();
      String value = Rendering.value(comparison.valueOf(tally));
      for (long i = 0; i < surplus && lines.size() < DIFF_LINES; i++) {
        lines.add(value);
      }
      if (lines.size() >= DIFF_LINES) {
        break;
      }
    }
    Collections.sort(lines);
    long shared =
        missing
            ? comparison.expectedCount() - count(tallies, true)
            : comparison.actualCount() - count(tallies, false);
    return "(" + shared + " elements in both are not shown)\n" + String.join("\n", lines);
  }

  private static long count(List<MultisetComparison.Tally> tallies, boolean missing) {
    long total = 0;
    for (MultisetComparison.Tally tally : tallies) {
      total += missing ? tally.expected() - tally.actual() : tally.actual() - tally.expected();
    }
    return total;
  }

  private static String sorted(List<String> lines) {
    Collections.sort(lines);
    return String.join("\n", lines);
  }
}
