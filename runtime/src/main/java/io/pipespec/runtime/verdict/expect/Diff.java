package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * {@code @ExpectDiff}: Beam Go's {@code passert.Diff}. The judged output is the left side; the
 * right side is another output of the same run, in the same scope. Each distinct element counts
 * {@code min(left, right)} times in both and the rest only on its side, so duplicates are kept.
 * Linear: both sides are counted into one hash map.
 */
final class Diff implements Expectation {

  private final String right;
  private final List<?> onlyLeft;
  private final List<?> onlyRight;

  Diff(String right, List<?> onlyLeft, List<?> onlyRight) {
    this.right = right;
    this.onlyLeft = Collections.unmodifiableList(new ArrayList<>(onlyLeft));
    this.onlyRight = Collections.unmodifiableList(new ArrayList<>(onlyRight));
  }

  @Override
  public String describe() {
    return onlyLeft.isEmpty() && onlyRight.isEmpty()
        ? "holds the same elements as output '" + right + "'"
        : "differs from output '"
            + right
            + "' by "
            + onlyLeft.size()
            + " only left and "
            + onlyRight.size()
            + " only right";
  }

  @Override
  public List<String> otherOutputs() {
    return List.of(right);
  }

  /** One distinct element: its value and how often it is on each side, actually and expected. */
  private static final class Tally {
    @Nullable Object value;
    long left;
    long right;
    long expectedOnlyLeft;
    long expectedOnlyRight;

    long both() {
      return Math.min(left, right);
    }

    long onlyLeft() {
      return left - both();
    }

    long onlyRight() {
      return right - both();
    }
  }

  @Override
  public void verify(Observation observation) {
    CapturedOutput<?> leftOutput = observation.output();
    CapturedOutput<?> rightOutput = observation.allOutputs().get(right);
    if (rightOutput == null) {
      throw new IllegalArgumentException(
          "@ExpectDiff compares output '"
              + leftOutput.name()
              + "' with output '"
              + right
              + "', which the scenario does not have; its outputs are "
              + observation.allOutputs().keySet()
              + ".");
    }
    List<CapturedElement> leftElements = observation.inScope();
    List<CapturedElement> rightElements = observation.scope().select(rightOutput);
    boolean byBytes =
        leftOutput.hasDeterministicCoder() && leftOutput.coder().equals(rightOutput.coder());
    EqualityKeys keys =
        new EqualityKeys(leftOutput.coder(), byBytes, "output '" + leftOutput.name() + "'");
    Map<Object, Tally> tallies = new LinkedHashMap<>();
    count(tallies, keys, leftOutput, leftElements, true);
    count(tallies, keys, rightOutput, rightElements, false);
    for (Object value : onlyLeft) {
      tally(tallies, keys.of(value), value).expectedOnlyLeft++;
    }
    for (Object value : onlyRight) {
      tally(tallies, keys.of(value), value).expectedOnlyRight++;
    }
    boolean matches = true;
    for (Tally tally : tallies.values()) {
      matches &=
          tally.onlyLeft() == tally.expectedOnlyLeft
              && tally.onlyRight() == tally.expectedOnlyRight;
    }
    if (matches) {
      return;
    }
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("left", leftOutput.name()));
    facts.add(fact("right", right));
    facts.add(fact("scope", observation.scope().describe()));
    List<String> actualOnlyLeft = part(facts, tallies, "only left", Tally::onlyLeft);
    part(facts, tallies, "both", Tally::both);
    List<String> actualOnlyRight = part(facts, tallies, "only right", Tally::onlyRight);
    List<String> wantedOnlyLeft = part(null, tallies, "", t -> t.expectedOnlyLeft);
    List<String> wantedOnlyRight = part(null, tallies, "", t -> t.expectedOnlyRight);
    facts.add(fact("expected only left", summary(wantedOnlyLeft)));
    facts.add(fact("expected only right", summary(wantedOnlyRight)));
    facts.add(fact("compared by", keys.method()));
    throw Failures.failure(
        "Outputs '"
            + leftOutput.name()
            + "' and '"
            + right
            + "' ("
            + observation.scope().describe()
            + ") do not differ as expected",
        facts,
        rendering(wantedOnlyLeft, wantedOnlyRight),
        rendering(actualOnlyLeft, actualOnlyRight));
  }

  private static void count(
      Map<Object, Tally> tallies,
      EqualityKeys keys,
      CapturedOutput<?> output,
      List<CapturedElement> elements,
      boolean left) {
    for (CapturedElement element : elements) {
      Object key =
          keys.byBytes() ? EqualityKeys.ofEncoded(element.encoded()) : output.decode(element);
      Tally tally = tallies.get(key);
      if (tally == null) {
        tally = tally(tallies, key, output.decode(element));
      }
      if (left) {
        tally.left++;
      } else {
        tally.right++;
      }
    }
  }

  private static Tally tally(Map<Object, Tally> tallies, Object key, Object value) {
    return tallies.computeIfAbsent(
        key,
        k -> {
          Tally tally = new Tally();
          tally.value = value;
          return tally;
        });
  }

  private interface Part {
    long of(Tally tally);
  }

  /** The elements of one part, "value (x2)", sorted; listed as facts when {@code key} is given. */
  private static List<String> part(
      @Nullable List<Fact> facts, Map<Object, Tally> tallies, String key, Part part) {
    List<String> lines = new ArrayList<>();
    long total = 0;
    for (Tally tally : tallies.values()) {
      long times = part.of(tally);
      if (times > 0) {
        total += times;
        if (lines.size() < ContainsInAnyOrder.DIFF_LINES) {
          lines.add(Rendering.value(tally.value) + (times == 1 ? "" : " (x" + times + ")"));
        }
      }
    }
    Collections.sort(lines);
    if (facts != null) {
      if (lines.isEmpty()) {
        facts.add(fact(key, "(nothing)"));
      }
      for (int i = 0; i < lines.size() && i < ContainsInAnyOrder.LISTED; i++) {
        facts.add(fact(key, lines.get(i)));
      }
      if (lines.size() > ContainsInAnyOrder.LISTED) {
        facts.add(fact(key, "... " + Rendering.elements(total) + " in all, not all listed"));
      }
    }
    return lines;
  }

  private static String summary(List<String> lines) {
    if (lines.isEmpty()) {
      return "(nothing)";
    }
    List<String> shown = lines.subList(0, Math.min(lines.size(), ContainsInAnyOrder.LISTED));
    return String.join(", ", shown) + (lines.size() > shown.size() ? ", ..." : "");
  }

  private static String rendering(List<String> onlyLeft, List<String> onlyRight) {
    return "only left:\n"
        + String.join("\n", onlyLeft)
        + (onlyLeft.isEmpty() ? "" : "\n")
        + "only right:\n"
        + String.join("\n", onlyRight);
  }
}
