package io.pipespec.processor.model;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * A Java type as generated code writes it, described as plain data so that models never hold
 * compiler types or code: validators make it from a {@code TypeMirror}, writers turn it into code.
 */
@API(status = API.Status.INTERNAL)
public sealed interface JavaType {

  /** The wrapper class of a primitive type; every other type is returned as it is. */
  default JavaType boxed() {
    return this;
  }

  /**
   * A class or interface type, with its type arguments.
   *
   * @param type the class
   * @param arguments its type arguments, empty when it has none (or is raw)
   * @param enclosing the parameterised type that encloses an inner (non-static) class, such as
   *     {@code Outer<String>} of {@code Outer<String>.Inner}; empty otherwise
   */
  record Declared(ClassRef type, List<JavaType> arguments, Optional<Declared> enclosing)
      implements JavaType {
    public Declared {
      arguments = List.copyOf(arguments);
    }

    /** A class without type arguments. */
    public static Declared of(ClassRef type) {
      return new Declared(type, List.of(), Optional.empty());
    }

    /** A class with type arguments, not nested in a parameterised type. */
    public static Declared of(ClassRef type, List<JavaType> arguments) {
      return new Declared(type, arguments, Optional.empty());
    }
  }

  /**
   * A primitive type.
   *
   * @param keyword {@code int}, {@code long}, ... as written in Java
   */
  record Primitive(String keyword) implements JavaType {
    private static final Map<String, String> WRAPPERS =
        Map.of(
            "boolean", "Boolean",
            "byte", "Byte",
            "short", "Short",
            "int", "Integer",
            "long", "Long",
            "char", "Character",
            "float", "Float",
            "double", "Double");

    public Primitive {
      if (!WRAPPERS.containsKey(keyword)) {
        throw new IllegalArgumentException("Not a primitive type: " + keyword);
      }
    }

    @Override
    public JavaType boxed() {
      // The constructor refuses a keyword without a wrapper.
      return Declared.of(ClassRef.of("java.lang", requireNonNull(WRAPPERS.get(keyword))));
    }
  }

  /** An array type. */
  record Array(JavaType component) implements JavaType {}

  /**
   * A wildcard type argument: {@code ?}, {@code ? extends T} or {@code ? super T}.
   *
   * @param extendsBound the upper bound, when written
   * @param superBound the lower bound, when written
   */
  record Wildcard(Optional<JavaType> extendsBound, Optional<JavaType> superBound)
      implements JavaType {}

  /** A type variable, by name. */
  record Variable(String name) implements JavaType {}
}
