package io.pipespec.runtime.verdict.expect;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.beam.sdk.values.KV;
import org.jspecify.annotations.Nullable;

/**
 * The fields in which two values differ, for a difference by key: {@code total 12.0 -> 12.5, status
 * PAID -> <null>}. Records of one class are compared component by component and {@code KV}s by key
 * and value, named by dotted paths ({@code customer.name ann -> bob}); anything else (lists, maps,
 * other objects) is compared whole with {@code equals}. Values are written in the literal syntax.
 */
final class FieldChanges {

  private FieldChanges() {}

  /** The changes from {@code expected} to {@code actual}, in component order; none if equal. */
  static List<String> of(@Nullable Object expected, @Nullable Object actual) {
    List<String> changes = new ArrayList<>();
    changes(changes, "", expected, actual);
    return changes;
  }

  private static void changes(
      List<String> changes, String at, @Nullable Object expected, @Nullable Object actual) {
    if (Objects.equals(expected, actual)) {
      return;
    }
    if (expected != null
        && actual != null
        && expected.getClass() == actual.getClass()
        && expected.getClass().isRecord()) {
      RecordComponent[] components = expected.getClass().getRecordComponents();
      List<String> inner = new ArrayList<>();
      try {
        for (RecordComponent component : components) {
          Method accessor = component.getAccessor();
          accessor.setAccessible(true);
          changes(
              inner,
              join(at, component.getName()),
              accessor.invoke(expected),
              accessor.invoke(actual));
        }
        changes.addAll(inner);
        return;
      } catch (ReflectiveOperationException | RuntimeException e) {
        // A record that cannot be read: compared whole below.
      }
    }
    if (expected instanceof KV<?, ?> left && actual instanceof KV<?, ?> right) {
      changes(changes, join(at, "key"), left.getKey(), right.getKey());
      changes(changes, join(at, "value"), left.getValue(), right.getValue());
      return;
    }
    changes.add(
        (at.isEmpty() ? "" : at + " ")
            + Rendering.part(expected)
            + " -> "
            + Rendering.part(actual));
  }

  private static String join(String at, String name) {
    return at.isEmpty() ? name : at + "." + name;
  }
}
