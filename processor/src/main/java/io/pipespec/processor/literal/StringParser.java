package io.pipespec.processor.literal;

import io.pipespec.processor.model.Literal;

/** {@code String}: the text itself, verbatim. */
final class StringParser implements TypeParser {
  @Override
  public Outcome parse(String text) {
    return new Outcome.Parsed(new Literal.Text(text));
  }

  @Override
  public String display() {
    return "String";
  }

  @Override
  public boolean isText() {
    return true;
  }
}
