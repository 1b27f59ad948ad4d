package io.pipespec.runtime.verdict.literal;

import io.pipespec.grammar.LiteralScalars;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.apache.beam.sdk.values.KV;
import org.jspecify.annotations.Nullable;

/**
 * Builds the tree of {@link Node}s for a type, once: by reflection on the type, in the processor's
 * order ({@code ParserFactory.forType}): String, the boxed primitives (and the primitives, for
 * record components), {@code KV}, {@code List}, enums, records, {@code java.time} and Joda {@code
 * Instant} and {@code Duration}, then a public static factory from text. Reading a line then only
 * walks the tree and calls constructors and factories.
 */
final class Readers {

  private static final Map<Class<?>, Node> SCALARS = new HashMap<>();

  static {
    SCALARS.put(String.class, ScalarNodes.Text.INSTANCE);
    SCALARS.put(
        Integer.class,
        ScalarNodes.Scalar.whole(
            "Integer", Integer.MIN_VALUE, Integer.MAX_VALUE, true, v -> (int) v));
    SCALARS.put(
        int.class,
        ScalarNodes.Scalar.whole("int", Integer.MIN_VALUE, Integer.MAX_VALUE, false, v -> (int) v));
    SCALARS.put(
        Long.class, ScalarNodes.Scalar.whole("Long", Long.MIN_VALUE, Long.MAX_VALUE, true, v -> v));
    SCALARS.put(
        long.class,
        ScalarNodes.Scalar.whole("long", Long.MIN_VALUE, Long.MAX_VALUE, false, v -> v));
    SCALARS.put(
        Short.class,
        ScalarNodes.Scalar.whole("Short", Short.MIN_VALUE, Short.MAX_VALUE, true, v -> (short) v));
    SCALARS.put(
        short.class,
        ScalarNodes.Scalar.whole("short", Short.MIN_VALUE, Short.MAX_VALUE, false, v -> (short) v));
    SCALARS.put(
        Byte.class,
        ScalarNodes.Scalar.whole("Byte", Byte.MIN_VALUE, Byte.MAX_VALUE, true, v -> (byte) v));
    SCALARS.put(
        byte.class,
        ScalarNodes.Scalar.whole("byte", Byte.MIN_VALUE, Byte.MAX_VALUE, false, v -> (byte) v));
    SCALARS.put(Double.class, ScalarNodes.Scalar.decimal("Double", false, true));
    SCALARS.put(double.class, ScalarNodes.Scalar.decimal("double", false, false));
    SCALARS.put(Float.class, ScalarNodes.Scalar.decimal("Float", true, true));
    SCALARS.put(float.class, ScalarNodes.Scalar.decimal("float", true, false));
    SCALARS.put(
        Character.class, new ScalarNodes.Scalar("Character", true, LiteralScalars::character));
    SCALARS.put(char.class, new ScalarNodes.Scalar("char", false, LiteralScalars::character));
    SCALARS.put(Boolean.class, new ScalarNodes.Scalar("Boolean", true, LiteralScalars::bool));
    SCALARS.put(boolean.class, new ScalarNodes.Scalar("boolean", false, LiteralScalars::bool));
    SCALARS.put(java.time.Instant.class, new ScalarNodes.Time("Instant", true, false));
    SCALARS.put(java.time.Duration.class, new ScalarNodes.Time("Duration", false, false));
    SCALARS.put(
        org.joda.time.Instant.class, new ScalarNodes.Time("org.joda.time.Instant", true, true));
    SCALARS.put(
        org.joda.time.Duration.class, new ScalarNodes.Time("org.joda.time.Duration", false, true));
  }

  /** Why a type has no literal form: where it sits, and why, phrased as a fix. */
  static final class Unsupported extends Exception {
    private static final long serialVersionUID = 1L;

    private final String type;
    private final String reason;
    private final List<String> within = new ArrayList<>();

    Unsupported(String type, String reason) {
      super(reason, null, false, false);
      this.type = type;
      this.reason = reason;
    }

    Unsupported within(String role) {
      within.add(role);
      return this;
    }

    /** As the processor says it: {@code Object (component o of Holder) has no literal form}. */
    String describe() {
      String where = within.isEmpty() ? "" : " (" + String.join(" in ", within) + ")";
      return type + where + " " + reason;
    }
  }

  private final Map<Type, Node> building = new HashMap<>();

  Node forType(Type type) throws Unsupported {
    return forType(type, Map.of());
  }

  /**
   * @param variables the type arguments of the generic records around {@code type}
   */
  private Node forType(Type type, Map<TypeVariable<?>, Type> variables) throws Unsupported {
    Type resolved = resolve(type, variables);
    String display = display(resolved);
    if (resolved instanceof Class<?> c) {
      Node known = SCALARS.get(c);
      if (known != null) {
        return known;
      }
      if (c.isArray() || c.isPrimitive()) {
        throw new Unsupported(display, "is not a class type; literals need a concrete type");
      }
      if (c.getTypeParameters().length > 0) {
        throw new Unsupported(display, raw(c));
      }
      if (c.isEnum()) {
        return new ScalarNodes.EnumConstant(display, c);
      }
      if (c.isRecord()) {
        return record(c, resolved, Map.of(), display);
      }
      Node factory = TextFactories.node(c, display);
      if (factory != null) {
        return factory;
      }
      throw new Unsupported(display, "has no literal form");
    }
    if (resolved instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw) {
      Type[] arguments = p.getActualTypeArguments();
      if (raw == KV.class) {
        Node key;
        try {
          key = forType(arguments[0], variables);
        } catch (Unsupported unsupported) {
          throw unsupported.within("the key of " + display);
        }
        Node value;
        try {
          value = forType(arguments[1], variables);
        } catch (Unsupported unsupported) {
          throw unsupported.within("the value of " + display);
        }
        return new CompositeNodes.Kv(display, key, value);
      }
      if (raw == List.class) {
        try {
          return new CompositeNodes.ListOf(display, forType(arguments[0], variables));
        } catch (Unsupported unsupported) {
          throw unsupported.within("the elements of " + display);
        }
      }
      if (raw.isRecord()) {
        if (Arrays.stream(arguments).anyMatch(Readers::hasWildcardOrVariable)) {
          throw new Unsupported(
              display,
              "has a wildcard or type variable among its type arguments, so it cannot be"
                  + " constructed; give it concrete type arguments");
        }
        Map<TypeVariable<?>, Type> own = new HashMap<>();
        TypeVariable<?>[] parameters = raw.getTypeParameters();
        for (int i = 0; i < parameters.length; i++) {
          own.put(parameters[i], arguments[i]);
        }
        return record(raw, resolved, own, display);
      }
      throw new Unsupported(display, "has no literal form");
    }
    throw new Unsupported(display, "is not a class type; literals need a concrete type");
  }

  private Node record(
      Class<?> record, Type type, Map<TypeVariable<?>, Type> variables, String display)
      throws Unsupported {
    Node inProgress = building.get(type);
    if (inProgress != null) {
      return inProgress;
    }
    RecordComponent[] components = record.getRecordComponents();
    Class<?>[] erased = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      erased[i] = components[i].getType();
    }
    MethodHandle constructor;
    try {
      Constructor<?> canonical = record.getDeclaredConstructor(erased);
      canonical.setAccessible(true);
      constructor =
          MethodHandles.lookup()
              .unreflectConstructor(canonical)
              .asType(MethodType.methodType(Object.class, erased))
              .asSpreader(Object[].class, components.length);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new Unsupported(
          display,
          "has a canonical constructor that the runtime cannot call ("
              + e.getClass().getSimpleName()
              + "); make the record and its constructor public");
    }
    ScalarNodes.Deferred deferred = new ScalarNodes.Deferred(display);
    building.put(type, deferred);
    try {
      List<String> names = new ArrayList<>();
      List<Node> nodes = new ArrayList<>();
      for (RecordComponent component : components) {
        try {
          nodes.add(forType(component.getGenericType(), variables));
        } catch (Unsupported unsupported) {
          throw unsupported.within("component " + component.getName() + " of " + display);
        }
        names.add(component.getName());
      }
      Node node = new CompositeNodes.RecordOf(display, constructor, names, nodes);
      deferred.resolve(node);
      return node;
    } finally {
      building.remove(type);
    }
  }

  /** Whether {@code type} is one of the scalar types the literal syntax knows by name. */
  static boolean isScalar(Class<?> type) {
    return SCALARS.containsKey(type);
  }

  private static Type resolve(Type type, Map<TypeVariable<?>, Type> variables) {
    if (type instanceof TypeVariable<?> variable) {
      Type bound = variables.get(variable);
      return bound == null ? type : bound;
    }
    if (type instanceof ParameterizedType p && !variables.isEmpty()) {
      Type[] arguments = p.getActualTypeArguments();
      Type[] resolved = new Type[arguments.length];
      boolean changed = false;
      for (int i = 0; i < arguments.length; i++) {
        resolved[i] = resolve(arguments[i], variables);
        changed |= resolved[i] != arguments[i];
      }
      return changed ? new Parameterized(p.getRawType(), p.getOwnerType(), resolved) : p;
    }
    return type;
  }

  private static boolean hasWildcardOrVariable(Type type) {
    if (type instanceof WildcardType || type instanceof TypeVariable<?>) {
      return true;
    }
    return type instanceof ParameterizedType p
        && Arrays.stream(p.getActualTypeArguments()).anyMatch(Readers::hasWildcardOrVariable);
  }

  /** A type as a user writes it in messages: simple names, {@code KV<String, Integer>}. */
  static String display(Type type) {
    if (type instanceof Class<?> c) {
      if (c.isArray()) {
        return display(c.getComponentType()) + "[]";
      }
      if (c == org.joda.time.Instant.class || c == org.joda.time.Duration.class) {
        return c.getName();
      }
      return c.getSimpleName();
    }
    if (type instanceof ParameterizedType p) {
      return display(p.getRawType())
          + Arrays.stream(p.getActualTypeArguments())
              .map(Readers::display)
              .collect(Collectors.joining(", ", "<", ">"));
    }
    if (type instanceof GenericArrayType array) {
      return display(array.getGenericComponentType()) + "[]";
    }
    return type.getTypeName();
  }

  /** Why a raw type has no literal form, as the processor says it. */
  private static String raw(Class<?> type) {
    String parameters =
        Arrays.stream(type.getTypeParameters())
            .map(TypeVariable::getName)
            .collect(Collectors.joining(", "));
    String example;
    if (type == KV.class) {
      example = "KV<String, Long>";
    } else if (type == List.class) {
      example = "List<String>";
    } else {
      example = type.getSimpleName() + "<" + parameters + "> with concrete types";
    }
    return "is a raw type: it is declared without its type arguments ("
        + type.getSimpleName()
        + "<"
        + parameters
        + ">), so the parts of a literal have no type to be read as; declare it with them, such"
        + " as "
        + example;
  }

  /** A parameterized type with type variables replaced, equal to the JDK's own. */
  private static final class Parameterized implements ParameterizedType {
    private final Type rawType;
    private final @Nullable Type ownerType;
    private final Type[] arguments;

    Parameterized(Type rawType, @Nullable Type ownerType, Type[] arguments) {
      this.rawType = rawType;
      this.ownerType = ownerType;
      this.arguments = arguments.clone();
    }

    @Override
    public Type[] getActualTypeArguments() {
      return arguments.clone();
    }

    @Override
    public Type getRawType() {
      return rawType;
    }

    @Override
    public @Nullable Type getOwnerType() {
      return ownerType;
    }

    @Override
    public boolean equals(@Nullable Object other) {
      return other instanceof ParameterizedType p
          && rawType.equals(p.getRawType())
          && Objects.equals(ownerType, p.getOwnerType())
          && Arrays.equals(arguments, p.getActualTypeArguments());
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(arguments) ^ Objects.hashCode(ownerType) ^ rawType.hashCode();
    }

    @Override
    public String getTypeName() {
      return display(this);
    }

    @Override
    public String toString() {
      return display(this);
    }
  }
}
