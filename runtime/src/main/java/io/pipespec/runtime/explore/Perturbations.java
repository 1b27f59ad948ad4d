package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * The members of a scenario's family that exploration runs, in order, deterministic from a seed:
 * first the arrangements most likely to break an order- or bundle-dependent transform (every
 * segment reversed; one bundle per element; one bundle per segment; both reversed and one per
 * element), then the structured members of each other dimension the family varies along ({@link
 * Perturbation#structured}: a fresh instance per bundle, combiners cut), then random ones: each
 * segment in a random order cut into random bundles, and a random value along each dimension. The
 * member as written is never among them, nor any member twice.
 *
 * <p>Only admissible perturbations are made: an element never leaves its segment (it never crosses
 * an advance of the watermark or of processing time), and none is dropped or repeated.
 */
final class Perturbations implements Iterable<Member> {

  /**
   * The most bundles a random member cuts a segment into. A segment of more elements is cut at a
   * handful of random gaps rather than at each gap with some probability: an order- or
   * bundle-dependent transform shows with a few bundles as with hundreds, and the DirectRunner's
   * cost grows with every bundle each step sees. A segment of this many elements or fewer may still
   * be cut at any of its gaps, and the structured member that cuts every gap stays.
   */
  static final int MOST_RANDOM_BUNDLES = 16;

  private final Member written;
  private final List<Perturbation<?>> dimensions;
  private final long seed;

  /**
   * @param written the member as written: each input's segments, arranged as written
   * @param dimensions what else the family varies along, in the order of {@link Dimensions}
   */
  Perturbations(Member written, List<Perturbation<?>> dimensions, long seed) {
    this.written = written;
    this.dimensions = dimensions;
    this.seed = seed;
  }

  /**
   * The number of distinct members the family has besides the written one, when it is small enough
   * to count ({@code Long.MAX_VALUE} otherwise): each segment of n elements has n! orders and
   * 2^(n-1) ways to cut them.
   */
  long familySize() {
    double size = 1;
    for (List<Arrangement> input : written.inputs()) {
      for (Arrangement segment : input) {
        int n = segment.size();
        for (int i = 2; i <= n; i++) {
          size *= i;
        }
        size *= Math.pow(2, Math.max(0, n - 1));
      }
    }
    for (Perturbation<?> dimension : dimensions) {
      size *= dimension.values();
    }
    return size > 1e15 ? Long.MAX_VALUE : (long) size - 1;
  }

  /** Whether the family has any member besides the written one. */
  boolean anythingToPerturb() {
    return familySize() > 0;
  }

  @Override
  public Iterator<Member> iterator() {
    return new Iterator<>() {
      private final Set<Member> seen = new LinkedHashSet<>(List.of(written));
      private final Iterator<Member> structured = structured().iterator();
      private final SplittableRandom random = new SplittableRandom(seed);
      private final long size = familySize();
      private @Nullable Member next;

      @Override
      public boolean hasNext() {
        if (next != null) {
          return true;
        }
        while (structured.hasNext()) {
          Member candidate = structured.next();
          if (seen.add(candidate)) {
            next = candidate;
            return true;
          }
        }
        // Random members until the family is exhausted; a bounded number of tries each, so that a
        // small family ends instead of looping on members already seen.
        for (int tries = 0; tries < 1000 && seen.size() <= size; tries++) {
          Member candidate = randomMember(random);
          if (seen.add(candidate)) {
            next = candidate;
            return true;
          }
        }
        return false;
      }

      @Override
      public Member next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        // hasNext() found it.
        Member member = requireNonNull(next);
        next = null;
        return member;
      }
    };
  }

  private List<Member> structured() {
    List<Member> members = new ArrayList<>();
    members.add(everySegment(Perturbations::reversed));
    members.add(everySegment(a -> a.withCuts(everyGap(a.size()))));
    members.add(everySegment(a -> a.withCuts(List.of())));
    members.add(everySegment(a -> reversed(a).withCuts(everyGap(a.size()))));
    Perturbation.Shapes shapes =
        new Perturbation.Shapes() {
          @Override
          public Member reversed() {
            return everySegment(Perturbations::reversed);
          }

          @Override
          public Member wholeSegments() {
            return everySegment(a -> a.withCuts(List.of()));
          }
        };
    for (Perturbation<?> dimension : dimensions) {
      members.addAll(dimension.structured(written, shapes, seed));
    }
    return members;
  }

  private interface Rearrange {
    Arrangement apply(Arrangement arrangement);
  }

  private Member everySegment(Rearrange rearrange) {
    List<List<Arrangement>> inputs = new ArrayList<>();
    for (List<Arrangement> input : written.inputs()) {
      inputs.add(input.stream().map(rearrange::apply).toList());
    }
    return Member.written(inputs);
  }

  private Member randomMember(SplittableRandom random) {
    List<List<Arrangement>> inputs = new ArrayList<>();
    for (List<Arrangement> input : written.inputs()) {
      List<Arrangement> segments = new ArrayList<>();
      for (Arrangement segment : input) {
        segments.add(randomArrangement(segment.size(), random));
      }
      inputs.add(segments);
    }
    Member member = Member.written(inputs);
    for (Perturbation<?> dimension : dimensions) {
      member = withRandom(member, dimension, random);
    }
    return member;
  }

  private static <V> Member withRandom(
      Member member, Perturbation<V> dimension, SplittableRandom random) {
    return member.with(dimension, dimension.random(random));
  }

  /**
   * A random order of {@code size} elements, cut into random bundles: at most {@link
   * #MOST_RANDOM_BUNDLES} of them when there are more elements.
   */
  static Arrangement randomArrangement(int size, SplittableRandom random) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      order.add(i);
    }
    for (int i = size - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int swap = order.get(i);
      order.set(i, order.get(j));
      order.set(j, swap);
    }
    if (size > MOST_RANDOM_BUNDLES) {
      return new Arrangement(order, randomGaps(size, random.nextInt(MOST_RANDOM_BUNDLES), random));
    }
    List<Integer> cuts = new ArrayList<>();
    // Each gap is cut with a probability drawn per segment, so that some segments arrive whole,
    // some one element per bundle, and most in between.
    double chance = random.nextDouble();
    for (int gap = 1; gap < size; gap++) {
      if (random.nextDouble() < chance) {
        cuts.add(gap);
      }
    }
    return new Arrangement(order, cuts);
  }

  /** {@code count} distinct gaps of a segment of {@code size} elements, drawn at random. */
  private static List<Integer> randomGaps(int size, int count, SplittableRandom random) {
    Set<Integer> gaps = new LinkedHashSet<>();
    while (gaps.size() < count) {
      gaps.add(1 + random.nextInt(size - 1));
    }
    return new ArrayList<>(gaps);
  }

  private static Arrangement reversed(Arrangement arrangement) {
    List<Integer> order = new ArrayList<>(arrangement.order());
    java.util.Collections.reverse(order);
    return new Arrangement(order, List.of());
  }

  private static List<Integer> everyGap(int size) {
    List<Integer> cuts = new ArrayList<>();
    for (int gap = 1; gap < size; gap++) {
      cuts.add(gap);
    }
    return cuts;
  }
}
