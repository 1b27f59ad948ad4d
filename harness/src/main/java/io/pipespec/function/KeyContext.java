package io.pipespec.function;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.beam.runners.core.TimerInternals.TimerData;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.joda.time.Instant;

/** Everything the harness keeps for one key: its state, its timers, the windows it was seen in. */
final class KeyContext<K> {

  final K key;
  final KeyState<K> state;
  final KeyTimers timers;

  /** Every window the key had an element, a timer or a written state in, in first-seen order. */
  final Set<BoundedWindow> windows = new LinkedHashSet<>();

  KeyContext(K key, Instant watermark, Instant processingTime) {
    this.key = key;
    this.state = new KeyState<>(key);
    this.timers = new KeyTimers(watermark, processingTime);
  }

  /** What the key held before a bundle attempt touched it, to put back if the attempt fails. */
  record Saved(List<KeyState.Saved> states, List<TimerData> timers, Set<BoundedWindow> windows) {}

  Saved save() {
    return new Saved(state.save(), timers.pending(), new LinkedHashSet<>(windows));
  }

  /** Puts back what the key held when {@code saved} was taken. */
  void restore(Saved saved) {
    state.restore(saved.states());
    timers.restore(saved.timers());
    windows.clear();
    windows.addAll(saved.windows());
  }
}
