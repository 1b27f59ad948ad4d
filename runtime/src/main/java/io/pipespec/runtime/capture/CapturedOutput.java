package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.WindowingStrategy;

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
  private final String nonDeterminism;
  private volatile Map<BoundedWindow, List<CapturedElement>> byWindow;

  public CapturedOutput(
      String name,
      Coder<T> coder,
      WindowingStrategy<?, ?> windowingStrategy,
      List<CapturedElement> elements) {
    this.name = requireNonNull(name, "name");
    this.coder = requireNonNull(coder, "coder");
    this.windowingStrategy = requireNonNull(windowingStrategy, "windowingStrategy");
    this.elements = Collections.unmodifiableList(requireNonNull(elements, "elements"));
    this.nonDeterminism = nonDeterminism(coder);
  }

  private static String nonDeterminism(Coder<?> coder) {
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

  public Coder<T> coder() {
    return coder;
  }

  public WindowingStrategy<?, ?> windowingStrategy() {
    return windowingStrategy;
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
          Map<BoundedWindow, List<CapturedElement>> building = new LinkedHashMap<>();
          for (CapturedElement element : elements) {
            building.computeIfAbsent(element.window(), window -> new ArrayList<>()).add(element);
          }
          building.replaceAll((window, inWindow) -> Collections.unmodifiableList(inWindow));
          index = Collections.unmodifiableMap(building);
          byWindow = index;
        }
      }
    }
    return index;
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
