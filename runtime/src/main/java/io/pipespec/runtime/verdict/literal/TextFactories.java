package io.pipespec.runtime.verdict.literal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.apache.beam.sdk.values.KV;
import org.jspecify.annotations.Nullable;

/**
 * The types the literal syntax has no grammar for but that declare a factory from text ({@code
 * valueOf}, {@code parse}, {@code of} or {@code fromString}, found as the processor finds it): read
 * with that factory ({@link Readers}), and written with their {@code toString} ({@link
 * LiteralText}), which the factory must read back as an equal value.
 */
final class TextFactories {

  /** The factories from text, in the processor's order of preference. */
  static final List<String> FACTORY_METHODS = List.of("valueOf", "parse", "of", "fromString");

  // Looked up once per class: writing a million elements of one type reflects on it once.
  private static final ClassValue<Optional<MethodHandle>> FACTORIES =
      new ClassValue<>() {
        @Override
        protected Optional<MethodHandle> computeValue(Class<?> type) {
          return handle(type);
        }
      };

  private TextFactories() {}

  /** Whether {@code value} has no grammar of its own but a factory from text. */
  static boolean isFactoryValue(Object value) {
    Class<?> type = value.getClass();
    return !(value instanceof Enum || value instanceof KV || value instanceof List)
        && FACTORIES.get(type).isPresent();
  }

  /**
   * {@code value}'s text, checked to read back: its factory must give an equal value, or two values
   * could be written alike.
   */
  static String text(Object value) {
    Class<?> type = value.getClass();
    Optional<MethodHandle> factory = FACTORIES.get(type);
    if (factory.isEmpty()) {
      throw LiteralText.cannot(
          type.getName()
              + " has no literal form: it is not a type the literal syntax knows, and it has no"
              + " public static valueOf(String), parse(String), of(String) or fromString(String)"
              + " returning it");
    }
    String text = Objects.requireNonNullElse(safeToString(value), "");
    Object back;
    try {
      back = (Object) factory.get().invokeExact(text);
    } catch (Throwable e) {
      throw LiteralText.cannot(
          "the factory of "
              + type.getName()
              + " refuses its toString `"
              + text
              + "` ("
              + e.getClass().getName()
              + ")");
    }
    if (!value.equals(back)) {
      throw LiteralText.cannot(
          "the factory of "
              + type.getName()
              + " reads its toString `"
              + text
              + "` back as a different value, so the line would not stand for it");
    }
    return text;
  }

  private static @Nullable String safeToString(Object value) {
    try {
      return value.toString();
    } catch (RuntimeException e) {
      throw LiteralText.cannot(
          "the toString of " + value.getClass().getName() + " threw " + e.getClass().getName());
    }
  }

  /** The node of the first factory from text that {@code type} declares, or null. */
  static @Nullable Node node(Class<?> type, String display) {
    for (String name : FACTORY_METHODS) {
      Optional<MethodHandle> handle = handle(type, name);
      if (handle.isPresent()) {
        return new CompositeNodes.Factory(display, handle.get(), display + "." + name);
      }
    }
    return null;
  }

  /**
   * The first factory from text that {@code type} declares, of type {@code (String)Object}, when
   * {@code type} has no grammar of its own; empty otherwise.
   */
  static Optional<MethodHandle> handle(Class<?> type) {
    if (type.getTypeParameters().length > 0
        || type.isEnum()
        || type.isRecord()
        || type.isArray()
        || type.isPrimitive()
        || Readers.isScalar(type)
        || type == KV.class
        || List.class.isAssignableFrom(type)) {
      return Optional.empty();
    }
    for (String name : FACTORY_METHODS) {
      Optional<MethodHandle> handle = handle(type, name);
      if (handle.isPresent()) {
        return handle;
      }
    }
    return Optional.empty();
  }

  /**
   * The public static method {@code name} of {@code type} itself that takes one String ({@code
   * CharSequence} for {@code parse}), has no type parameters, throws no checked exception and
   * returns {@code type}, as the processor finds it.
   */
  private static Optional<MethodHandle> handle(Class<?> type, String name) {
    for (Method method : type.getDeclaredMethods()) {
      int modifiers = method.getModifiers();
      if (!method.getName().equals(name)
          || !Modifier.isPublic(modifiers)
          || !Modifier.isStatic(modifiers)
          || method.getTypeParameters().length != 0
          || method.getParameterCount() != 1
          || method.isVarArgs()
          || method.getGenericReturnType() != type
          || Arrays.stream(method.getExceptionTypes()).anyMatch(TextFactories::isChecked)) {
        continue;
      }
      Class<?> parameter = method.getParameterTypes()[0];
      if (parameter == String.class || (name.equals("parse") && parameter == CharSequence.class)) {
        try {
          method.setAccessible(true);
          return Optional.of(
              MethodHandles.lookup()
                  .unreflect(method)
                  .asType(MethodType.methodType(Object.class, String.class)));
        } catch (ReflectiveOperationException | RuntimeException e) {
          // Not callable from here (a class in a module that does not open it).
          return Optional.empty();
        }
      }
    }
    return Optional.empty();
  }

  private static boolean isChecked(Class<?> thrown) {
    return !RuntimeException.class.isAssignableFrom(thrown)
        && !Error.class.isAssignableFrom(thrown);
  }
}
