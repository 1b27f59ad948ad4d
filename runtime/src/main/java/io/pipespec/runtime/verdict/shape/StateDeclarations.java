package io.pipespec.runtime.verdict.shape;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.TypeVariable;
import org.apache.beam.sdk.coders.CannotProvideCoderException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.state.BagState;
import org.apache.beam.sdk.state.CombiningState;
import org.apache.beam.sdk.state.MapState;
import org.apache.beam.sdk.state.MultimapState;
import org.apache.beam.sdk.state.OrderedListState;
import org.apache.beam.sdk.state.SetState;
import org.apache.beam.sdk.state.State;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.reflect.DoFnSignature;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.jspecify.annotations.Nullable;

/**
 * The state and timer declarations of a {@code DoFn}, read from the specs in its fields: a state's
 * kind and coder through {@link StateSpec#match} (or inferred from its declared type when the spec
 * has none), a timer's time domain from its {@link TimerSpec}.
 */
final class StateDeclarations {

  private StateDeclarations() {}

  /** A state's kind and coder, as its spec says, or inferred from its type when it has none. */
  static JobShape.State state(
      String id, DoFnSignature.StateDeclaration declaration, DoFn<?, ?> fn, CoderRegistry coders) {
    StateSpec<?> spec;
    try {
      Field field = declaration.field();
      field.setAccessible(true);
      spec = (StateSpec<?>) field.get(fn);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return new JobShape.State(
          id, "unknown", "unknown (its field cannot be read: " + e + ")", false);
    }
    if (spec == null) {
      return new JobShape.State(id, "unknown", "unknown (its field is null)", false);
    }
    SpecCoder read;
    try {
      read = spec.match(new SpecCases());
    } catch (RuntimeException e) {
      return new JobShape.State(id, "unknown", "unknown (" + e.getMessage() + ")", false);
    }
    if (read.coder() != null) {
      return new JobShape.State(
          id, read.kind(), StableText.coder(read.coder()), declaredWithout(fn, declaration));
    }
    return new JobShape.State(id, read.kind(), inferred(declaration.stateType(), coders), true);
  }

  /**
   * Whether the declaration gives no coder, so that Beam inferred the one the spec holds once the
   * pipeline was built (Beam sets it in place): told from a fresh instance of the function, made by
   * its constructor without parameters; false when it has none.
   */
  private static boolean declaredWithout(
      DoFn<?, ?> fn, DoFnSignature.StateDeclaration declaration) {
    try {
      Constructor<?> constructor = fn.getClass().getDeclaredConstructor();
      constructor.setAccessible(true);
      Object fresh = constructor.newInstance();
      Object spec = declaration.field().get(fresh);
      return spec instanceof StateSpec<?> unbuilt && unbuilt.match(new SpecCases()).coder() == null;
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return false;
    }
  }

  /**
   * The coder Beam would infer for a state of {@code stateType}, such as {@code BagState<Long>}.
   */
  private static String inferred(TypeDescriptor<? extends State> stateType, CoderRegistry coders) {
    Class<?> raw = stateType.getRawType();
    TypeVariable<?> variable =
        BagState.class.isAssignableFrom(raw)
            ? BagState.class.getTypeParameters()[0]
            : ValueState.class.isAssignableFrom(raw)
                ? ValueState.class.getTypeParameters()[0]
                : SetState.class.isAssignableFrom(raw)
                    ? SetState.class.getTypeParameters()[0]
                    : OrderedListState.class.isAssignableFrom(raw)
                        ? OrderedListState.class.getTypeParameters()[0]
                        : CombiningState.class.isAssignableFrom(raw)
                            ? CombiningState.class.getTypeParameters()[1]
                            : MapState.class.isAssignableFrom(raw)
                                ? MapState.class.getTypeParameters()[1]
                                : MultimapState.class.isAssignableFrom(raw)
                                    ? MultimapState.class.getTypeParameters()[1]
                                    : null;
    if (variable == null) {
      return "unknown (" + stateType + " has no coder Pipespec can infer)";
    }
    TypeDescriptor<?> type = stateType.resolveType(variable);
    try {
      return StableText.coder(coders.getCoder(type));
    } catch (CannotProvideCoderException e) {
      return "unknown (Beam infers it from " + type + " when the pipeline runs)";
    }
  }

  /** A timer's id as its {@code @TimerId} gives it, without the prefix Beam's signature adds. */
  static String unprefixed(String id, String prefix) {
    return id.startsWith(prefix) ? id.substring(prefix.length()) : id;
  }

  static JobShape.Timer timer(String id, Field field, DoFn<?, ?> fn, String prefix) {
    try {
      field.setAccessible(true);
      Object spec = field.get(fn);
      return new JobShape.Timer(
          id,
          prefix
              + (spec instanceof TimerSpec timer
                  ? String.valueOf(timer.getTimeDomain())
                  : "unknown domain"));
    } catch (ReflectiveOperationException | RuntimeException e) {
      return new JobShape.Timer(id, prefix + "unknown domain");
    }
  }

  /** A state spec's kind and the coder of its values (of a map's values); null when it has none. */
  private record SpecCoder(String kind, @Nullable Coder<?> coder) {}

  private static final class SpecCases implements StateSpec.Cases<SpecCoder> {
    @Override
    public SpecCoder dispatchValue(Coder<?> valueCoder) {
      return new SpecCoder("value", valueCoder);
    }

    @Override
    public SpecCoder dispatchBag(Coder<?> elementCoder) {
      return new SpecCoder("bag", elementCoder);
    }

    @Override
    public SpecCoder dispatchOrderedList(Coder<?> elementCoder) {
      return new SpecCoder("orderedList", elementCoder);
    }

    @Override
    public SpecCoder dispatchCombining(Combine.CombineFn<?, ?, ?> combineFn, Coder<?> accumCoder) {
      return new SpecCoder("combining", accumCoder);
    }

    @Override
    public SpecCoder dispatchMap(Coder<?> keyCoder, Coder<?> valueCoder) {
      return new SpecCoder("map", pair(keyCoder, valueCoder));
    }

    @Override
    public SpecCoder dispatchSet(Coder<?> elementCoder) {
      return new SpecCoder("set", elementCoder);
    }

    @Override
    public SpecCoder dispatchMultimap(Coder<?> keyCoder, Coder<?> valueCoder) {
      return new SpecCoder("multimap", pair(keyCoder, valueCoder));
    }

    /** A map's keys and values, as one coder; null when either has none. */
    private static @Nullable Coder<?> pair(@Nullable Coder<?> keys, @Nullable Coder<?> values) {
      return keys == null || values == null ? null : KvCoder.of(keys, values);
    }
  }
}
