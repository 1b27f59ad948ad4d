package io.pipespec.generate;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * A generator of values of type {@code T} for generated scenarios ({@link io.pipespec.Generate}): a
 * function of the {@link Choices} Pipespec gives it. Compose the factories below ({@code
 * Gen.zip(Gen.oneOf("a", "b", ""), Gen.longs(0, Long.MAX_VALUE), KV::of)}), or write one as a
 * lambda over {@code Choices}. Whatever is built on choices shrinks: Pipespec replays a failing
 * input with fewer and smaller choices, so lists lose elements, numbers move toward 0 (or the bound
 * nearest it) and {@link #oneOf} moves toward its first value.
 *
 * <p>Numbers are drawn near 0, anywhere in their range, or at its edges (the bounds, one inside
 * each, 0), a third of the time each, so that overflow and boundary bugs show in a hundred tries.
 *
 * @param <T> the type of the values
 */
@API(status = EXPERIMENTAL)
@FunctionalInterface
public interface Gen<T> {

  /** One value, from {@code choices}; the same choices give the same value. */
  T draw(Choices choices);

  /** The values of this generator, each passed through {@code function}. */
  default <R> Gen<R> map(Function<? super T, ? extends R> function) {
    requireNonNull(function, "function");
    return choices -> function.apply(draw(choices));
  }

  /** A generator chosen by this one's value, then drawn from. */
  default <R> Gen<R> flatMap(Function<? super T, ? extends Gen<? extends R>> function) {
    requireNonNull(function, "function");
    return choices -> function.apply(draw(choices)).draw(choices);
  }

  /**
   * This generator's values, or {@code null} one time in {@code 1 + oneIn} (shrinks to a value).
   */
  @SuppressWarnings("NullAway") // the values are T or null, as the type says
  default Gen<@Nullable T> orNull(int oneIn) {
    if (oneIn < 1) {
      throw new IllegalArgumentException("orNull(" + oneIn + "): give 1 or more");
    }
    return choices -> choices.choose(oneIn) == oneIn ? null : draw(choices);
  }

  /** Always {@code value}. */
  static <T> Gen<T> constant(T value) {
    return choices -> value;
  }

  /** One of {@code values}; shrinks toward the first. */
  @SafeVarargs
  static <T> Gen<T> oneOf(T... values) {
    List<T> copy = new ArrayList<>();
    for (T value : values) {
      copy.add(value);
    }
    if (copy.isEmpty()) {
      throw new IllegalArgumentException("oneOf(): give at least one value");
    }
    return choices -> copy.get((int) choices.choose(copy.size() - 1));
  }

  /** A value of one of {@code generators}; shrinks toward the first. */
  @SafeVarargs
  static <T> Gen<T> anyOf(Gen<? extends T>... generators) {
    List<Gen<? extends T>> copy = new ArrayList<>();
    for (Gen<? extends T> generator : generators) {
      copy.add(requireNonNull(generator, "generator"));
    }
    if (copy.isEmpty()) {
      throw new IllegalArgumentException("anyOf(): give at least one generator");
    }
    return choices -> copy.get((int) choices.choose(copy.size() - 1)).draw(choices);
  }

  /** {@code true} or {@code false}; shrinks toward {@code false}. */
  static Gen<Boolean> booleans() {
    return choices -> choices.choose(1) == 1;
  }

  /**
   * A {@code long} from {@code min} to {@code max}, both included; shrinks toward 0, or toward the
   * bound nearest 0 when 0 is outside the range.
   */
  static Gen<Long> longs(long min, long max) {
    if (min > max) {
      throw new IllegalArgumentException("longs(" + min + ", " + max + "): min is above max");
    }
    long origin = Math.max(min, Math.min(max, 0L));
    long[] edges = {origin, min, max, min == max ? min : min + 1, min == max ? max : max - 1};
    return choices -> {
      long kind = choices.choose(2);
      if (kind == 0) {
        long step = choices.choose(200);
        long offset = (step + 1) / 2;
        long value = step % 2 == 1 ? origin + offset : origin - offset;
        return Math.max(min, Math.min(max, value));
      }
      if (kind == 2) {
        return edges[(int) choices.choose(edges.length - 1)];
      }
      long span = max - min;
      if (span >= 0) {
        return nearestFirst(origin, min, max, choices.choose(span));
      }
      // The range is wider than Long.MAX_VALUE: draw its lower or upper part.
      long half = choices.choose(Long.MAX_VALUE);
      return choices.choose(1) == 0 ? Math.max(min, -half) : Math.min(max, half);
    };
  }

  /**
   * The value of {@code min..max} at place {@code choice} when the values are ordered by their
   * distance from {@code origin} (a value of the range), the one above before the one below: 0 is
   * {@code origin}, 1 is {@code origin + 1}, 2 is {@code origin - 1}, and once one side of the
   * range is used up the other side's values follow in order. So a smaller choice is never farther
   * from {@code origin}, and shrinking a choice moves its value toward it. {@code max - min} must
   * not overflow; {@code choice} is at most {@code max - min}.
   */
  private static long nearestFirst(long origin, long min, long max, long choice) {
    long up = max - origin;
    long down = origin - min;
    long both = Math.min(up, down);
    if (choice <= 2 * both) {
      long offset = (choice + 1) / 2;
      return choice % 2 == 1 ? origin + offset : origin - offset;
    }
    return up > down ? origin + (choice - both) : origin - (choice - both);
  }

  /** An {@code int} from {@code min} to {@code max}, both included. */
  static Gen<Integer> ints(int min, int max) {
    return longs(min, max).map(Long::intValue);
  }

  /** A string of up to {@code maxLength} characters of {@code alphabet}; shrinks toward "". */
  static Gen<String> strings(String alphabet, int maxLength) {
    if (alphabet.isEmpty() || maxLength < 0) {
      throw new IllegalArgumentException(
          "strings(\""
              + alphabet
              + "\", "
              + maxLength
              + "): give letters and a length of 0 or more");
    }
    Gen<Character> letters =
        choices -> alphabet.charAt((int) choices.choose(alphabet.length() - 1));
    return lists(letters, 0, maxLength)
        .map(
            chars -> {
              StringBuilder text = new StringBuilder();
              chars.forEach(text::append);
              return text.toString();
            });
  }

  /**
   * A list of {@code minSize} to {@code maxSize} values of {@code element}; shrinks toward fewer
   * and simpler values.
   */
  static <T> Gen<List<T>> lists(Gen<T> element, int minSize, int maxSize) {
    requireNonNull(element, "element");
    if (minSize < 0 || minSize > maxSize) {
      throw new IllegalArgumentException(
          "lists(..., " + minSize + ", " + maxSize + "): give 0 <= minSize <= maxSize");
    }
    // Each further value is drawn after a choice to go on (0, the simplest, stops): about half of
    // maxSize values on average, and a shrunk list drops a value by dropping its choices.
    long goOn = Math.max(1, maxSize / 2);
    return choices -> {
      List<T> values = new ArrayList<>();
      while (values.size() < minSize || (values.size() < maxSize && choices.choose(goOn) != 0)) {
        values.add(element.draw(choices));
      }
      return Collections.unmodifiableList(values);
    };
  }

  /** A value made of one value of {@code first} and one of {@code second}. */
  static <A, B, R> Gen<R> zip(
      Gen<A> first, Gen<B> second, BiFunction<? super A, ? super B, ? extends R> combine) {
    requireNonNull(combine, "combine");
    return choices -> combine.apply(first.draw(choices), second.draw(choices));
  }
}
