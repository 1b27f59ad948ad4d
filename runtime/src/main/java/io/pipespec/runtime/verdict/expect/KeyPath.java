package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.beam.sdk.values.KV;
import org.jspecify.annotations.Nullable;

/**
 * The key of {@code @ExpectContains(key = "...")}: a dotted path from an element to the value that
 * identifies it. Each step names a component of a record, or {@code key} or {@code value} of a
 * {@code KV}: {@code "id"}, {@code "customer.id"}, {@code "key"}, {@code "value.orderId"}. A null
 * met on the way makes the key null. The processor checks the path against the element type at
 * compile time; this class checks it again against the values, for values supplied from code.
 */
final class KeyPath {

  /**
   * Record accessors by class and component name, in component order, so that reflection is looked
   * up once per class rather than once per element.
   */
  private static final ConcurrentHashMap<Class<?>, Map<String, Method>> ACCESSORS =
      new ConcurrentHashMap<>();

  private final String text;
  private final List<String> steps;

  private KeyPath(String text, List<String> steps) {
    this.text = text;
    this.steps = steps;
  }

  /** The path {@code text}, such as {@code "customer.id"}. */
  static KeyPath of(String text) {
    requireNonNull(text, "text");
    List<String> steps = Arrays.asList(text.split("\\.", -1));
    for (String step : steps) {
      if (step.isEmpty()) {
        throw new IllegalArgumentException(
            "The key path \"" + text + "\" has an empty step: write names joined by single dots");
      }
    }
    return new KeyPath(text, List.copyOf(steps));
  }

  /**
   * Whether the changes of an element are read from its value: a {@code KV} keyed by its own key
   * reads as a map entry.
   */
  boolean isKvKey() {
    return steps.size() == 1 && steps.get(0).equals("key");
  }

  /** The key of {@code element}. */
  @Nullable Object of(@Nullable Object element) {
    Object current = element;
    for (int i = 0; i < steps.size() && current != null; i++) {
      current = step(current, steps.get(i), i);
    }
    return current;
  }

  private Object step(Object value, String step, int index) {
    if (value instanceof KV<?, ?> kv) {
      return switch (step) {
        case "key" -> kv.getKey();
        case "value" -> kv.getValue();
        default -> throw wrong(step, index, "names neither key nor value of a KV");
      };
    }
    Class<?> type = value.getClass();
    Map<String, Method> accessors = ACCESSORS.get(type);
    if (accessors == null) {
      if (!type.isRecord()) {
        throw wrong(
            step,
            index,
            "cannot be read from a " + type.getName() + ", which is neither a record nor a KV");
      }
      accessors = ACCESSORS.computeIfAbsent(type, KeyPath::accessors);
    }
    Method accessor = accessors.get(step);
    if (accessor == null) {
      throw wrong(
          step,
          index,
          "names no component of "
              + type.getSimpleName()
              + "; its components are "
              + String.join(", ", accessors.keySet()));
    }
    try {
      return accessor.invoke(value);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IllegalArgumentException(
          "The key path \""
              + text
              + "\" cannot read "
              + step
              + " of a "
              + type.getName()
              + ": "
              + e,
          e);
    }
  }

  private static Map<String, Method> accessors(Class<?> type) {
    Map<String, Method> accessors = new LinkedHashMap<>();
    for (RecordComponent component : type.getRecordComponents()) {
      Method accessor = component.getAccessor();
      try {
        accessor.setAccessible(true);
      } catch (RuntimeException e) {
        // A record of a module that does not open it: invoking says so, with the path.
      }
      accessors.put(component.getName(), accessor);
    }
    return Collections.unmodifiableMap(accessors);
  }

  private IllegalArgumentException wrong(String step, int index, String why) {
    String at = index == 0 ? "" : " (after " + String.join(".", steps.subList(0, index)) + ")";
    return new IllegalArgumentException(
        "The key path \"" + text + "\": " + step + at + " " + why + ".");
  }

  @Override
  public String toString() {
    return text;
  }
}
