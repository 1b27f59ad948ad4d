package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import io.pipespec.runtime.capture.CapturedElement;
import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * A failed difference by key ({@code @ExpectContains(key = ...)}, {@code @ExpectSnapshot(key =
 * ...)}) as data, for reports that show it side by side: one row per key that differs, with the
 * expected and the actual side as parts of their text, the fields that changed marked. The message
 * says the same in words; this is built by the same comparison, so the two never disagree on which
 * keys changed, are missing, unexpected or repeated.
 *
 * @param keyPath the key path as written ({@code customer.id})
 * @param rows the first {@link #KEPT} keys that differ, in the order the comparison met them
 * @param total how many keys differ
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record KeyedDiff(String keyPath, List<Row> rows, long total) {

  /** At most this many rows are kept, as many keys as a message lists of each kind. */
  public static final int KEPT = 50;

  /**
   * At most this many values, and places where they arrived, are kept on one side of a row, as many
   * as a message's line of a repeated key shows.
   */
  static final int VALUES = 3;

  public KeyedDiff {
    requireNonNull(keyPath, "keyPath");
    rows = List.copyOf(rows);
  }

  /** How a key differs. */
  public enum Kind {
    /** One element of the key on each side: only some fields differ. */
    CHANGED,
    /** Expected, never arrived: the actual side is empty. */
    MISSING,
    /** Arrived, never expected: the expected side is empty. */
    UNEXPECTED,
    /** The key repeats, so its elements are not paired: both sides as they are, none marked. */
    REPEATED
  }

  /**
   * A part of a value's text in the literal syntax (escaped as messages escape it, not for HTML).
   *
   * @param changed whether this part differs from the other side: a changed field's value, or a
   *     whole value that is compared whole
   */
  public record Span(String text, boolean changed) {
    public Span {
      requireNonNull(text, "text");
    }
  }

  /**
   * One key that differs.
   *
   * @param kind how it differs
   * @param key the key's value in the literal syntax
   * @param expected the expected element(s) of the key left unmatched; empty when none
   * @param actual the elements of the key that arrived unmatched; empty when none
   * @param arrived where those elements arrived (window, pane, timestamp), up to a few
   */
  public record Row(
      Kind kind,
      String key,
      List<Span> expected,
      List<Span> actual,
      List<CapturedElement> arrived) {
    public Row {
      requireNonNull(kind, "kind");
      requireNonNull(key, "key");
      expected = List.copyOf(expected);
      actual = List.copyOf(actual);
      arrived = List.copyOf(arrived);
    }
  }

  /** Collects the rows as the comparison classifies its keys; rows beyond {@link #KEPT} count. */
  static final class Builder {
    private final List<Row> rows = new ArrayList<>();
    private long total;

    /**
     * Adds a key whose elements {@code expected} and {@code actual} were left unmatched (the actual
     * ones arrived as {@code arrived}); {@code paired} is false when the key repeats.
     */
    void add(
        @Nullable Object key,
        boolean paired,
        List<?> expected,
        List<?> actual,
        List<CapturedElement> arrived) {
      if (total++ >= KEPT) {
        return;
      }
      Kind kind =
          !paired
              ? Kind.REPEATED
              : actual.isEmpty()
                  ? Kind.MISSING
                  : expected.isEmpty() ? Kind.UNEXPECTED : Kind.CHANGED;
      List<CapturedElement> places = arrived.subList(0, Math.min(VALUES, arrived.size()));
      if (kind == Kind.CHANGED) {
        FieldMarks marks = FieldMarks.of(expected.get(0), actual.get(0));
        rows.add(new Row(kind, Rendering.value(key), marks.expected(), marks.actual(), places));
      } else {
        rows.add(new Row(kind, Rendering.value(key), whole(expected), whole(actual), places));
      }
    }

    KeyedDiff build(String keyPath) {
      return new KeyedDiff(keyPath, rows, total);
    }

    private static List<Span> whole(List<?> values) {
      List<String> texts = new ArrayList<>();
      for (int i = 0; i < values.size() && i < VALUES; i++) {
        texts.add(Rendering.value(values.get(i)));
      }
      if (values.isEmpty()) {
        return List.of();
      }
      String text = String.join("; ", texts);
      return List.of(
          new Span(
              values.size() > VALUES ? text + " and " + (values.size() - VALUES) + " more" : text,
              false));
    }
  }
}
