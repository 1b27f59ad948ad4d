package io.pipespec.processor.literal;

import org.jspecify.annotations.Nullable;

/**
 * Stands for the parser of a type while that parser is being built, so that a recursive type
 * ({@code record Node(String name, List<Node> children)}) gets a finite parser.
 */
final class DeferredParser implements TypeParser {

  private final String display;
  private @Nullable TypeParser target;

  DeferredParser(String display) {
    this.display = display;
  }

  void resolve(TypeParser target) {
    this.target = target;
  }

  @Override
  public String display() {
    return display;
  }

  @Override
  public Outcome parse(String text) {
    if (target == null) {
      throw new IllegalStateException("The parser of " + display + " was used before it was built");
    }
    return target.parse(text);
  }
}
