package io.pipespec.function;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.beam.runners.core.SideInputReader;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.PCollectionView;
import org.apache.beam.sdk.values.TupleTag;

/**
 * Side inputs whose value the test gives directly: the value a {@code DoFn} reads from {@code
 * sideInput(view)}, the same in every window.
 */
// A view's tag is how Beam's own readers identify it (getTagInternal is deprecated for users, not
// for runners).
@SuppressWarnings("deprecation")
final class GivenSideInputs implements SideInputReader {

  private final Map<TupleTag<?>, Object> values = new LinkedHashMap<>();

  <T> void put(PCollectionView<T> view, T value) {
    values.put(view.getTagInternal(), value);
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> T get(PCollectionView<T> view, BoundedWindow window) {
    if (!values.containsKey(view.getTagInternal())) {
      throw new IllegalArgumentException(
          "The function read side input "
              + view.getTagInternal().getId()
              + " that the harness was not given. Add .withSideInput(view, value) to the builder.");
    }
    return (T) values.get(view.getTagInternal());
  }

  @Override
  public <T> boolean contains(PCollectionView<T> view) {
    return values.containsKey(view.getTagInternal());
  }

  @Override
  public boolean isEmpty() {
    return values.isEmpty();
  }
}
