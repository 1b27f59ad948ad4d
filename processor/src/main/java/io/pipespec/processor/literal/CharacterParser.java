package io.pipespec.processor.literal;

import com.palantir.javapoet.CodeBlock;

/** {@code Character} and {@code char}: exactly one character (one UTF-16 code unit), verbatim. */
final class CharacterParser implements TypeParser {

  static final CharacterParser BOXED = new CharacterParser("Character");
  static final CharacterParser PRIMITIVE = new CharacterParser("char");

  private final String display;

  private CharacterParser(String display) {
    this.display = display;
  }

  @Override
  public String display() {
    return display;
  }

  @Override
  public Outcome parse(String text) {
    if (text.length() != 1) {
      return new Outcome.Failed(
          text,
          display,
          "write exactly one character, such as c (characters outside the Basic Multilingual"
              + " Plane take two and do not fit)");
    }
    return new Outcome.Parsed(CodeBlock.of("$L", "'" + escape(text.charAt(0)) + "'"));
  }

  /**
   * A Java character literal body. Line terminators, quotes and backslashes need their named
   * escapes: a unicode escape such as \u000a is translated before lexing and would break the code.
   */
  private static String escape(char c) {
    switch (c) {
      case '\'':
        return "\\'";
      case '\\':
        return "\\\\";
      case '\n':
        return "\\n";
      case '\r':
        return "\\r";
      case '\t':
        return "\\t";
      case '\b':
        return "\\b";
      case '\f':
        return "\\f";
      default:
        if (c < 0x20 || c >= 0x7f) {
          return String.format("\\u%04x", (int) c);
        }
        return String.valueOf(c);
    }
  }
}
