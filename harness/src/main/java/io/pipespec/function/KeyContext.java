package io.pipespec.function;

import java.util.LinkedHashSet;
import java.util.Set;
import org.apache.beam.runners.core.InMemoryStateInternals;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.joda.time.Instant;

/** Everything the harness keeps for one key: its state, its timers, the windows it was seen in. */
final class KeyContext<K> {

  final K key;
  final InMemoryStateInternals<K> state;
  final KeyTimers timers;

  /** Every window the key had an element, a timer or a written state in, in first-seen order. */
  final Set<BoundedWindow> windows = new LinkedHashSet<>();

  KeyContext(K key, Instant watermark, Instant processingTime) {
    this.key = key;
    this.state = InMemoryStateInternals.forKey(key);
    this.timers = new KeyTimers(watermark, processingTime);
  }
}
