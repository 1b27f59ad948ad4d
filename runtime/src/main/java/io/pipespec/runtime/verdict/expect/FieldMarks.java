package io.pipespec.runtime.verdict.expect;

import io.pipespec.runtime.verdict.literal.LiteralText;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.beam.sdk.values.KV;
import org.jspecify.annotations.Nullable;

/**
 * The two elements of a changed key written side by side as parts of their text, the fields that
 * differ marked: for the expected record {@code id=17, total=12.0} against the actual {@code id=17,
 * total=12.5}, the expected side is the text of the record with only {@code 12.0} marked. The
 * fields are those {@link FieldChanges} names (records of one class component by component, a
 * {@code KV} by key and value, anything else whole); the text is the literal syntax of {@link
 * Rendering}, so the parts joined read as the message writes the element.
 */
final class FieldMarks {

  /** Where a value stands in its element's text, which decides how a {@code String} is quoted. */
  private enum Level {
    /** The whole element. */
    TOP,
    /** The key or value of a top-level {@code KV}. */
    KV_PART,
    /** Inside a record or list. */
    NESTED
  }

  private final List<KeyedDiff.Span> expected = new ArrayList<>();
  private final List<KeyedDiff.Span> actual = new ArrayList<>();

  private FieldMarks() {}

  /** {@code expectedValue} and {@code actualValue} in parts, what differs marked. */
  static FieldMarks of(@Nullable Object expectedValue, @Nullable Object actualValue) {
    FieldMarks marks = new FieldMarks();
    marks.compare(expectedValue, actualValue, Level.TOP);
    if (marks.expected.stream().noneMatch(KeyedDiff.Span::changed)
        && marks.actual.stream().noneMatch(KeyedDiff.Span::changed)) {
      // Equal by equals field by field, yet not equal elements (by their encoded bytes): the
      // difference is the whole element.
      marks.expected.clear();
      marks.actual.clear();
      marks.expected.add(new KeyedDiff.Span(text(expectedValue, Level.TOP), true));
      marks.actual.add(new KeyedDiff.Span(text(actualValue, Level.TOP), true));
    }
    return marks;
  }

  List<KeyedDiff.Span> expected() {
    return expected;
  }

  List<KeyedDiff.Span> actual() {
    return actual;
  }

  private void compare(@Nullable Object left, @Nullable Object right, Level level) {
    if (Objects.equals(left, right)) {
      both(text(left, level));
      return;
    }
    if (left instanceof Record leftRecord
        && right instanceof Record rightRecord
        && left.getClass() == right.getClass()) {
      List<Pair> parts = components(leftRecord, rightRecord);
      if (parts != null) {
        RecordComponent[] components = left.getClass().getRecordComponents();
        both("{");
        for (int i = 0; i < components.length; i++) {
          both((i == 0 ? "" : ", ") + components[i].getName() + "=");
          compare(parts.get(i).left(), parts.get(i).right(), Level.NESTED);
        }
        both("}");
        return;
      }
    }
    if (left instanceof KV<?, ?> leftKv
        && right instanceof KV<?, ?> rightKv
        && (leftKv.getKey() instanceof KV) == (rightKv.getKey() instanceof KV)) {
      Level part = level == Level.NESTED ? Level.NESTED : Level.KV_PART;
      boolean parenthesised = leftKv.getKey() instanceof KV;
      both(parenthesised ? "(" : "");
      compare(leftKv.getKey(), rightKv.getKey(), part);
      both((parenthesised ? ")" : "") + "=");
      compare(leftKv.getValue(), rightKv.getValue(), part);
      return;
    }
    add(expected, text(left, level), true);
    add(actual, text(right, level), true);
  }

  /** Each component's pair of values, or null when a record cannot be read. */
  private static @Nullable List<Pair> components(Record left, Record right) {
    List<Pair> parts = new ArrayList<>();
    try {
      for (RecordComponent component : left.getClass().getRecordComponents()) {
        Method accessor = component.getAccessor();
        accessor.setAccessible(true);
        parts.add(new Pair(accessor.invoke(left), accessor.invoke(right)));
      }
      return parts;
    } catch (ReflectiveOperationException | RuntimeException e) {
      // A record that cannot be read: compared whole, as FieldChanges does.
      return null;
    }
  }

  /** One component's values on the two sides. */
  private record Pair(@Nullable Object left, @Nullable Object right) {}

  private void both(String text) {
    add(expected, text, false);
    add(actual, text, false);
  }

  /** Appends {@code text}, joined to the last part when that is marked alike. */
  private static void add(List<KeyedDiff.Span> spans, String text, boolean changed) {
    if (text.isEmpty()) {
      return;
    }
    int last = spans.size() - 1;
    if (last >= 0 && spans.get(last).changed() == changed) {
      spans.set(last, new KeyedDiff.Span(spans.get(last).text() + text, changed));
    } else {
      spans.add(new KeyedDiff.Span(text, changed));
    }
  }

  private static String text(@Nullable Object value, Level level) {
    String text =
        switch (level) {
          case TOP -> LiteralText.forMessage(value);
          case KV_PART -> LiteralText.forMessagePart(value, false);
          case NESTED -> LiteralText.forMessagePart(value);
        };
    String printable = Rendering.printable(text);
    return printable.length() <= Rendering.MAX_VALUE_LENGTH
        ? printable
        : printable.substring(0, Rendering.MAX_VALUE_LENGTH)
            + "... ("
            + (printable.length() - Rendering.MAX_VALUE_LENGTH)
            + " more characters)";
  }
}
