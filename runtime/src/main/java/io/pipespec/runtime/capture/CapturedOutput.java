package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.Set;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.Trigger;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.jspecify.annotations.Nullable;

/**
 * Everything one output of the transform under test produced in one run, in arrival order, with the
 * coder that decodes it and the windowing strategy it was produced under.
 *
 * @param <T> the element type
 */
public final class CapturedOutput<T> {

  private final String name;
  private final Coder<T> coder;
  private final WindowingStrategy<?, ?> windowingStrategy;
  private final List<CapturedElement> elements;
  private final @Nullable String nonDeterminism;
  private final Trigger declaredTrigger;
  private final @Nullable Map<String, RunnerVerdict> verdicts;
  private final Map<String, String> notJudged;
  private volatile @Nullable Map<BoundedWindow, List<CapturedElement>> byWindow;

  /** An output whose declared trigger is the one of its windowing strategy. */
  public CapturedOutput(
      String name,
      Coder<T> coder,
      WindowingStrategy<?, ?> windowingStrategy,
      List<CapturedElement> elements) {
    this(name, coder, windowingStrategy, windowingStrategy.getTrigger(), elements);
  }

  /**
   * @param declaredTrigger the trigger the user declared for the output, of which the strategy's
   *     may be a continuation (after a {@code GroupByKey})
   */
  public CapturedOutput(
      String name,
      Coder<T> coder,
      WindowingStrategy<?, ?> windowingStrategy,
      Trigger declaredTrigger,
      List<CapturedElement> elements) {
    this(name, coder, windowingStrategy, declaredTrigger, elements, null, Map.of());
  }

  private CapturedOutput(
      String name,
      Coder<T> coder,
      WindowingStrategy<?, ?> windowingStrategy,
      Trigger declaredTrigger,
      List<CapturedElement> elements,
      @Nullable Map<String, RunnerVerdict> verdicts,
      Map<String, String> notJudged) {
    this.verdicts = verdicts == null ? null : Map.copyOf(verdicts);
    this.notJudged = Map.copyOf(notJudged);
    this.name = requireNonNull(name, "name");
    this.coder = requireNonNull(coder, "coder");
    this.windowingStrategy = requireNonNull(windowingStrategy, "windowingStrategy");
    this.declaredTrigger = requireNonNull(declaredTrigger, "declaredTrigger");
    this.elements = Collections.unmodifiableList(requireNonNull(elements, "elements"));
    this.nonDeterminism = nonDeterminism(coder);
  }

  /**
   * An output judged on the runner: no element came back to the test JVM, only the verdicts of its
   * expectations, by {@link #verdict expectation}, and why the others were not judged there.
   */
  public static <T> CapturedOutput<T> judgedOnRunner(
      String name,
      Coder<T> coder,
      WindowingStrategy<?, ?> windowingStrategy,
      Trigger declaredTrigger,
      Map<String, RunnerVerdict> verdicts,
      Map<String, String> notJudged) {
    return new CapturedOutput<>(
        name, coder, windowingStrategy, declaredTrigger, List.of(), verdicts, notJudged);
  }

  /**
   * Whether the output was judged on the runner ({@code pipespec.judge=runner}): its elements
   * stayed there, and {@link #elements()} is empty.
   */
  public boolean judgedOnRunner() {
    return verdicts != null;
  }

  /**
   * The verdict the runner computed for the expectation {@code expectation} (as {@code Judged#key}
   * names it); empty for an output captured in the test JVM, or an expectation the runner did not
   * judge.
   */
  public Optional<RunnerVerdict> verdict(String expectation) {
    return verdicts == null ? Optional.empty() : Optional.ofNullable(verdicts.get(expectation));
  }

  /** Why the runner did not judge {@code expectation}, for an output judged on the runner. */
  public Optional<String> notJudged(String expectation) {
    return Optional.ofNullable(notJudged.get(expectation));
  }

  private static @Nullable String nonDeterminism(Coder<?> coder) {
    try {
      coder.verifyDeterministic();
      return null;
    } catch (Coder.NonDeterministicException e) {
      return e.getMessage() == null ? coder + " is not deterministic" : e.getMessage();
    }
  }

  public String name() {
    return name;
  }

  /** This output under another name, everything else shared. */
  public CapturedOutput<T> named(String name) {
    return new CapturedOutput<>(
        name, coder, windowingStrategy, declaredTrigger, elements, verdicts, notJudged);
  }

  public Coder<T> coder() {
    return coder;
  }

  public WindowingStrategy<?, ?> windowingStrategy() {
    return windowingStrategy;
  }

  /**
   * The trigger the user declared with {@code Window.triggering}, with the delays they wrote; the
   * strategy's own trigger is its continuation after a {@code GroupByKey}, which has none.
   */
  public Trigger declaredTrigger() {
    return declaredTrigger;
  }

  /** Every captured element, in arrival order. */
  public List<CapturedElement> elements() {
    return elements;
  }

  /**
   * Whether equal values always encode to equal bytes with this coder, so that elements can be
   * compared by their encoding (as Beam Go does) rather than by {@code equals}.
   */
  public boolean hasDeterministicCoder() {
    return nonDeterminism == null;
  }

  /** Why the coder is not deterministic, as Beam explains it; empty when it is. */
  public Optional<String> nonDeterminismReason() {
    return Optional.ofNullable(nonDeterminism);
  }

  /**
   * The captured elements of {@code window}, in arrival order; empty when nothing arrived in it.
   *
   * <p>Scopes that select by window should use this rather than scan {@link #elements()}: the index
   * is built once, on first use, so a scenario with one expectation per window costs time linear in
   * its output instead of windows times elements.
   */
  public List<CapturedElement> elementsIn(BoundedWindow window) {
    requireNonNull(window, "window");
    return windowIndex().getOrDefault(window, List.of());
  }

  /** Every window something arrived in, in the order of first arrival. */
  public Set<BoundedWindow> windows() {
    return windowIndex().keySet();
  }

  private Map<BoundedWindow, List<CapturedElement>> windowIndex() {
    Map<BoundedWindow, List<CapturedElement>> index = byWindow;
    if (index == null) {
      synchronized (this) {
        index = byWindow;
        if (index == null) {
          // Positions, not elements: four bytes an element, however the elements are kept.
          Map<BoundedWindow, Positions> building = new LinkedHashMap<>();
          for (int i = 0; i < elements.size(); i++) {
            building
                .computeIfAbsent(elements.get(i).window(), window -> new Positions(elements))
                .add(i);
          }
          Map<BoundedWindow, List<CapturedElement>> lists = new LinkedHashMap<>();
          building.forEach((window, positions) -> lists.put(window, positions.trimmed()));
          index = Collections.unmodifiableMap(lists);
          byWindow = index;
        }
      }
    }
    return index;
  }

  /** The elements at some positions of a list of elements, in order. */
  private static final class Positions extends AbstractList<CapturedElement>
      implements RandomAccess {
    private final List<CapturedElement> all;
    private int[] positions = new int[4];
    private int size;

    Positions(List<CapturedElement> all) {
      this.all = all;
    }

    void add(int position) {
      if (size == positions.length) {
        positions = Arrays.copyOf(positions, size * 2);
      }
      positions[size++] = position;
    }

    Positions trimmed() {
      positions = Arrays.copyOf(positions, size);
      return this;
    }

    @Override
    public CapturedElement get(int index) {
      if (index < 0 || index >= size) {
        throw new IndexOutOfBoundsException("Index " + index + " of " + size + " elements");
      }
      return all.get(positions[index]);
    }

    @Override
    public int size() {
      return size;
    }
  }

  /** Decodes one captured element of this output. */
  public T decode(CapturedElement element) {
    try {
      return CoderUtils.decodeFromByteArray(coder, element.encoded());
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot decode an element of output '" + name + "'", e);
    }
  }
}
