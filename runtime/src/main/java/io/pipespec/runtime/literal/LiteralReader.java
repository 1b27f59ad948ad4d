package io.pipespec.runtime.literal;

import org.apache.beam.sdk.values.TypeDescriptor;
import org.jspecify.annotations.Nullable;

/**
 * Reads the literals of one element type at run time, with the grammar the processor reads in
 * annotations ({@code processor/LITERALS.md}): {@code blue=12} for {@code KV<String, Integer>},
 * {@code {id=17, total=12.5}} for a record.
 *
 * @param <T> the element type
 */
public interface LiteralReader<T> {

  /**
   * The element {@code text} stands for.
   *
   * @throws LiteralException when {@code text} is not a literal of the type, saying which part is
   *     wrong, where (its column) and how to write it
   */
  @Nullable T read(String text);

  /** The element type as a user writes it, for messages: {@code KV<String, Integer>}. */
  String display();

  /**
   * The reader of literals of {@code type}.
   *
   * @throws IllegalArgumentException when literals of {@code type} have no form, saying why
   */
  @SuppressWarnings("unchecked") // checked: the raw type is String
  static <T> LiteralReader<T> of(TypeDescriptor<T> type) {
    if (type.getRawType() != String.class) {
      throw new UnsupportedOperationException("Not built yet: literals of " + type);
    }
    return (LiteralReader<T>)
        new LiteralReader<String>() {
          @Override
          public String read(String text) {
            return text;
          }

          @Override
          public String display() {
            return "String";
          }
        };
  }
}
