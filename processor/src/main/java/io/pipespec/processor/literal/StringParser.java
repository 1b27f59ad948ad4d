package io.pipespec.processor.literal;

import com.palantir.javapoet.CodeBlock;

/** {@code String}: the text itself, verbatim. */
final class StringParser implements TypeParser {
  @Override
  public Outcome parse(String text) {
    return new Outcome.Parsed(CodeBlock.of("$S", text));
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
