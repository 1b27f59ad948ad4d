package io.pipespec.runtime.verdict.literal;

import org.apache.beam.sdk.values.TypeDescriptor;
import org.jspecify.annotations.Nullable;

/**
 * Reads the literals of one element type at run time, with the grammar the processor reads in
 * annotations ({@code processor/LITERALS.md}): {@code blue=12} for {@code KV<String, Integer>},
 * {@code {id=17, total=12.5}} for a record.
 *
 * <p>It reads what the processor accepts, with the processor's messages, and one more thing: an
 * unquoted {@code null} is null for any type but {@code String} (where it is the text) and the
 * primitives, since files written by {@link LiteralWriter} may hold nulls. A value of a type with a
 * factory from text is made by calling the factory at once, so that a text it refuses is a {@link
 * LiteralException} like any other. A reader is built once per type, by reflection; reading a text
 * then only calls constructors and factories. Readers are immutable and may be shared between
 * threads.
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
  static <T> LiteralReader<T> of(TypeDescriptor<T> type) {
    return TypedReader.of(type.getType());
  }
}
