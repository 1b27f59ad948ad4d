package io.pipespec.runtime.verdict.shape;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.schemas.Schema;
import org.apache.beam.sdk.schemas.SchemaCoder;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.Sessions;
import org.apache.beam.sdk.transforms.windowing.SlidingWindows;
import org.apache.beam.sdk.transforms.windowing.WindowFn;
import org.apache.beam.sdk.values.WindowingStrategy;

/**
 * Text of coders, windowing strategies and classes that is the same in every run of the same code:
 * never an object's identity hash ({@code Object.toString}), a lambda's generated class name or a
 * schema's random id, which Beam's own {@code toString}s may hold.
 */
final class StableText {

  private static final String BEAM = "org.apache.beam.";
  private static final Pattern IDENTITY_HASH = Pattern.compile("@[0-9a-f]{4,8}\\b");
  private static final Pattern LAMBDA = Pattern.compile("\\$\\$Lambda[^ ,)\\]}]*");

  private StableText() {}

  /**
   * A class's name: without the package for Beam's own ({@code ParDo$MultiOutput}), whole for the
   * user's; a lambda's as {@code Outer$$Lambda}, without the number the JVM gave it.
   */
  static String className(Class<?> type) {
    String name = type.getName();
    if (name.startsWith(BEAM)) {
      name = name.substring(type.getPackageName().length() + 1);
    }
    return scrub(name);
  }

  /**
   * A coder: its class and, in parentheses, its components, such as {@code KvCoder(StringUtf8Coder,
   * VarLongCoder)}; a {@code SerializableCoder} names the class it serializes, a {@code
   * SchemaCoder} its fields.
   */
  static String coder(Coder<?> coder) {
    StringBuilder text = new StringBuilder(className(coder.getClass()));
    List<String> parts = new ArrayList<>();
    if (coder instanceof SerializableCoder<?> serializable) {
      parts.add(serializable.getRecordType().getName());
    } else if (coder instanceof SchemaCoder<?> schemaCoder) {
      for (Schema.Field field : schemaCoder.getSchema().getFields()) {
        parts.add(
            field.getName()
                + ": "
                + field.getType().getTypeName()
                + (Boolean.TRUE.equals(field.getType().getNullable()) ? "?" : ""));
      }
    } else {
      List<? extends Coder<?>> components;
      try {
        components = coder.getCoderArguments();
      } catch (RuntimeException e) {
        components = List.of();
      }
      for (Coder<?> component : components) {
        parts.add(component == null ? "?" : coder(component));
      }
    }
    if (!parts.isEmpty()) {
      text.append('(').append(String.join(", ", parts)).append(')');
    }
    return text.toString();
  }

  /**
   * A windowing strategy: its window function with its sizes, trigger, accumulation mode, allowed
   * lateness and timestamp combiner, such as {@code FixedWindows(size PT60S, offset PT0S), trigger
   * DefaultTrigger, DISCARDING_FIRED_PANES, allowed lateness PT0S, timestamps END_OF_WINDOW}.
   */
  static String windowing(WindowingStrategy<?, ?> strategy) {
    return windowFn(strategy.getWindowFn())
        + ", trigger "
        + scrub(String.valueOf(strategy.getTrigger()))
        + ", "
        + strategy.getMode()
        + ", allowed lateness "
        + strategy.getAllowedLateness()
        + ", timestamps "
        + strategy.getTimestampCombiner();
  }

  private static String windowFn(WindowFn<?, ?> fn) {
    if (fn instanceof GlobalWindows) {
      return "GlobalWindows";
    }
    if (fn instanceof FixedWindows fixed) {
      return "FixedWindows(size " + fixed.getSize() + ", offset " + fixed.getOffset() + ")";
    }
    if (fn instanceof SlidingWindows sliding) {
      return "SlidingWindows(size "
          + sliding.getSize()
          + ", period "
          + sliding.getPeriod()
          + ", offset "
          + sliding.getOffset()
          + ")";
    }
    if (fn instanceof Sessions sessions) {
      return "Sessions(gap " + sessions.getGapDuration() + ")";
    }
    return className(fn.getClass());
  }

  /** {@code text} without identity hashes and lambdas' numbers. */
  static String scrub(String text) {
    return IDENTITY_HASH.matcher(LAMBDA.matcher(text).replaceAll("\\$\\$Lambda")).replaceAll("");
  }
}
