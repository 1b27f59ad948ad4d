package io.pipespec.processor.literal;

import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.Literal;

/**
 * A type with a public static factory from text ({@code valueOf(String)}, {@code parse(String)},
 * {@code parse(CharSequence)}, {@code of(String)} or {@code fromString(String)}): the text is
 * passed to it as a string. It is not checked at compile time; the factory parses it when the suite
 * builds its scenarios at test run time, and its exception then fails the scenario.
 */
final class FactoryParser implements TypeParser {

  private final ClassRef type;
  private final String method;
  private final String display;

  FactoryParser(ClassRef type, String method, String display) {
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
    return new Outcome.Parsed(new Literal.FactoryCall(type, method, text));
  }
}
