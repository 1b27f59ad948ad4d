package io.pipespec.runtime.verdict.literal;

import io.pipespec.grammar.LiteralScalars;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
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

  /**
   * A number, boolean or character: {@code read} gives the value of a text, or why it is none, as
   * {@link LiteralScalars} reads it for the processor.
   */
  static final class Scalar extends Node {
    private final boolean nullable;
    private final Function<String, LiteralScalars.Read<?>> read;

    Scalar(String display, boolean nullable, Function<String, LiteralScalars.Read<?>> read) {
      super(display);
      this.nullable = nullable;
      this.read = read;
    }

    /** A whole number type between {@code min} and {@code max}, boxed by {@code box}. */
    static Scalar whole(
        String display, long min, long max, boolean nullable, LongFunction<Object> box) {
      return new Scalar(
          display,
          nullable,
          text -> {
            LiteralScalars.Read<Long> read = LiteralScalars.whole(text, min, max);
            Long value = read.value();
            return value == null ? read : new LiteralScalars.Read<>(box.apply(value), null);
          });
    }

    /** {@code Double}, {@code Float} and their primitives. */
    static Scalar decimal(String display, boolean isFloat, boolean nullable) {
      return new Scalar(
          display,
          nullable,
          text -> {
            LiteralScalars.Read<Double> read = LiteralScalars.decimal(text, isFloat, display);
            Double value = read.value();
            return value == null || !isFloat
                ? read
                : new LiteralScalars.Read<>(value.floatValue(), null);
          });
    }

    @Override
    Object read(String text, int at) {
      LiteralScalars.Read<?> result = read.apply(text);
      Object value = result.value();
      if (value == null) {
        throw fail(text, String.valueOf(result.error()), at);
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
