package io.pipespec.processor.literal;

import io.pipespec.grammar.LiteralSyntax;
import io.pipespec.processor.model.Literal;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code KV<K, V>}: {@code key=value}, each component parsed against its own type. The split is at
 * the first {@code =} outside brackets and quotes, so a value may itself be a {@code KV} ({@code
 * a=b=1} is {@code KV.of("a", KV.of("b", 1))}); a key that is a {@code KV} is written in
 * parentheses ({@code (a=1)=2}). The whole literal may be put in parentheses, as in a list of
 * {@code KV}s: {@code [(a=1), (b=2)]}.
 */
final class KvParser implements TypeParser {

  private static final String HINT =
      "; write key=value, and quote a key or value that contains '=' or ',' with single quotes,"
          + " such as 'a=b'=3";

  private final String display;
  private final TypeParser keyParser;
  private final TypeParser valueParser;

  KvParser(String display, TypeParser keyParser, TypeParser valueParser) {
    this.display = display;
    this.keyParser = keyParser;
    this.valueParser = valueParser;
  }

  @Override
  public boolean readsQuotedParts() {
    return true;
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
    Optional<String> map = LiteralSyntax.unwrap(text, '{', '}');
    if (map.isPresent()) {
      return new Outcome.Failed(text, display, inBraces(map.get()));
    }
    String body = LiteralSyntax.unwrap(text, '(', ')').orElse(text);
    LiteralSyntax.Parts split = LiteralSyntax.splitFirst(body, '=');
    String splitError = split.error();
    if (splitError != null) {
      return new Outcome.Failed(text, display, splitError);
    }
    if (split.parts().size() < 2) {
      return new Outcome.Failed(text, display, "it has no '=' between key and value" + HINT);
    }
    Outcome key = Components.parse(split.parts().get(0), keyParser);
    if (key instanceof Outcome.Failed failed) {
      return failed.inRole("the key of " + display);
    }
    Outcome value = Components.parse(split.parts().get(1), valueParser);
    if (value instanceof Outcome.Failed failed) {
      return failed.inRole("the value of " + display);
    }
    return new Outcome.Parsed(
        new Literal.Kv(((Outcome.Parsed) key).value(), ((Outcome.Parsed) value).value()));
  }

  /**
   * Why a KV literal in braces is wrong: it is written as a whole map ({@code {blue=3, red=4}}),
   * where each entry is a literal of its own ({@code "blue=3", "red=4"}).
   */
  private static String inBraces(String entries) {
    LiteralSyntax.Parts parts = LiteralSyntax.splitAll(entries, ',');
    String example =
        parts.failed() || entries.isBlank()
            ? "\"blue=3\", \"red=4\""
            : parts.parts().stream()
                .map(part -> "\"" + part.strip() + "\"")
                .collect(Collectors.joining(", "));
    return "it is written as a map in braces, but each literal is one key=value entry; write the"
        + " entries as literals of their own, without braces: "
        + example;
  }
}
