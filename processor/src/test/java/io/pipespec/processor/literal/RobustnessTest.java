package io.pipespec.processor.literal;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.writer.LiteralWriter;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random texts made of the grammar's own characters never make a parser throw: each gives a value
 * that writes as code, or a message. A thrown exception would surface as an internal error in the
 * user's build.
 */
class RobustnessTest {

  private static final String ALPHABET = "[](){}=,'\\ ax1-.";
  private static final ClassRef KV = ClassRef.of("org.apache.beam.sdk.values", "KV");

  @Test
  void randomTextsGiveCodeOrAMessage() {
    TypeParser string = new StringParser();
    JavaType stringType = JavaType.Declared.of(ClassRef.of("java.lang", "String"));
    ListParser strings = new ListParser(stringType, "List<String>", string);
    KvParser kv = new KvParser("KV<String, List<String>>", string, strings);
    JavaType kvType =
        JavaType.Declared.of(
            KV,
            List.of(
                stringType,
                JavaType.Declared.of(ClassRef.of("java.util", "List"), List.of(stringType))));
    RecordParser pair =
        new RecordParser(
            JavaType.Declared.of(ClassRef.of("com.example", "Pair")),
            "Pair",
            List.of("key", "values"),
            List.of(kv, new ListParser(kvType, "List<KV<String, List<String>>>", kv)));
    List<TypeParser> parsers = List.of(strings, kv, pair, IntegralParser.BYTE);
    Random random = new Random(42);
    for (int i = 0; i < 20_000; i++) {
      StringBuilder text = new StringBuilder();
      int length = random.nextInt(24);
      for (int j = 0; j < length; j++) {
        text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
      }
      for (TypeParser parser : parsers) {
        Outcome outcome = parser.parse(text.toString());
        if (outcome instanceof Outcome.Failed failed) {
          assertThat(LiteralParser.describe(failed, text.toString())).isNotEmpty();
        } else {
          assertThat(LiteralWriter.unsplit().write(((Outcome.Parsed) outcome).value()).isEmpty())
              .isFalse();
        }
      }
    }
  }
}
