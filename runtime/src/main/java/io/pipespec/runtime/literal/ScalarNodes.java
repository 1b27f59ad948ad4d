package io.pipespec.runtime.literal;

import io.pipespec.grammar.LiteralScalars;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import org.jspecify.annotations.Nullable;

/** The nodes of the scalar types, reading what {@link LiteralScalars} reads. */
final class ScalarNodes {

  private ScalarNodes() {}

  /** {@code String}: the text itself. */
  static final class Text extends Node {
    static final Text INSTANCE = new Text();

    private Text() {
      super("String");
    }

    @Override
    Object read(String text, int at) {
      return text;
    }

    @Override
    boolean isText() {
      return true;
    }
  }

  /** A whole number type. */
  static final class Whole extends Node {
    private final long min;
    private final long max;
    private final boolean nullable;
    private final LongFunction<Object> box;

    Whole(String display, long min, long max, boolean nullable, LongFunction<Object> box) {
      super(display);
      this.min = min;
      this.max = max;
      this.nullable = nullable;
      this.box = box;
    }

    @Override
    Object read(String text, int at) {
      LiteralScalars.Read<Long> read = LiteralScalars.whole(text, min, max);
      Long value = read.value();
      if (value == null) {
        throw fail(text, String.valueOf(read.error()), at);
      }
      return box.apply(value);
    }

    @Override
    boolean isNullable() {
      return nullable;
    }
  }

  /** {@code Double}, {@code Float} and their primitives. */
  static final class Decimal extends Node {
    private final boolean isFloat;
    private final boolean nullable;

    Decimal(String display, boolean isFloat, boolean nullable) {
      super(display);
      this.isFloat = isFloat;
      this.nullable = nullable;
    }

    @Override
    Object read(String text, int at) {
      LiteralScalars.Read<Double> read = LiteralScalars.decimal(text, isFloat, display());
      Double value = read.value();
      if (value == null) {
        throw fail(text, String.valueOf(read.error()), at);
      }
      return isFloat ? (Object) value.floatValue() : value;
    }

    @Override
    boolean isNullable() {
      return nullable;
    }
  }

  /** {@code Boolean} and {@code boolean}. */
  static final class Bool extends Node {
    private final boolean nullable;

    Bool(String display, boolean nullable) {
      super(display);
      this.nullable = nullable;
    }

    @Override
    Object read(String text, int at) {
      LiteralScalars.Read<Boolean> read = LiteralScalars.bool(text);
      Boolean value = read.value();
      if (value == null) {
        throw fail(text, String.valueOf(read.error()), at);
      }
      return value;
    }

    @Override
    boolean isNullable() {
      return nullable;
    }
  }

  /** {@code Character} and {@code char}. */
  static final class Char extends Node {
    private final boolean nullable;

    Char(String display, boolean nullable) {
      super(display);
      this.nullable = nullable;
    }

    @Override
    Object read(String text, int at) {
      LiteralScalars.Read<Character> read = LiteralScalars.character(text);
      Character value = read.value();
      if (value == null) {
        throw fail(text, String.valueOf(read.error()), at);
      }
      return value;
    }

    @Override
    boolean isNullable() {
      return nullable;
    }
  }

  /** An enum: the name of one of its constants, exactly as declared. */
  static final class EnumConstant extends Node {
    private final Map<String, Object> constants = new HashMap<>();
    private final String reason;

    EnumConstant(String display, Class<?> type) {
      super(display);
      Object[] values = type.getEnumConstants();
      List<String> names = new java.util.ArrayList<>();
      for (Object value : values == null ? new Object[0] : values) {
        String name = ((Enum<?>) value).name();
        constants.put(name, value);
        names.add(name);
      }
      this.reason = LiteralScalars.notAConstant(display, names);
    }

    @Override
    Object read(String text, int at) {
      Object constant = constants.get(text);
      if (constant == null) {
        throw fail(text, reason, at);
      }
      return constant;
    }
  }

  /** {@code java.time} and Joda {@code Instant} and {@code Duration}, in ISO-8601. */
  static final class Time extends Node {
    private final boolean isInstant;
    private final boolean isJoda;

    Time(String display, boolean isInstant, boolean isJoda) {
      super(display);
      this.isInstant = isInstant;
      this.isJoda = isJoda;
    }

    @Override
    Object read(String text, int at) {
      if (isInstant) {
        LiteralScalars.Read<java.time.Instant> read = LiteralScalars.instant(text, isJoda);
        java.time.Instant value = read.value();
        if (value == null) {
          throw fail(text, String.valueOf(read.error()), at);
        }
        return isJoda ? org.joda.time.Instant.ofEpochMilli(value.toEpochMilli()) : value;
      }
      LiteralScalars.Read<java.time.Duration> read = LiteralScalars.duration(text, isJoda);
      java.time.Duration value = read.value();
      if (value == null) {
        throw fail(text, String.valueOf(read.error()), at);
      }
      return isJoda ? org.joda.time.Duration.millis(value.toMillis()) : value;
    }
  }

  /** Stands for the node of a recursive type while it is being built. */
  static final class Deferred extends Node {
    private @Nullable Node target;

    Deferred(String display) {
      super(display);
    }

    void resolve(Node target) {
      this.target = target;
    }

    private Node target() {
      Node node = target;
      if (node == null) {
        throw new IllegalStateException(
            "The reader of " + display() + " was used before it was built");
      }
      return node;
    }

    @Override
    @Nullable Object read(String text, int at) {
      return target().read(text, at);
    }

    @Override
    boolean isComposite() {
      return target().isComposite();
    }

    @Override
    boolean readsQuotedParts() {
      return target().readsQuotedParts();
    }
  }
}
