package io.pipespec.processor.literal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

/** {@code KV<K, V>}: {@code key=value}, each part parsed against its own type. */
final class KvParser implements TypeParser {

  private final ClassName kv;
  private final String display;
  private final TypeParser keyParser;
  private final TypeParser valueParser;

  KvParser(ClassName kv, String display, TypeParser keyParser, TypeParser valueParser) {
    this.kv = kv;
    this.display = display;
    this.keyParser = keyParser;
    this.valueParser = valueParser;
  }

  @Override
  public Outcome parse(String text) {
    KvSplitter.Split split = KvSplitter.split(text);
    if (split.failed()) {
      return new Outcome.Failed(text, display, split.error());
    }
    Outcome key = keyParser.parse(split.key());
    if (key instanceof Outcome.Failed failed) {
      return failed.inRole("the key of " + display);
    }
    Outcome value = valueParser.parse(split.value());
    if (value instanceof Outcome.Failed failed) {
      return failed.inRole("the value of " + display);
    }
    return new Outcome.Parsed(
        CodeBlock.of(
            "$T.of($L, $L)",
            kv,
            ((Outcome.Parsed) key).code(),
            ((Outcome.Parsed) value).code()));
  }
}
