package io.pipespec.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The generators: in range, reaching their edges, simplest at choice 0, the same on a replay. */
class GenTest {

  /** Random choices, recorded; or a record replayed (0 past its end, clamped to the maximum). */
  private static final class TestChoices implements Choices {
    private final SplittableRandom random;
    private final long[] replayed;
    private final List<Long> made = new ArrayList<>();

    private TestChoices(SplittableRandom random, long[] replayed) {
      this.random = random;
      this.replayed = replayed;
    }

    static TestChoices random(long seed) {
      return new TestChoices(new SplittableRandom(seed), null);
    }

    static TestChoices replaying(long[] record) {
      return new TestChoices(null, record);
    }

    @Override
    public long choose(long max) {
      long choice;
      if (replayed == null) {
        choice =
            max == Long.MAX_VALUE ? random.nextLong() & Long.MAX_VALUE : random.nextLong(max + 1);
      } else {
        choice = made.size() < replayed.length ? Math.min(max, replayed[made.size()]) : 0;
      }
      made.add(choice);
      return choice;
    }

    long[] record() {
      return made.stream().mapToLong(Long::longValue).toArray();
    }
  }

  private static <T> List<T> drawMany(Gen<T> gen, int tries) {
    List<T> values = new ArrayList<>();
    for (long seed = 0; seed < tries; seed++) {
      values.add(gen.draw(TestChoices.random(seed)));
    }
    return values;
  }

  @Test
  void longsReachTheirEdgesAndStayInRange() {
    Set<Long> whole = new HashSet<>(drawMany(Gen.longs(Long.MIN_VALUE, Long.MAX_VALUE), 300));
    for (long edge :
        new long[] {Long.MIN_VALUE, Long.MIN_VALUE + 1, 0, Long.MAX_VALUE - 1, Long.MAX_VALUE}) {
      assertTrue(whole.contains(edge), "longs(MIN, MAX) never drew " + edge);
    }
    List<Long> bounded = drawMany(Gen.longs(5, 10), 300);
    assertTrue(bounded.stream().allMatch(value -> value >= 5 && value <= 10), bounded.toString());
    assertTrue(bounded.contains(5L) && bounded.contains(10L), bounded.toString());
    List<Long> negative = drawMany(Gen.longs(-1000, -3), 300);
    assertTrue(negative.stream().allMatch(value -> value >= -1000 && value <= -3));
    assertTrue(negative.contains(-1000L) && negative.contains(-3L) && negative.contains(-999L));
    assertEquals(-3L, Gen.longs(-1000, -3).draw(max -> 0), "the simplest is the bound nearest 0");
    assertEquals(0L, Gen.longs(Long.MIN_VALUE, Long.MAX_VALUE).draw(max -> 0));
  }

  @Test
  void aUniformDrawShrinksTowardZeroOrTheBoundNearestIt() {
    // Each range's uniform draws (the second kind), choice by choice: every value once, and a
    // smaller choice never farther from the origin, so that shrinking a choice moves toward it.
    long[][] ranges = {{-1000, 1000}, {-3, 5}, {-5, 3}, {-9, -2}, {2, 7}, {0, 0}, {-4, -4}};
    for (long[] range : ranges) {
      long min = range[0];
      long max = range[1];
      long origin = Math.max(min, Math.min(max, 0L));
      Gen<Long> longs = Gen.longs(min, max);
      Set<Long> seen = new HashSet<>();
      long distance = 0;
      for (long choice = 0; choice <= max - min; choice++) {
        long value = longs.draw(TestChoices.replaying(new long[] {1, choice}));
        String at = "longs(" + min + ", " + max + ") at choice " + choice;
        assertTrue(value >= min && value <= max, at + " drew " + value);
        assertTrue(seen.add(value), at + " drew " + value + " twice");
        assertTrue(Math.abs(value - origin) >= distance, at + " went back toward the origin");
        distance = Math.abs(value - origin);
      }
      assertEquals(max - min + 1, seen.size());
    }
    assertEquals(-1L, Gen.longs(-1000, 1000).draw(TestChoices.replaying(new long[] {1, 2})));
  }

  @Test
  void intsStayIntsAndReachTheirBounds() {
    Set<Integer> values =
        new HashSet<>(drawMany(Gen.ints(Integer.MIN_VALUE, Integer.MAX_VALUE), 300));
    assertTrue(values.contains(Integer.MIN_VALUE) && values.contains(Integer.MAX_VALUE));
  }

  @Test
  void oneOfAndAnyOfShrinkToTheFirst() {
    Gen<String> colours = Gen.oneOf("blue", "red", "");
    assertEquals("blue", colours.draw(max -> 0));
    assertEquals(Set.of("blue", "red", ""), new HashSet<>(drawMany(colours, 100)));
    assertEquals("red", colours.draw(TestChoices.replaying(new long[] {1})));
    Gen<Object> any = Gen.anyOf(Gen.constant("first"), Gen.longs(1, 2));
    assertEquals("first", any.draw(max -> 0));
    assertThrows(IllegalArgumentException.class, Gen::oneOf);
  }

  @Test
  void listsStayWithinTheirSizesAndShrinkToTheFewestSimplest() {
    Gen<List<Integer>> lists = Gen.lists(Gen.ints(0, 9), 2, 5);
    Map<Integer, Long> sizes =
        drawMany(lists, 300).stream()
            .collect(
                java.util.stream.Collectors.groupingBy(
                    List::size, java.util.stream.Collectors.counting()));
    assertEquals(Set.of(2, 3, 4, 5), sizes.keySet(), sizes.toString());
    assertEquals(List.of(0, 0), lists.draw(max -> 0));
    assertEquals("", Gen.strings("ab", 4).draw(max -> 0));
    assertTrue(drawMany(Gen.strings("ab", 4), 100).stream().allMatch(s -> s.matches("[ab]{0,4}")));
    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> Gen.lists(Gen.ints(0, 1), 3, 2));
    assertTrue(refused.getMessage().contains("minSize <= maxSize"), refused.getMessage());
  }

  @Test
  void orNullYieldsNullSometimesAndShrinksToAValue() {
    List<Long> values = drawMany(Gen.longs(0, 9).orNull(3), 200);
    assertTrue(values.contains(null), "orNull(3) never drew null");
    assertTrue(values.stream().anyMatch(value -> value != null));
    assertNotNull(Gen.longs(0, 9).orNull(3).draw(max -> 0));
    assertTrue(drawMany(Gen.booleans(), 50).containsAll(List.of(true, false)));
  }

  @Test
  void replayingARecordGivesTheSameValue() {
    Gen<List<String>> composed =
        Gen.lists(
            Gen.zip(
                Gen.oneOf("a", "b", ""),
                Gen.longs(Long.MIN_VALUE, Long.MAX_VALUE).orNull(4),
                (key, value) -> key + "=" + value),
            0,
            10);
    Gen<String> chosen =
        Gen.booleans().flatMap(flag -> flag ? Gen.strings("xyz", 5) : Gen.constant("-"));
    for (long seed = 0; seed < 50; seed++) {
      TestChoices random = TestChoices.random(seed);
      List<String> value = composed.draw(random);
      assertEquals(value, composed.draw(TestChoices.replaying(random.record())));
      TestChoices other = TestChoices.random(seed);
      String text = chosen.draw(other);
      assertEquals(text, chosen.draw(TestChoices.replaying(other.record())));
    }
  }
}
