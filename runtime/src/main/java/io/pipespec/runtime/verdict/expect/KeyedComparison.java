package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.verdict.expect.KeyGroup.Member;
import io.pipespec.runtime.verdict.expect.KeyedWording.Cell;
import io.pipespec.runtime.verdict.expect.MultisetComparison.Tally;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * <p>Built on the multiset comparison's tallies, so that nothing is encoded or decoded twice: only
 * the elements left unmatched that were never expected are decoded, for their values. The key of
 * every distinct element is read, because an element matched on both sides can share its key with
 * one that is not, and because the failure counts the equal keys. The work is done once, when first
 * asked for: by {@link #failure}, with the comparison that judged the same elements.
 */
final class KeyedComparison {

  private final KeyPath path;
  private final List<?> expected;
  private final CapturedOutput<?> output;
  private final List<CapturedElement> inScope;
  private final boolean byBytes;
  private final List<String> changed = new ArrayList<>();
  private final List<String> missing = new ArrayList<>();
  private final List<String> unexpected = new ArrayList<>();
  private final List<String> repeated = new ArrayList<>();
  private final List<KeyGroup> differing = new ArrayList<>();
  private final KeyedDiff.Builder diff = new KeyedDiff.Builder();
  // Set when first asked for; see judged() and pair().
  private @Nullable MultisetComparison comparison;
  private boolean paired;
  private boolean severalCells;
  private long equalKeys;
  private long elementsOfEqualKeys;

  private KeyedComparison(
      KeyPath path, List<?> expected, CapturedOutput<?> output, List<CapturedElement> inScope) {
    this.path = path;
    this.expected = expected;
    this.output = output;
    this.inScope = inScope;
    this.byBytes = output.hasDeterministicCoder();
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
    return judged(null).matches();
  }

  /**
   * The multiset comparison of these elements: {@code given}, one of the same elements made by the
   * caller, so that they are not compared twice; else one made here. The first one asked for stays.
   */
  private MultisetComparison judged(@Nullable MultisetComparison given) {
    MultisetComparison judged = comparison;
    if (judged == null) {
      judged = given != null ? given : MultisetComparison.compare(expected, output, inScope);
      comparison = judged;
    }
    return judged;
  }

  /** Pairs the elements that the multiset comparison left unmatched by key, once. */
  private void pair() {
    MultisetComparison judged = judged(null);
    if (paired || judged.matches()) {
      return;
    }
    paired = true;
    // Only the unmatched elements are decoded (those never expected), for their values and keys.
    IdentityHashMap<Tally, Member> unmatched = new IdentityHashMap<>();
    Set<Object> differingKeys = new HashSet<>();
    for (List<Tally> side : List.of(judged.missing(), judged.unexpected())) {
      for (Tally tally : side) {
        Object value = judged.valueOf(tally);
        Member entry = new Member(tally, value, path.of(value));
        unmatched.put(tally, entry);
        differingKeys.add(entry.key);
      }
    }
    // In the comparison's order, so that keys and their elements keep the order in which they were
    // first expected or arrived. An element matched on both sides was expected: its value is at
    // hand. It joins the elements of a differing key, or counts towards the equal keys.
    Map<Object, KeyGroup> groups = new LinkedHashMap<>();
    Set<Object> equal = new HashSet<>();
    for (Tally tally : judged.tallies()) {
      Member entry = unmatched.get(tally);
      if (entry == null) {
        Object value = judged.valueOf(tally);
        Object key = path.of(value);
        if (!differingKeys.contains(key)) {
          equal.add(key);
          elementsOfEqualKeys += tally.expected();
          continue;
        }
        entry = new Member(tally, value, key);
      }
      groups.computeIfAbsent(entry.key, KeyGroup::new).members.add(entry);
    }
    equalKeys = equal.size();
    if (judged.onRunner()) {
      // Only the differing elements came back, each with its first arrivals: they are paired
      // among themselves, and lie where those arrivals lie.
      List<CapturedElement> arrivals = new ArrayList<>();
      for (KeyGroup group : groups.values()) {
        for (Member member : group.members) {
          arrivals.addAll(member.arrivals);
        }
      }
      severalCells = severalCells(arrivals);
    } else {
      completeArrivals(groups.values());
      severalCells = severalCells(inScope);
    }
    for (KeyGroup group : groups.values()) {
      differing.add(group);
      classify(group);
    }
  }

  /**
   * Gives the elements of differing keys all their arrivals in scope, which a line of a repeated
   * key counts per window and pane: the multiset comparison keeps only the first {@link
   * MultisetComparison#LOCATIONS_KEPT} of each element. Only when one arrived more often does this
   * look at the elements in scope again (and decode them, unless compared by bytes).
   */
  private void completeArrivals(Collection<KeyGroup> groups) {
    Map<Object, Member> incomplete = new HashMap<>();
    for (KeyGroup group : groups) {
      for (Member member : group.members) {
        if (member.arrivals.size() < member.tally.actual()) {
          CapturedElement first = member.arrivals.get(0);
          incomplete.put(byBytes ? EqualityKeys.ofEncoded(first.encoded()) : member.value, member);
          member.arrivals.clear();
        }
      }
    }
    if (incomplete.isEmpty()) {
      return;
    }
    for (CapturedElement element : inScope) {
      Member member =
          incomplete.get(
              byBytes ? EqualityKeys.ofEncoded(element.encoded()) : output.decode(element));
      if (member != null) {
        member.arrivals.add(element);
      }
    }
  }

  /** Whether the elements lie in more than one window and pane. */
  private static boolean severalCells(List<CapturedElement> elements) {
    if (elements.isEmpty()) {
      return false;
    }
    CapturedElement first = elements.get(0);
    for (CapturedElement element : elements) {
      if (!element.window().equals(first.window()) || !element.pane().equals(first.pane())) {
        return true;
      }
    }
    return false;
  }

  private void classify(KeyGroup group) {
    List<Object> leftExpected = new ArrayList<>();
    List<CapturedElement> leftActual = new ArrayList<>();
    List<Member> leftActualOf = new ArrayList<>();
    Map<Cell, Long> perCell = new LinkedHashMap<>();
    for (Member entry : group.members) {
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
      repeated.add(KeyedWording.repeatedLine(key, group, expectedCount, perCell));
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
              + (severalCells ? "; in " + KeyedWording.cell(leftActual.get(0)) : ""));
    }
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
    judged(comparison);
    pair();
    CapturedOutput<?> output = observation.output();
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("output", output.name()));
    facts.add(fact("scope", observation.scope().describe()));
    addFacts(facts);
    facts.add(fact("expected", Rendering.elements(comparison.expectedCount())));
    long outOfScope = observation.outOfScope();
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
    pair();
    facts.add(fact("key", path.toString()));
    KeyedWording.list(facts, "changed", changed);
    KeyedWording.list(facts, "missing key", missing);
    KeyedWording.list(facts, "unexpected key", unexpected);
    KeyedWording.list(facts, "repeated key", repeated);
    List<String> counts = new ArrayList<>();
    KeyedWording.count(counts, changed.size(), "changed");
    KeyedWording.count(counts, missing.size(), "missing");
    KeyedWording.count(counts, unexpected.size(), "unexpected");
    KeyedWording.count(counts, repeated.size(), "repeated");
    MultisetComparison judged = judged(null);
    if (judged.onRunner()) {
      facts.add(fact("keys", String.join(", ", counts) + KeyedWording.onRunner(judged)));
      return;
    }
    KeyedWording.count(counts, equalKeys, "equal");
    facts.add(fact("keys", String.join(", ", counts)));
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
    pair();
    return KeyedWording.rendering(differing, elementsOfEqualKeys, expectedSide);
  }
}
