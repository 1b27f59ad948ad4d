package io.pipespec.processor.literal;

import static java.util.Objects.requireNonNullElse;

import io.pipespec.grammar.LiteralSyntax;
import io.pipespec.grammar.Ordinals;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.Literal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code List<T>}: elements in brackets, separated by commas: {@code [1, 2, 3]}, {@code []}, {@code
 * [[1], []]}. The list knows its element type, so that an empty or nested list is typed exactly,
 * whatever surrounds it.
 */
final class ListParser implements TypeParser {

  private final JavaType elementType;
  private final String display;
  private final TypeParser elementParser;

  ListParser(JavaType elementType, String display, TypeParser elementParser) {
    this.elementType = elementType;
    this.display = display;
    this.elementParser = elementParser;
  }

  @Override
  public boolean isComposite() {
    return true;
  }

  @Override
  public String display() {
    return display;
  }

  @Override
  public Outcome parse(String text) {
    Optional<String> inner = LiteralSyntax.unwrap(text, '[', ']');
    if (inner.isEmpty()) {
      LiteralSyntax.Parts check = LiteralSyntax.splitAll(text, ',');
      String reason =
          requireNonNullElse(
              check.error(),
              "write the elements in brackets, separated by commas, such as [a, b] or [] for no"
                  + " element");
      return new Outcome.Failed(text, display, reason);
    }
    List<Literal> elements = new ArrayList<>();
    if (!inner.get().isBlank()) {
      LiteralSyntax.Parts parts = LiteralSyntax.splitAll(inner.get(), ',');
      String partsError = parts.error();
      if (partsError != null) {
        return new Outcome.Failed(text, display, partsError);
      }
      for (int i = 0; i < parts.parts().size(); i++) {
        Outcome element = Components.parse(parts.parts().get(i), elementParser);
        if (element instanceof Outcome.Failed failed) {
          return failed.inRole("the " + Ordinals.of(i + 1) + " element of " + display);
        }
        elements.add(((Outcome.Parsed) element).value());
      }
    }
    return new Outcome.Parsed(new Literal.ListOf(elementType, elements));
  }
}
