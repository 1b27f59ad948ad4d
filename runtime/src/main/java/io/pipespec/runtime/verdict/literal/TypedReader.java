package io.pipespec.runtime.verdict.literal;

import io.pipespec.grammar.LiteralSyntax;
import java.lang.reflect.Type;
import org.jspecify.annotations.Nullable;

/** The {@link LiteralReader} of one type: the root of its tree of {@link Node}s. */
final class TypedReader<T> implements LiteralReader<T> {

  /** The types listed in messages about an unsupported type, as the processor lists them. */
  static final String SUPPORTED_TYPES =
      "String, the boxed primitives, enums, records, List<T>, KV<K, V>, java.time and Joda"
          + " Instant and Duration, and any type with a public static valueOf(String),"
          + " parse(String), of(String) or fromString(String) returning it; these nest in each"
          + " other";

  private final Node root;

  private TypedReader(Node root) {
    this.root = root;
  }

  static <T> TypedReader<T> of(Type type) {
    try {
      return new TypedReader<>(new Readers().forType(type));
    } catch (Readers.Unsupported unsupported) {
      throw new IllegalArgumentException(
          "Literals of "
              + Readers.display(type)
              + " cannot be read: "
              + unsupported.describe()
              + ". Literals are written for "
              + SUPPORTED_TYPES
              + ".",
          unsupported);
    }
  }

  @Override
  @SuppressWarnings("unchecked") // the tree was built for T
  public @Nullable T read(String text) {
    try {
      if (!root.isText() && text.strip().equals("null")) {
        return (T) Components.nullOf(root, LiteralSyntax.leadingSpaces(text));
      }
      if (root.isComposite()) {
        // Brackets and quotes are checked on the whole literal first, as the processor does, so
        // that a literal nested too deep is reported as such.
        LiteralSyntax.Parts wellFormed = LiteralSyntax.check(text);
        String error = wellFormed.error();
        if (error != null) {
          throw root.fail(text, error, wellFormed.errorAt());
        }
      }
      return (T) root.read(text, 0);
    } catch (Failure failure) {
      throw new LiteralException(failure.at + 1, failure.describe(text));
    }
  }

  @Override
  public String display() {
    return root.display();
  }
}
