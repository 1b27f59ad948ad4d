package io.pipespec.processor.literal;

import com.palantir.javapoet.CodeBlock;

/** {@code Boolean}: {@code true} or {@code false}, lower case. */
final class BooleanParser implements TypeParser {

  @Override
  public Outcome parse(String text) {
    if (text.equals("true") || text.equals("false")) {
      return new Outcome.Parsed(CodeBlock.of("$L", text));
    }
    return new Outcome.Failed(text, "Boolean", "write true or false");
  }
}
