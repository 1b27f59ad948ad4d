package io.pipespec.runtime.explore;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.WindowingStrategy.AccumulationMode;
import org.jspecify.annotations.Nullable;

/**
 * What an output settles to in each window, whatever panes it came in: all panes together when they
 * discard; when they accumulate, the last pane of each key, since a runner numbers each key's panes
 * on its own (key a may fire #0 and #1 while key b fires only #0). Two runs whose outputs settle
 * alike differ only in how the output was cut into panes, which Beam's model lets arrival order
 * decide.
 *
 * <p>Accumulating panes settle only where each element's key can be read: the output is made of
 * {@code KV}s, and no key has two elements in one pane (else its keys are not the ones its panes
 * are numbered by, or a step after the grouping emits several elements per key, and the last pane
 * of a key is not its settled result). Otherwise what it settles to is {@link Settling#UNKNOWN}:
 * never taken for alike.
 */
final class SettledOutput {

  /** How two outputs compare once settled. */
  enum Settling {
    /** They settle to the same elements in every window. */
    SAME,
    /** What they settle to differs in some window. */
    DIFFERENT,
    /** What one of them settles to cannot be told: its panes accumulate and its keys are unread. */
    UNKNOWN
  }

  /** Stands for the key of an element that is not a {@code KV}, or that no grouping fired. */
  private static final Object NO_KEY = new Object();

  private SettledOutput() {}

  /** Whether {@code a} and {@code b} settle to the same elements in every window. */
  static Settling compare(CapturedOutput<?> a, CapturedOutput<?> b) {
    Optional<Map<BoundedWindow, Map<ByteBuffer, Integer>>> settledA = settled(a);
    Optional<Map<BoundedWindow, Map<ByteBuffer, Integer>>> settledB = settled(b);
    if (settledA.isEmpty() || settledB.isEmpty()) {
      return Settling.UNKNOWN;
    }
    return settledA.get().equals(settledB.get()) ? Settling.SAME : Settling.DIFFERENT;
  }

  /**
   * Per window, how often each encoded element is in what the output settles to; empty when that
   * cannot be told.
   */
  private static Optional<Map<BoundedWindow, Map<ByteBuffer, Integer>>> settled(
      CapturedOutput<?> output) {
    boolean accumulating =
        output.windowingStrategy().getMode() == AccumulationMode.ACCUMULATING_FIRED_PANES;
    Map<BoundedWindow, Map<ByteBuffer, Integer>> settled = new HashMap<>();
    for (BoundedWindow window : output.windows()) {
      List<CapturedElement> elements = output.elementsIn(window);
      Map<ByteBuffer, Integer> counts = new HashMap<>();
      if (accumulating) {
        Optional<List<CapturedElement>> lastPanes = lastPaneOfEachKey(output, elements);
        if (lastPanes.isEmpty()) {
          return Optional.empty();
        }
        lastPanes.get().forEach(element -> count(counts, element));
      } else {
        elements.forEach(element -> count(counts, element));
      }
      settled.put(window, counts);
    }
    return Optional.of(settled);
  }

  /**
   * Of one window's {@code elements}, those in the last pane their key fired, and those that no
   * grouping fired; empty when a fired element's key cannot be read, or a key has two elements in
   * one pane.
   */
  private static Optional<List<CapturedElement>> lastPaneOfEachKey(
      CapturedOutput<?> output, List<CapturedElement> elements) {
    Map<Object, Long> last = new HashMap<>();
    Set<List<Object>> firings = new HashSet<>();
    List<Object> keys = new ArrayList<>(elements.size());
    for (CapturedElement element : elements) {
      if (!fired(element.pane())) {
        keys.add(NO_KEY);
        continue;
      }
      Object key = key(output, element);
      if (key == NO_KEY || !firings.add(Arrays.asList(key, element.pane().getIndex()))) {
        return Optional.empty();
      }
      keys.add(key);
      last.merge(key, element.pane().getIndex(), Math::max);
    }
    List<CapturedElement> kept = new ArrayList<>();
    for (int i = 0; i < elements.size(); i++) {
      Long lastPane = last.get(keys.get(i));
      if (lastPane == null || lastPane == elements.get(i).pane().getIndex()) {
        kept.add(elements.get(i));
      }
    }
    return Optional.of(kept);
  }

  /**
   * The key of {@code element}: its encoding when the output's key coder is deterministic, else the
   * decoded key (compared by {@code equals}); {@link #NO_KEY} for an element that is not a {@code
   * KV}.
   */
  private static Object key(CapturedOutput<?> output, CapturedElement element) {
    if (output.coder() instanceof KvCoder<?, ?> kv && isDeterministic(kv.getKeyCoder())) {
      return ByteBuffer.wrap(encodedKey(kv.getKeyCoder(), element.encoded()));
    }
    Object value = output.decode(element);
    return value instanceof KV<?, ?> pair ? new DecodedKey(pair.getKey()) : NO_KEY;
  }

  /** A key compared by {@code equals}, null included. */
  private record DecodedKey(@Nullable Object key) {}

  /**
   * The bytes of the key at the start of a {@code KvCoder}'s encoding: the key coder reads them.
   */
  private static byte[] encodedKey(Coder<?> keyCoder, byte[] encoded) {
    ByteArrayInputStream in = new ByteArrayInputStream(encoded);
    try {
      keyCoder.decode(in);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the key of an element", e);
    }
    return Arrays.copyOf(encoded, encoded.length - in.available());
  }

  private static boolean isDeterministic(Coder<?> coder) {
    try {
      coder.verifyDeterministic();
      return true;
    } catch (Coder.NonDeterministicException e) {
      return false;
    }
  }

  /**
   * Whether a grouping fired {@code pane}; an element that never passed one ({@link
   * PaneInfo#NO_FIRING}) is in no pane to settle and is always kept.
   */
  private static boolean fired(PaneInfo pane) {
    return pane.getTiming() != PaneInfo.Timing.UNKNOWN;
  }

  private static void count(Map<ByteBuffer, Integer> counts, CapturedElement element) {
    counts.merge(ByteBuffer.wrap(element.encoded()), 1, Integer::sum);
  }
}
