package io.pipespec.runtime.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.KV;
import org.jspecify.annotations.Nullable;

/**
 * Compares expected elements with the elements in scope by a key ({@code @ExpectContains(key =
 * "...")}), so that a failure shows the fields that changed rather than each element twice.
 *
 * <p>The verdict is the multiset comparison's: elements are equal as {@link MultisetComparison}
 * says (by encoded bytes when the output coder is deterministic, else by {@code equals}), and equal
 * elements always share a key, so this comparison matches exactly when that one does. Elements
 * equal on both sides are set aside first, whatever their key; the rest are grouped by key (its
 * value compared by {@code equals} and {@code hashCode}). A key left on one side only is missing or
 * unexpected; a key left once on each side is changed, and the message names only the fields that
 * differ. A key that repeats is reported as such, never paired by a guess: on the actual side, more
 * than once within one window and pane; on the expected side (expected elements have no window or
 * pane), more than once when the elements in scope lie in at most one window and pane; or whenever
 * more than one element of the key is left on a side that the other side also holds.
 *
 * <p>Linear in the number of elements: each side is counted into hash maps, never matched pairwise.
 * An element is decoded once per distinct value.
 */
final class KeyedComparison {

  /** How many elements of one key a line of a repeated key shows on each side. */
  static final int SHOWN_PER_KEY = 3;

  /** How many windows and panes a line of a repeated key names. */
  static final int CELLS_SHOWN = 3;

  private final KeyPath path;
  private final boolean byBytes;
  private final Map<Object, Distinct> distinct = new LinkedHashMap<>();
  private final boolean matches;
  private final boolean severalCells;
  private final List<String> changed = new ArrayList<>();
  private final List<String> missing = new ArrayList<>();
  private final List<String> unexpected = new ArrayList<>();
  private final List<String> repeated = new ArrayList<>();
  private final List<KeyGroup> differing = new ArrayList<>();
  private final KeyedDiff.Builder diff = new KeyedDiff.Builder();
  private long equalKeys;
  private long elementsOfEqualKeys;

  private KeyedComparison(
      KeyPath path, List<?> expected, CapturedOutput<?> output, List<CapturedElement> inScope) {
    this.path = path;
    this.byBytes = output.hasDeterministicCoder();
    EqualityKeys keys = new EqualityKeys(output.coder(), byBytes, "output '" + output.name() + "'");
    for (Object value : expected) {
      Distinct entry = distinct.computeIfAbsent(keys.of(value), key -> new Distinct(value));
      entry.expected++;
    }
    Set<Cell> cells = new HashSet<>();
    for (CapturedElement element : inScope) {
      Object key = byBytes ? EqualityKeys.ofEncoded(element.encoded()) : output.decode(element);
      Distinct entry = distinct.get(key);
      if (entry == null) {
        entry = new Distinct(byBytes ? output.decode(element) : key);
        distinct.put(key, entry);
      }
      entry.arrivals.add(element);
      cells.add(new Cell(element.window(), element.pane()));
    }
    this.severalCells = cells.size() > 1;
    boolean balanced = true;
    for (Distinct entry : distinct.values()) {
      balanced &= entry.expected == entry.arrivals.size();
    }
    this.matches = balanced;
    if (!balanced) {
      group();
    }
  }

  /**
   * Compares {@code expected} with {@code inScope}, elements of {@code output}, by {@code path}.
   */
  static KeyedComparison compare(
      KeyPath path, List<?> expected, CapturedOutput<?> output, List<CapturedElement> inScope) {
    return new KeyedComparison(path, expected, output, inScope);
  }

  /** Whether the elements are equal as multisets: no key differs. */
  boolean matches() {
    return matches;
  }

  private void group() {
    Map<Object, KeyGroup> groups = new LinkedHashMap<>();
    for (Distinct entry : distinct.values()) {
      Object key = path.of(entry.value);
      groups.computeIfAbsent(key, KeyGroup::new).members.add(entry);
    }
    for (KeyGroup group : groups.values()) {
      if (group.agrees()) {
        equalKeys++;
        elementsOfEqualKeys += group.expectedCount();
      } else {
        differing.add(group);
        classify(group);
      }
    }
  }

  private void classify(KeyGroup group) {
    List<Object> leftExpected = new ArrayList<>();
    List<CapturedElement> leftActual = new ArrayList<>();
    List<Distinct> leftActualOf = new ArrayList<>();
    Map<Cell, Long> perCell = new LinkedHashMap<>();
    for (Distinct entry : group.members) {
      for (long i = entry.arrivals.size(); i < entry.expected; i++) {
        leftExpected.add(entry.value);
      }
      for (int i = 0; i < entry.arrivals.size(); i++) {
        CapturedElement element = entry.arrivals.get(i);
        perCell.merge(new Cell(element.window(), element.pane()), 1L, Long::sum);
        if (i >= entry.expected) {
          leftActual.add(element);
          leftActualOf.add(entry);
        }
      }
    }
    String key = "key " + Rendering.part(group.key);
    long expectedCount = group.expectedCount();
    boolean repeatsInCell = perCell.values().stream().anyMatch(count -> count > 1);
    boolean repeatsExpected = expectedCount > 1 && !severalCells;
    boolean unpaired =
        !leftExpected.isEmpty()
            && !leftActual.isEmpty()
            && (leftExpected.size() > 1 || leftActual.size() > 1);
    diff.add(
        group.key,
        !(repeatsInCell || repeatsExpected || unpaired),
        leftExpected,
        leftActualOf.stream().map(entry -> entry.value).toList(),
        leftActual);
    if (repeatsInCell || repeatsExpected || unpaired) {
      repeated.add(repeatedLine(key, group, expectedCount, perCell));
    } else if (leftActual.isEmpty()) {
      List<String> values = new ArrayList<>();
      for (Object value : leftExpected) {
        values.add(Rendering.value(value));
      }
      missing.add(key + ": " + String.join("; ", values));
    } else if (leftExpected.isEmpty()) {
      List<String> values = new ArrayList<>();
      for (int i = 0; i < leftActual.size(); i++) {
        values.add(
            Rendering.value(leftActualOf.get(i).value)
                + ": in "
                + Rendering.location(leftActual.get(i)));
      }
      unexpected.add(key + ": " + String.join("; ", values));
    } else {
      changed.add(
          key
              + ": "
              + changes(leftExpected.get(0), leftActualOf.get(0).value)
              + (severalCells ? "; in " + cell(leftActual.get(0)) : ""));
    }
  }

  private String repeatedLine(
      String key, KeyGroup group, long expectedCount, Map<Cell, Long> perCell) {
    List<String> sides = new ArrayList<>();
    sides.add(expectedCount == 0 ? "expected never" : "expected " + Rendering.times(expectedCount));
    int shown = 0;
    for (Map.Entry<Cell, Long> cell : perCell.entrySet()) {
      if (shown++ == CELLS_SHOWN) {
        sides.add("and in " + (perCell.size() - CELLS_SHOWN) + " more windows and panes");
        break;
      }
      sides.add(
          "arrived "
              + Rendering.times(cell.getValue())
              + " in "
              + Rendering.window(cell.getKey().window)
              + ", "
              + Rendering.pane(cell.getKey().pane));
    }
    if (perCell.isEmpty()) {
      sides.add("arrived never");
    }
    List<String> expectedValues = new ArrayList<>();
    List<String> actualValues = new ArrayList<>();
    for (Distinct entry : group.members) {
      for (long i = 0; i < entry.expected; i++) {
        expectedValues.add(Rendering.value(entry.value));
      }
      for (int i = 0; i < entry.arrivals.size(); i++) {
        actualValues.add(Rendering.value(entry.value));
      }
    }
    StringBuilder line =
        new StringBuilder(key)
            .append(" repeats, so its elements cannot be paired by key: ")
            .append(String.join("; ", sides));
    if (!expectedValues.isEmpty()) {
      line.append("; expected ").append(bounded(expectedValues));
    }
    if (!actualValues.isEmpty()) {
      line.append("; arrived ").append(bounded(actualValues));
    }
    return line.toString();
  }

  private static String bounded(List<String> values) {
    List<String> shown = values.subList(0, Math.min(values.size(), SHOWN_PER_KEY));
    String text = String.join(", ", shown);
    return values.size() > shown.size()
        ? text + " and " + (values.size() - shown.size()) + " more"
        : text;
  }

  private static String cell(CapturedElement element) {
    return Rendering.window(element.window()) + ", " + Rendering.pane(element.pane());
  }

  /**
   * The fields in which {@code actual} differs from {@code expected}: {@code total 12.0 -> 12.5,
   * status PAID -> <null>}. A {@code KV} keyed by its own key is compared by its value.
   */
  private String changes(@Nullable Object expected, @Nullable Object actual) {
    List<String> changes =
        path.isKvKey() && expected instanceof KV<?, ?> left && actual instanceof KV<?, ?> right
            ? FieldChanges.of(left.getValue(), right.getValue())
            : FieldChanges.of(expected, actual);
    if (changes.isEmpty()) {
      return "no field differs by equals, yet the elements are not equal by "
          + (byBytes ? "their encoded bytes" : "equals")
          + ": expected "
          + Rendering.value(expected)
          + ", arrived "
          + Rendering.value(actual);
    }
    return String.join(", ", changes);
  }

  /**
   * The failure of this comparison, whose verdict {@code comparison} (of the same elements) gave:
   * {@code headline}, the output and scope, the differences by key, then the counts and how
   * elements were compared, as every failure of {@code @ExpectContains} ends; for the IDE's diff
   * the elements of the keys that differ, and for reports the missing and unexpected elements.
   */
  ElementMismatchError failure(
      Observation observation, MultisetComparison comparison, String headline) {
    CapturedOutput<?> output = observation.output();
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("output", output.name()));
    facts.add(fact("scope", observation.scope().describe()));
    addFacts(facts);
    facts.add(fact("expected", Rendering.elements(comparison.expectedCount())));
    long outOfScope = (long) output.elements().size() - observation.inScope().size();
    facts.add(
        fact(
            "but got",
            Rendering.elements(comparison.actualCount())
                + (outOfScope > 0 ? " in scope (and " + outOfScope + " out of scope)" : "")));
    facts.add(fact("compared by", comparison.method()));
    return Failures.mismatch(
        headline,
        facts,
        expectedRendering(),
        actualRendering(),
        Failures.unexpectedOf(comparison),
        Failures.missingOf(comparison),
        diff.build(path.toString()));
  }

  /**
   * The facts of a failure: the key, then up to {@link ContainsInAnyOrder#LISTED} keys of each kind
   * of difference, then how many keys of each kind there are.
   */
  void addFacts(List<Fact> facts) {
    facts.add(fact("key", path.toString()));
    list(facts, "changed", changed);
    list(facts, "missing key", missing);
    list(facts, "unexpected key", unexpected);
    list(facts, "repeated key", repeated);
    List<String> counts = new ArrayList<>();
    count(counts, changed.size(), "changed");
    count(counts, missing.size(), "missing");
    count(counts, unexpected.size(), "unexpected");
    count(counts, repeated.size(), "repeated");
    count(counts, equalKeys, "equal");
    facts.add(fact("keys", String.join(", ", counts)));
  }

  private static void list(List<Fact> facts, String name, List<String> lines) {
    for (int i = 0; i < lines.size() && i < ContainsInAnyOrder.LISTED; i++) {
      facts.add(fact(name, lines.get(i)));
    }
    if (lines.size() > ContainsInAnyOrder.LISTED) {
      facts.add(fact(name, "... and " + (lines.size() - ContainsInAnyOrder.LISTED) + " more keys"));
    }
  }

  private static void count(List<String> counts, long count, String kind) {
    if (count > 0 || kind.equals("equal")) {
      counts.add(count + " " + kind);
    }
  }

  /**
   * The expected elements of the keys that differ, for an IDE's diff: sorted by key, so that the
   * two elements of a changed key face each other.
   */
  String expectedRendering() {
    return rendering(true);
  }

  /** The elements in scope of the keys that differ, sorted as {@link #expectedRendering()}. */
  String actualRendering() {
    return rendering(false);
  }

  private String rendering(boolean expectedSide) {
    List<String[]> lines = new ArrayList<>();
    for (KeyGroup group : differing) {
      String key = Rendering.value(group.key);
      for (Distinct entry : group.members) {
        long count = expectedSide ? entry.expected : entry.arrivals.size();
        String value = Rendering.value(entry.value);
        for (long i = 0; i < count; i++) {
          lines.add(new String[] {key, value});
        }
      }
    }
    lines.sort(
        Comparator.<String[], String>comparing(line -> line[0]).thenComparing(line -> line[1]));
    StringBuilder text = new StringBuilder();
    if (elementsOfEqualKeys > 0) {
      text.append("(")
          .append(Rendering.elements(elementsOfEqualKeys))
          .append(" of keys that are equal on both sides not shown)");
    }
    int shown = Math.min(lines.size(), ContainsInAnyOrder.DIFF_LINES);
    for (int i = 0; i < shown; i++) {
      text.append(text.length() == 0 ? "" : "\n").append(lines.get(i)[1]);
    }
    if (lines.size() > shown) {
      text.append("\n... and ").append(lines.size() - shown).append(" more");
    }
    return text.toString();
  }

  /** One distinct element: a value, how often it is expected, and where it arrived in scope. */
  private static final class Distinct {
    final @Nullable Object value;
    long expected;
    final List<CapturedElement> arrivals = new ArrayList<>(1);

    Distinct(@Nullable Object value) {
      this.value = value;
    }
  }

  /** The distinct elements of one key. */
  private static final class KeyGroup {
    final @Nullable Object key;
    final List<Distinct> members = new ArrayList<>(1);

    KeyGroup(@Nullable Object key) {
      this.key = key;
    }

    boolean agrees() {
      for (Distinct member : members) {
        if (member.expected != member.arrivals.size()) {
          return false;
        }
      }
      return true;
    }

    long expectedCount() {
      long count = 0;
      for (Distinct member : members) {
        count += member.expected;
      }
      return count;
    }
  }

  /** A window and pane, within which a key must be unique. */
  private record Cell(BoundedWindow window, PaneInfo pane) {}
}
