package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;
import static org.apiguardian.api.API.Status.INTERNAL;

import com.google.common.truth.Fact;
import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.apiguardian.api.API;
import org.joda.time.Instant;

/**
 * How the relational expectations (same as a reference, settles alike, shifted) judge an output
 * against the output of a copy of the run that the same pipeline captured under a derived name: the
 * copy's elements in the same scope, compared as multisets of value, event time, window and pane
 * (timing and index), or, for settling, final pane by final pane.
 */
@API(status = INTERNAL)
public final class RelationJudges {

  private RelationJudges() {}

  /** One element as a relation compares it: the value's key, its event time, window and pane. */
  private record Placed(
      Object value, long millis, BoundedWindow window, PaneInfo.Timing timing, long index) {}

  /**
   * The judged output in scope holds, as a multiset of values, event times, windows and panes, what
   * the output {@code derived} of the reference {@code referenceName} holds in the same scope.
   */
  public static void sameAs(Observation observation, String derived, String referenceName) {
    CapturedOutput<?> reference = derivedOutput(observation, derived);
    compare(
        observation,
        observation.inScope(),
        reference,
        observation.scope().select(reference),
        "the transform under test and the reference " + referenceName + "() differ",
        "only the transform under test",
        "only the reference " + referenceName + "()");
  }

  /**
   * The output {@code derived} of the run whose input times were all moved by {@code millis}, moved
   * back, holds what the judged output holds in scope.
   */
  public static void shifted(Observation observation, String derived, long millis, String by) {
    CapturedOutput<?> moved = derivedOutput(observation, derived);
    CapturedOutput<?> back = movedBack(moved, millis, by);
    compare(
        observation,
        observation.inScope(),
        back,
        observation.scope().select(back),
        "the output with every input time moved by "
            + by
            + " is not the output moved by "
            + by
            + " (shown moved back)",
        "only as written",
        "only moved by " + by + " (moved back)");
  }

  /**
   * Every window (and key, for an output of {@code KV}s) ends with the same final pane (the pane
   * that says it is the last, else the last pane fired) in the judged output and in the output
   * {@code derived} of the same elements read as a bounded input.
   */
  public static void settlesAlike(Observation observation, String derived) {
    CapturedOutput<?> output = observation.output();
    CapturedOutput<?> bounded = derivedOutput(observation, derived);
    EqualityKeys keys = keys(output, bounded);
    Map<List<Object>, List<CapturedElement>> timeline = finalPanes(output, observation.inScope());
    Map<List<Object>, List<CapturedElement>> settled =
        finalPanes(bounded, observation.scope().select(bounded));
    List<Fact> facts = new ArrayList<>();
    List<Object> groups = new ArrayList<>(timeline.keySet());
    settled.keySet().stream().filter(g -> !timeline.containsKey(g)).forEach(groups::add);
    for (Object group : groups) {
      List<CapturedElement> asTimeline = timeline.getOrDefault(group, List.of());
      List<CapturedElement> asBounded = settled.getOrDefault(group, List.of());
      if (!tally(asTimeline, output, keys).equals(tally(asBounded, bounded, keys))) {
        CapturedElement any = asTimeline.isEmpty() ? asBounded.get(0) : asTimeline.get(0);
        facts.add(fact("differs in", Rendering.window(any.window()) + keyOf(any, output)));
        facts.add(fact("final pane of the timeline", contents(asTimeline, output)));
        facts.add(fact("final pane read bounded", contents(asBounded, bounded)));
      }
    }
    if (facts.isEmpty()) {
      return;
    }
    facts.add(fact("scope", observation.scope().describe()));
    throw Failures.failure(
        "Output '"
            + output.name()
            + "' does not settle alike: the same elements read as a bounded input end with"
            + " other final panes",
        facts,
        "as a bounded input",
        "as the timeline");
  }

  private static CapturedOutput<?> derivedOutput(Observation observation, String derived) {
    String judged = observation.output().name();
    CapturedOutput<?> output = observation.allOutputs().get(derived);
    if (output == null) {
      throw new IllegalStateException(
          "The run captured no output '"
              + derived
              + "', the copy of output '"
              + judged
              + "' this relation compares it with; the run's outputs are "
              + observation.allOutputs().keySet()
              + ". The copy's transform must return an output named '"
              + judged
              + "' too.");
    }
    if (output.judgedOnRunner()) {
      String reason = "the copy '" + derived + "' was judged on the runner";
      throw new RefusedExpectationError(
          "Output '"
              + judged
              + "' is compared with the copy '"
              + derived
              + "', whose elements stayed on the runner (pipespec.judge), so the relation cannot"
              + " be judged; run it with pipespec.judge=jvm.",
          reason);
    }
    return output;
  }

  private static EqualityKeys keys(CapturedOutput<?> left, CapturedOutput<?> right) {
    boolean byBytes = left.hasDeterministicCoder() && left.coder().equals(right.coder());
    return new EqualityKeys(left.coder(), byBytes, "output '" + left.name() + "'");
  }

  private static Object valueKey(EqualityKeys keys, CapturedOutput<?> output, CapturedElement e) {
    return keys.byBytes() ? EqualityKeys.ofEncoded(e.encoded()) : output.decode(e);
  }

  private static void compare(
      Observation observation,
      List<CapturedElement> left,
      CapturedOutput<?> rightOutput,
      List<CapturedElement> right,
      String headline,
      String onlyLeftName,
      String onlyRightName) {
    CapturedOutput<?> leftOutput = observation.output();
    EqualityKeys keys = keys(leftOutput, rightOutput);
    Function<CapturedElement, Placed> placedLeft = e -> placed(keys, leftOutput, e);
    Function<CapturedElement, Placed> placedRight = e -> placed(keys, rightOutput, e);
    Map<Placed, List<CapturedElement>> lefts = group(left, placedLeft);
    Map<Placed, List<CapturedElement>> rights = group(right, placedRight);
    List<String> onlyLeft = only(lefts, rights, leftOutput);
    List<String> onlyRight = only(rights, lefts, rightOutput);
    if (onlyLeft.isEmpty() && onlyRight.isEmpty()) {
      return;
    }
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("output", leftOutput.name()));
    facts.add(fact("scope", observation.scope().describe()));
    listed(facts, onlyLeftName, onlyLeft);
    listed(facts, onlyRightName, onlyRight);
    facts.add(fact("compared by", keys.method() + ", with event time, window and pane"));
    throw Failures.failure(
        "Output '" + leftOutput.name() + "' (" + observation.scope().describe() + "): " + headline,
        facts,
        String.join("\n", onlyRight),
        String.join("\n", onlyLeft));
  }

  private static Placed placed(EqualityKeys keys, CapturedOutput<?> output, CapturedElement e) {
    return new Placed(
        valueKey(keys, output, e),
        e.timestamp().getMillis(),
        e.window(),
        e.pane().getTiming(),
        e.pane().getIndex());
  }

  private static Map<Placed, List<CapturedElement>> group(
      List<CapturedElement> elements, Function<CapturedElement, Placed> placed) {
    Map<Placed, List<CapturedElement>> groups = new LinkedHashMap<>();
    for (CapturedElement element : elements) {
      groups.computeIfAbsent(placed.apply(element), k -> new ArrayList<>()).add(element);
    }
    return groups;
  }

  /** The elements of {@code mine} beyond those {@code theirs} has, as "value in window, pane". */
  private static List<String> only(
      Map<Placed, List<CapturedElement>> mine,
      Map<Placed, List<CapturedElement>> theirs,
      CapturedOutput<?> output) {
    List<String> lines = new ArrayList<>();
    mine.forEach(
        (placed, elements) -> {
          int extra = elements.size() - theirs.getOrDefault(placed, List.of()).size();
          for (int i = 0; i < extra; i++) {
            CapturedElement element = elements.get(i);
            lines.add(
                Rendering.value(output.decode(element)) + " in " + Rendering.location(element));
          }
        });
    Collections.sort(lines);
    return lines;
  }

  private static void listed(List<Fact> facts, String key, List<String> lines) {
    if (lines.isEmpty()) {
      facts.add(fact(key, "(nothing)"));
    }
    for (int i = 0; i < lines.size() && i < ContainsInAnyOrder.LISTED; i++) {
      facts.add(fact(key, lines.get(i)));
    }
    if (lines.size() > ContainsInAnyOrder.LISTED) {
      facts.add(fact(key, "... " + Rendering.elements(lines.size()) + " in all, not all listed"));
    }
  }

  /**
   * The elements of each group's final pane: a group is a window, and the key for an output of
   * {@code KV}s; its final pane is the one marked last, else the one of the highest index.
   */
  private static Map<List<Object>, List<CapturedElement>> finalPanes(
      CapturedOutput<?> output, List<CapturedElement> elements) {
    Map<List<Object>, List<CapturedElement>> groups = new LinkedHashMap<>();
    for (CapturedElement element : elements) {
      List<Object> group = List.of(element.window(), groupKey(output, element));
      groups.computeIfAbsent(group, g -> new ArrayList<>()).add(element);
    }
    Map<List<Object>, List<CapturedElement>> finals = new LinkedHashMap<>();
    groups.forEach(
        (group, members) -> {
          PaneInfo last = members.get(0).pane();
          for (CapturedElement member : members) {
            PaneInfo pane = member.pane();
            if (!last.isLast() && (pane.isLast() || pane.getIndex() > last.getIndex())) {
              last = pane;
            }
          }
          long index = last.getIndex();
          finals.put(group, members.stream().filter(m -> m.pane().getIndex() == index).toList());
        });
    return finals;
  }

  /** The encoded key of a {@code KV} element, so that keys group alike on both sides; else "". */
  private static Object groupKey(CapturedOutput<?> output, CapturedElement element) {
    if (!(output.coder() instanceof KvCoder<?, ?> kvCoder)
        || !(output.decode(element) instanceof KV<?, ?> kv)) {
      return "";
    }
    @SuppressWarnings("unchecked") // the key coder of the output's own KvCoder
    Coder<Object> keyCoder = (Coder<Object>) kvCoder.getKeyCoder();
    try {
      return EqualityKeys.ofEncoded(CoderUtils.encodeToByteArray(keyCoder, kv.getKey()));
    } catch (Exception e) {
      return Objects.toString(kv.getKey());
    }
  }

  private static String keyOf(CapturedElement element, CapturedOutput<?> output) {
    return output.decode(element) instanceof KV<?, ?> kv
        ? ", key " + Rendering.value(kv.getKey())
        : "";
  }

  private static Map<Object, Long> tally(
      List<CapturedElement> elements, CapturedOutput<?> output, EqualityKeys keys) {
    Map<Object, Long> tally = new LinkedHashMap<>();
    elements.forEach(e -> tally.merge(valueKey(keys, output, e), 1L, Long::sum));
    return tally;
  }

  private static String contents(List<CapturedElement> pane, CapturedOutput<?> output) {
    if (pane.isEmpty()) {
      return "(no pane)";
    }
    List<String> values = new ArrayList<>();
    pane.forEach(e -> values.add(Rendering.value(output.decode(e))));
    Collections.sort(values);
    return values + " in " + Rendering.pane(pane.get(0).pane());
  }

  /** {@code moved}'s elements with their event times and windows moved back by {@code millis}. */
  private static <T> CapturedOutput<T> movedBack(CapturedOutput<T> moved, long millis, String by) {
    List<CapturedElement> back = new ArrayList<>();
    for (CapturedElement element : moved.elements()) {
      back.add(
          new CapturedElement(
              element.encoded(),
              windowBack(element.window(), millis, by),
              element.pane(),
              timeBack(element.timestamp(), millis)));
    }
    return new CapturedOutput<>(
        moved.name(), moved.coder(), moved.windowingStrategy(), moved.declaredTrigger(), back);
  }

  private static BoundedWindow windowBack(BoundedWindow window, long millis, String by) {
    if (window instanceof GlobalWindow) {
      return window;
    }
    if (window instanceof IntervalWindow interval) {
      return new IntervalWindow(
          interval.start().minus(org.joda.time.Duration.millis(millis)),
          interval.end().minus(org.joda.time.Duration.millis(millis)));
    }
    throw new IllegalArgumentException(
        "@ExpectShifted moves windows back by "
            + by
            + ", and the window "
            + window
            + " (a "
            + window.getClass().getName()
            + ") is neither global nor an interval: judge this output with another expectation.");
  }

  /** The end of time and the end of the global window stay where they are: they never move. */
  private static Instant timeBack(Instant timestamp, long millis) {
    if (!timestamp.isBefore(GlobalWindow.INSTANCE.maxTimestamp())
        || !timestamp.isAfter(BoundedWindow.TIMESTAMP_MIN_VALUE)) {
      return timestamp;
    }
    return timestamp.minus(org.joda.time.Duration.millis(millis));
  }
}
