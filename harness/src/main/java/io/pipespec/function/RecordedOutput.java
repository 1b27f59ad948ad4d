package io.pipespec.function;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.TupleTag;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * Everything a harness's function emitted, to any of its outputs, in emission order: runner-core
 * hands each output here, and it is copied through its coder as a runner would pass it on.
 */
final class RecordedOutput {

  private final String fnName;
  private final Map<TupleTag<?>, Coder<?>> coders;
  private final List<OutputElement<?>> outputs = new ArrayList<>();

  RecordedOutput(HarnessSetup<?, ?> setup) {
    this.fnName = setup.fnName;
    this.coders = setup.outputCoders;
  }

  /** One element the function emitted to the output {@code tag}, in each of {@code windows}. */
  <T> void record(
      TupleTag<T> tag,
      T emitted,
      Instant timestamp,
      Collection<? extends BoundedWindow> windows,
      PaneInfo pane) {
    Coder<T> coder = coder(tag);
    if (coder == null) {
      throw new IllegalArgumentException(
          fnName
              + " emitted to output "
              + tag.getId()
              + ", which the harness does not know. Declare it with withAdditionalOutput(tag).");
    }
    T value = HarnessSetup.copyThroughCoder(coder, emitted, "output to " + tag.getId());
    for (BoundedWindow window : windows) {
      outputs.add(new OutputElement<>(tag, value, timestamp, window, pane));
    }
  }

  /** The coder of the output {@code tag}, or null when the harness does not know it. */
  @SuppressWarnings("unchecked") // Each tag was declared with its own coder.
  <T> @Nullable Coder<T> coder(TupleTag<T> tag) {
    return (Coder<T>) coders.get(tag);
  }

  /** Everything emitted to one output, in emission order. */
  @SuppressWarnings("unchecked") // Elements recorded under a tag have the tag's type.
  <T> List<OutputElement<T>> of(TupleTag<T> tag) {
    if (!coders.containsKey(tag)) {
      List<String> ids = new ArrayList<>();
      coders.keySet().forEach(known -> ids.add(known.getId()));
      throw new IllegalArgumentException(
          "The harness has no output "
              + tag.getId()
              + "; declare it with withAdditionalOutput(tag) on the builder. Its outputs are "
              + ids
              + ".");
    }
    List<OutputElement<T>> result = new ArrayList<>();
    for (OutputElement<?> output : outputs) {
      if (output.tag().equals(tag)) {
        result.add((OutputElement<T>) output);
      }
    }
    return Collections.unmodifiableList(result);
  }

  /** Everything emitted to any output, in emission order. */
  List<OutputElement<?>> all() {
    return Collections.unmodifiableList(new ArrayList<>(outputs));
  }

  /** How many outputs were recorded, to {@link #truncate} back to. */
  int size() {
    return outputs.size();
  }

  /** Forgets the outputs recorded after the first {@code size}: a failed attempt's. */
  void truncate(int size) {
    outputs.subList(Math.min(size, outputs.size()), outputs.size()).clear();
  }

  void clear() {
    outputs.clear();
  }
}
