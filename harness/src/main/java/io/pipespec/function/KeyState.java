package io.pipespec.function;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.beam.runners.core.InMemoryStateInternals;
import org.apache.beam.runners.core.StateNamespace;
import org.apache.beam.runners.core.StateTag;
import org.apache.beam.sdk.state.BagState;
import org.apache.beam.sdk.state.CombiningState;
import org.apache.beam.sdk.state.MapState;
import org.apache.beam.sdk.state.MultimapState;
import org.apache.beam.sdk.state.OrderedListState;
import org.apache.beam.sdk.state.SetState;
import org.apache.beam.sdk.state.State;
import org.apache.beam.sdk.state.StateContexts;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.state.WatermarkHoldState;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Instant;

/**
 * The state of one key: Beam's {@link InMemoryStateInternals}, which can also be saved and put back
 * as it was, for a bundle attempt that fails ({@link BundleAttempt}). Saving copies each state in
 * use with Beam's own {@code InMemoryState.copy()}; putting back clears the key and writes each
 * copy into a newly bound state of the same tag, so that runner-core binds the same objects as
 * before.
 */
final class KeyState<K> extends InMemoryStateInternals<K> {

  /** One state in use, copied: where it was, by which tag, and its detached copy. */
  record Saved(StateNamespace namespace, StateTag<? extends State> tag, State copy) {}

  KeyState(K key) {
    super(key);
  }

  /** A copy of every state this key holds something in. */
  @SuppressWarnings({"unchecked", "rawtypes"}) // StateTable hands out its tags raw.
  List<Saved> save() {
    List<Saved> saved = new ArrayList<>();
    for (StateNamespace namespace : inMemoryState.getNamespacesInUse()) {
      for (Map.Entry<StateTag, State> entry : inMemoryState.getTagsInUse(namespace).entrySet()) {
        InMemoryState<?> state = (InMemoryState<?>) entry.getValue();
        if (!state.isCleared()) {
          saved.add(new Saved(namespace, entry.getKey(), (State) state.copy()));
        }
      }
    }
    return saved;
  }

  /** Puts this key's state back to {@code saved}: whatever it held since is gone. */
  void restore(List<Saved> saved) {
    clear();
    for (Saved state : saved) {
      // Beam binds a state's context only for a CombineFnWithContext, whose copy is bound already.
      transfer(state.copy(), state(state.namespace(), state.tag(), StateContexts.nullContext()));
    }
  }

  /** Writes the contents of {@code from} into {@code to}, an empty state of the same kind. */
  @SuppressWarnings({"unchecked", "rawtypes"}) // The copy and the new state share one tag.
  private static void transfer(State from, State to) {
    if (from instanceof ValueState value) {
      ((ValueState) to).write(value.read());
    } else if (from instanceof CombiningState combining) {
      ((CombiningState) to).addAccum(combining.getAccum());
    } else if (from instanceof OrderedListState orderedList) {
      for (Object element : (Iterable<?>) orderedList.read()) {
        ((OrderedListState) to).add((TimestampedValue) element);
      }
    } else if (from instanceof BagState bag) {
      for (Object element : (Iterable<?>) bag.read()) {
        ((BagState) to).add(element);
      }
    } else if (from instanceof SetState set) {
      for (Object element : (Iterable<?>) set.read()) {
        ((SetState) to).add(element);
      }
    } else if (from instanceof MapState map) {
      for (Object entry : (Iterable<?>) map.entries().read()) {
        Map.Entry pair = (Map.Entry) entry;
        ((MapState) to).put(pair.getKey(), pair.getValue());
      }
    } else if (from instanceof MultimapState multimap) {
      for (Object entry : (Iterable<?>) multimap.entries().read()) {
        Map.Entry pair = (Map.Entry) entry;
        ((MultimapState) to).put(pair.getKey(), pair.getValue());
      }
    } else if (from instanceof WatermarkHoldState hold) {
      Instant held = hold.read();
      if (held != null) {
        ((WatermarkHoldState) to).add(held);
      }
    } else {
      throw new UnsupportedOperationException(
          "The harness cannot put back state of kind "
              + from.getClass().getName()
              + " after a failed bundle attempt");
    }
  }
}
