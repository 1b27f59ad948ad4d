package io.pipespec.engine.report;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.jspecify.annotations.Nullable;

/**
 * How many keys the elements of a pane marker are of, in an output of {@code KV}s: each key fires
 * its own panes, numbered from #0, so one marker stands for the firings of as many keys. An output
 * of other elements has keys the page cannot read, and gets no count.
 */
final class PaneKeys {

  /** Above this many elements in a marker, keys are not counted: the page stays cheap. */
  static final int COUNTED = 10_000;

  private final @Nullable Coder<?> keyCoder;

  PaneKeys(CapturedOutput<?> output) {
    this.keyCoder =
        output.coder() instanceof KvCoder<?, ?> kv && deterministic(kv.getKeyCoder())
            ? kv.getKeyCoder()
            : null;
  }

  /** The number of distinct keys of {@code elements}, when the output is keyed. */
  OptionalInt count(List<CapturedElement> elements) {
    Coder<?> coder = keyCoder;
    if (coder == null || elements.size() > COUNTED) {
      return OptionalInt.empty();
    }
    // A KvCoder writes the key first: its bytes are the key, told apart as a grouping tells keys
    // apart, without decoding the values.
    Set<ByteBuffer> keys = new HashSet<>();
    for (CapturedElement element : elements) {
      byte[] bytes = element.encoded();
      ByteArrayInputStream in = new ByteArrayInputStream(bytes);
      try {
        coder.decode(in);
      } catch (IOException | RuntimeException e) {
        return OptionalInt.empty();
      }
      keys.add(ByteBuffer.wrap(bytes, 0, bytes.length - in.available()));
    }
    return OptionalInt.of(keys.size());
  }

  /** Equal keys have equal bytes only with a deterministic coder. */
  private static boolean deterministic(Coder<?> coder) {
    try {
      coder.verifyDeterministic();
      return true;
    } catch (Coder.NonDeterministicException e) {
      return false;
    }
  }
}
