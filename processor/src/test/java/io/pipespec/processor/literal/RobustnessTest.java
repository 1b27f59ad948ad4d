package io.pipespec.processor.literal;

import static com.google.common.truth.Truth.assertThat;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random texts made of the grammar's own characters never make a parser throw: each gives code or a
 * message. A thrown exception would surface as an internal error in the user's build.
 */
class RobustnessTest {

  private static final String ALPHABET = "[](){}=,'\\ ax1-.";
  private static final ClassName KV = ClassName.get("org.apache.beam.sdk.values", "KV");

  @Test
  void randomTextsGiveCodeOrAMessage() {
    TypeParser string = new StringParser();
    ListParser strings = new ListParser(ClassName.get(String.class), "List<String>", string);
    KvParser kv = new KvParser(KV, "KV<String, List<String>>", string, strings);
    ClassName stringType = ClassName.get(String.class);
    TypeName kvType =
        ParameterizedTypeName.get(
            KV, stringType, ParameterizedTypeName.get(ClassName.get(List.class), stringType));
    RecordParser pair =
        new RecordParser(
            ClassName.get("com.example", "Pair"),
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
          assertThat(((Outcome.Parsed) outcome).code().isEmpty()).isFalse();
        }
      }
    }
  }
}
