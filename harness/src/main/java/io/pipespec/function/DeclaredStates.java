package io.pipespec.function;

import static java.util.Objects.requireNonNull;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.apache.beam.runners.core.StateTag;
import org.apache.beam.runners.core.StateTags;
import org.apache.beam.sdk.coders.CannotProvideCoderException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.state.BagState;
import org.apache.beam.sdk.state.CombiningState;
import org.apache.beam.sdk.state.MapState;
import org.apache.beam.sdk.state.MultimapState;
import org.apache.beam.sdk.state.OrderedListState;
import org.apache.beam.sdk.state.SetState;
import org.apache.beam.sdk.state.State;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.reflect.DoFnSignature;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.jspecify.annotations.Nullable;

/**
 * The state a {@code DoFn} declares with {@code @StateId}, and how the harness reads and writes
 * each kind as plain Java values. Reading and writing go through Beam's own {@link State} objects,
 * bound by runner-core's {@link StateTags}, so what the harness sees is what the function sees.
 */
final class DeclaredStates {

  private final String fnName;
  private final Map<String, DoFnSignature.StateDeclaration> declarations;
  private final Map<String, StateTag<? extends State>> tags = new LinkedHashMap<>();

  DeclaredStates(
      DoFn<?, ?> fn, DoFnSignature signature, CoderRegistry registry, Coder<?> inputCoder) {
    this.fnName = fn.getClass().getName();
    this.declarations = signature.stateDeclarations();
    for (DoFnSignature.StateDeclaration declaration : declarations.values()) {
      StateSpec<?> spec = specOf(fn, declaration);
      // A pipeline does this in ParDo.expand; without a pipeline the harness must, or any spec
      // declared without an explicit coder fails to bind.
      spec.offerCoders(codersFor(declaration, registry, inputCoder));
      try {
        spec.finishSpecifying();
      } catch (IllegalStateException e) {
        throw new IllegalArgumentException(
            "Cannot infer a coder for state '"
                + declaration.id()
                + "' of "
                + fnName
                + " ("
                + declaration.stateType()
                + "). Give the coder in the StateSpec, for example StateSpecs.value(VarLongCoder.of()),"
                + " or register one with the builder's withCoderRegistry(registry).",
            e);
      }
      tags.put(declaration.id(), tagFor(declaration.id(), spec));
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static StateTag<? extends State> tagFor(String id, StateSpec<?> spec) {
    return StateTags.tagForSpec(id, (StateSpec) spec);
  }

  private static StateSpec<?> specOf(DoFn<?, ?> fn, DoFnSignature.StateDeclaration declaration) {
    try {
      declaration.field().setAccessible(true);
      return (StateSpec<?>) declaration.field().get(fn);
    } catch (IllegalAccessException e) {
      throw new IllegalArgumentException(
          "Cannot read the StateSpec field " + declaration.field() + "; make it accessible.", e);
    }
  }

  private static Coder<?>[] codersFor(
      DoFnSignature.StateDeclaration declaration, CoderRegistry registry, Coder<?> inputCoder) {
    Type stateType = declaration.stateType().getType();
    if (!(stateType instanceof ParameterizedType parameterized)) {
      return new Coder<?>[0];
    }
    Type[] arguments = parameterized.getActualTypeArguments();
    Coder<?>[] coders = new Coder<?>[arguments.length];
    for (int i = 0; i < arguments.length; i++) {
      TypeDescriptor<?> argument = TypeDescriptor.of(arguments[i]);
      try {
        coders[i] = registry.getCoder(argument);
      } catch (CannotProvideCoderException e) {
        coders[i] = coderFromInput(registry, argument, inputCoder);
      }
    }
    return coders;
  }

  // Deprecated in Beam, but still its only way to infer a type argument's coder from the input's.
  @SuppressWarnings({"unchecked", "rawtypes", "deprecation"})
  private static @Nullable Coder<?> coderFromInput(
      CoderRegistry registry, TypeDescriptor<?> argument, Coder<?> inputCoder) {
    try {
      return registry.getCoder(
          (TypeDescriptor) argument, inputCoder.getEncodedTypeDescriptor(), (Coder) inputCoder);
    } catch (CannotProvideCoderException | RuntimeException ignored) {
      // Not every type argument has a coder (a CombineFn's accumulator, for example); the spec
      // says so itself in finishSpecifying when it really needs one.
      return null;
    }
  }

  /** The ids of all declared states, in declaration order. */
  List<String> ids() {
    return new ArrayList<>(declarations.keySet());
  }

  /** The tag of a declared state; fails with the list of declared ids when there is none. */
  StateTag<? extends State> tag(String stateId) {
    StateTag<? extends State> tag = tags.get(stateId);
    if (tag == null) {
      throw new IllegalArgumentException(
          fnName
              + " declares no state '"
              + stateId
              + "'. "
              + (declarations.isEmpty()
                  ? "It declares no state at all; add a @StateId(\"" + stateId + "\") field."
                  : "Use one of the ids of its @StateId fields: " + declarations.keySet() + "."));
    }
    return tag;
  }

  TypeDescriptor<?> typeOf(String stateId) {
    tag(stateId);
    return requireNonNull(declarations.get(stateId), stateId).stateType();
  }

  /**
   * The contents of a state as a plain value: the value of a {@link ValueState} (null when unset),
   * a list for {@link BagState} and {@link OrderedListState} (of {@link TimestampedValue}, in
   * timestamp order), a set for {@link SetState}, a map for {@link MapState}, a map of lists for
   * {@link MultimapState}, the output of a {@link CombiningState}.
   */
  static Object read(State state) {
    if (state instanceof ValueState<?> value) {
      return value.read();
    } else if (state instanceof CombiningState<?, ?, ?> combining) {
      return combining.read();
    } else if (state instanceof OrderedListState<?> orderedList) {
      return listOf(orderedList.read());
    } else if (state instanceof BagState<?> bag) {
      return listOf(bag.read());
    } else if (state instanceof SetState<?> set) {
      LinkedHashSet<Object> values = new LinkedHashSet<>();
      set.read().forEach(values::add);
      return values;
    } else if (state instanceof MapState<?, ?> map) {
      LinkedHashMap<Object, Object> values = new LinkedHashMap<>();
      map.entries().read().forEach(entry -> values.put(entry.getKey(), entry.getValue()));
      return values;
    } else if (state instanceof MultimapState<?, ?> multimap) {
      LinkedHashMap<Object, List<Object>> values = new LinkedHashMap<>();
      multimap
          .entries()
          .read()
          .forEach(
              entry ->
                  values
                      .computeIfAbsent(entry.getKey(), k -> new ArrayList<>())
                      .add(entry.getValue()));
      return values;
    }
    throw new UnsupportedOperationException(
        "The harness cannot read state of kind " + state.getClass().getName());
  }

  /** Whether a state holds nothing, as far as the function could tell. */
  static boolean isEmpty(State state) {
    if (state instanceof ValueState<?> value) {
      return value.read() == null;
    } else if (state instanceof CombiningState<?, ?, ?> combining) {
      return combining.isEmpty().read();
    } else if (state instanceof OrderedListState<?> orderedList) {
      return orderedList.isEmpty().read();
    } else if (state instanceof BagState<?> bag) {
      return bag.isEmpty().read();
    } else if (state instanceof SetState<?> set) {
      return set.isEmpty().read();
    } else if (state instanceof MapState<?, ?> map) {
      return map.isEmpty().read();
    } else if (state instanceof MultimapState<?, ?> multimap) {
      return multimap.isEmpty().read();
    }
    return false;
  }

  private static List<Object> listOf(Iterable<?> values) {
    List<Object> list = new ArrayList<>();
    values.forEach(list::add);
    return list;
  }

  /**
   * Replaces the contents of a state. Every element is checked against the state's declared type
   * first, so a wrong value fails here, with the state named, rather than as a ClassCastException
   * inside the function later.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  void write(String stateId, State state, Object contents) {
    TypeDescriptor<?> type = typeOf(stateId);
    if (contents == null) {
      state.clear();
      return;
    }
    if (state instanceof ValueState value) {
      check(stateId, type, ValueState.class, 0, contents, "a value");
      value.write(contents);
    } else if (state instanceof CombiningState combining) {
      check(stateId, type, CombiningState.class, 1, contents, "an accumulator");
      combining.clear();
      combining.addAccum(contents);
    } else if (state instanceof OrderedListState orderedList) {
      Iterable<?> values = iterable(stateId, type, contents, "TimestampedValue elements");
      List<TimestampedValue<?>> checked = new ArrayList<>();
      for (Object element : values) {
        if (!(element instanceof TimestampedValue<?> timestamped)) {
          throw wrongType(stateId, type, element, "TimestampedValue.of(value, timestamp)");
        }
        check(stateId, type, OrderedListState.class, 0, timestamped.getValue(), "an element");
        checked.add(timestamped);
      }
      orderedList.clear();
      checked.forEach(orderedList::add);
    } else if (state instanceof BagState bag) {
      Iterable<?> values = iterable(stateId, type, contents, "elements");
      values.forEach(element -> check(stateId, type, BagState.class, 0, element, "an element"));
      bag.clear();
      values.forEach(bag::add);
    } else if (state instanceof SetState set) {
      Iterable<?> values = iterable(stateId, type, contents, "elements");
      values.forEach(element -> check(stateId, type, SetState.class, 0, element, "an element"));
      set.clear();
      values.forEach(set::add);
    } else if (state instanceof MapState map) {
      Map<?, ?> entries = map(stateId, type, contents);
      entries.forEach(
          (k, v) -> {
            check(stateId, type, MapState.class, 0, k, "a map key");
            check(stateId, type, MapState.class, 1, v, "a map value");
          });
      map.clear();
      entries.forEach(map::put);
    } else if (state instanceof MultimapState multimap) {
      Map<?, ?> entries = map(stateId, type, contents);
      entries.forEach(
          (k, vs) -> {
            check(stateId, type, MultimapState.class, 0, k, "a multimap key");
            if (!(vs instanceof Iterable<?> values)) {
              throw wrongType(stateId, type, vs, "an Iterable of the values for key " + k);
            }
            values.forEach(v -> check(stateId, type, MultimapState.class, 1, v, "a value"));
          });
      multimap.clear();
      entries.forEach((k, vs) -> ((Iterable<?>) vs).forEach(v -> multimap.put(k, v)));
    } else {
      throw new UnsupportedOperationException(
          "The harness cannot write state '" + stateId + "' of kind " + type);
    }
  }

  private Iterable<?> iterable(
      String stateId, TypeDescriptor<?> type, Object contents, String what) {
    if (!(contents instanceof Iterable<?> values)) {
      throw wrongType(stateId, type, contents, "an Iterable (a List, for example) of " + what);
    }
    return values;
  }

  private Map<?, ?> map(String stateId, TypeDescriptor<?> type, Object contents) {
    if (!(contents instanceof Map<?, ?> entries)) {
      throw wrongType(stateId, type, contents, "a Map");
    }
    return entries;
  }

  private void check(
      String stateId,
      TypeDescriptor<?> type,
      Class<? extends State> kind,
      int typeArgument,
      Object value,
      String what) {
    TypeVariable<?> variable = kind.getTypeParameters()[typeArgument];
    Class<?> expected = type.resolveType(variable).getRawType();
    if (value != null && !expected.equals(Object.class) && !boxed(expected).isInstance(value)) {
      throw wrongType(stateId, type, value, what + " of type " + expected.getName());
    }
  }

  private static Class<?> boxed(Class<?> type) {
    if (!type.isPrimitive()) {
      return type;
    }
    return java.lang.invoke.MethodType.methodType(type).wrap().returnType();
  }

  private IllegalArgumentException wrongType(
      String stateId, TypeDescriptor<?> type, Object value, String expected) {
    return new IllegalArgumentException(
        "State '"
            + stateId
            + "' of "
            + fnName
            + " is a "
            + type
            + "; it cannot hold "
            + (value == null ? "null" : value.getClass().getName() + " " + value)
            + ". Pass "
            + expected
            + ".");
  }
}
