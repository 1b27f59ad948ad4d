package io.pipespec.processor.literal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

/**
 * A type with a public static factory from text ({@code valueOf(String)}, {@code parse(String)},
 * {@code parse(CharSequence)}, {@code of(String)} or {@code fromString(String)}): the text is
 * passed to it as a string. It is not checked at compile time; the factory parses it when the
 * harness is built at test run time, and its exception then fails the scenario.
 */
final class FactoryParser implements TypeParser {

  private final ClassName type;
  private final String method;
  private final String display;

  FactoryParser(ClassName type, String method, String display) {
    this.type = type;
    this.method = method;
    this.display = display;
  }

  @Override
  public String display() {
    return display;
  }

  @Override
  public Outcome parse(String text) {
    return new Outcome.Parsed(CodeBlock.of("$T.$N($S)", type, method, text));
  }
}
