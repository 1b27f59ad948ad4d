package io.pipespec.processor.literal;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.JavaType;
import io.pipespec.runtime.verdict.literal.LiteralException;
import io.pipespec.runtime.verdict.literal.LiteralReader;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.junit.jupiter.api.Test;

/**
 * The runtime's {@link LiteralReader} (literals in files) accepts exactly the literals the
 * processor accepts in annotations, and says the same about the others. The one difference, by
 * design: the runtime reads an unquoted {@code null} as null for a type that may be null.
 */
class RuntimeParityTest {

  public enum Color {
    RED,
    GREEN
  }

  public record Score(String name, int points) {}

  private static final JavaType INTEGER = JavaType.Declared.of(ClassRef.of("java.lang", "Integer"));
  private static final JavaType SCORE_TYPE =
      JavaType.Declared.of(ClassRef.of("com.example", "Score"));
  private static final JavaType STRING_TYPE =
      JavaType.Declared.of(ClassRef.of("java.lang", "String"));
  private static final TypeParser STRING = new StringParser();
  private static final ListParser INTEGERS =
      new ListParser(INTEGER, "List<Integer>", IntegralParser.INTEGER);
  private static final RecordParser SCORE =
      new RecordParser(
          SCORE_TYPE, "Score", List.of("name", "points"), List.of(STRING, IntegralParser.INT));
  private static final EnumParser COLOR =
      new EnumParser(ClassRef.of("com.example", "Color"), "Color", List.of("RED", "GREEN"));

  /** A processor parser and the runtime reader of the same type. */
  private record Pair(TypeParser parser, LiteralReader<?> reader) {}

  private static List<Pair> types() {
    return List.of(
        new Pair(IntegralParser.INTEGER, LiteralReader.of(new TypeDescriptor<Integer>() {})),
        new Pair(IntegralParser.BYTE, LiteralReader.of(new TypeDescriptor<Byte>() {})),
        new Pair(IntegralParser.LONG, LiteralReader.of(new TypeDescriptor<Long>() {})),
        new Pair(FloatingParser.DOUBLE, LiteralReader.of(new TypeDescriptor<Double>() {})),
        new Pair(FloatingParser.FLOAT, LiteralReader.of(new TypeDescriptor<Float>() {})),
        new Pair(BooleanParser.BOXED, LiteralReader.of(new TypeDescriptor<Boolean>() {})),
        new Pair(CharacterParser.BOXED, LiteralReader.of(new TypeDescriptor<Character>() {})),
        new Pair(COLOR, LiteralReader.of(new TypeDescriptor<Color>() {})),
        new Pair(
            TimeParser.JAVA_INSTANT, LiteralReader.of(new TypeDescriptor<java.time.Instant>() {})),
        new Pair(
            TimeParser.JAVA_DURATION,
            LiteralReader.of(new TypeDescriptor<java.time.Duration>() {})),
        new Pair(
            TimeParser.JODA_INSTANT,
            LiteralReader.of(new TypeDescriptor<org.joda.time.Instant>() {})),
        new Pair(
            TimeParser.JODA_DURATION,
            LiteralReader.of(new TypeDescriptor<org.joda.time.Duration>() {})),
        new Pair(INTEGERS, LiteralReader.of(new TypeDescriptor<List<Integer>>() {})),
        new Pair(
            new ListParser(STRING_TYPE, "List<String>", STRING),
            LiteralReader.of(new TypeDescriptor<List<String>>() {})),
        new Pair(
            new KvParser("KV<String, List<Integer>>", STRING, INTEGERS),
            LiteralReader.of(new TypeDescriptor<KV<String, List<Integer>>>() {})),
        new Pair(
            new KvParser(
                "KV<String, KV<String, Integer>>",
                STRING,
                new KvParser("KV<String, Integer>", STRING, IntegralParser.INTEGER)),
            LiteralReader.of(new TypeDescriptor<KV<String, KV<String, Integer>>>() {})),
        new Pair(SCORE, LiteralReader.of(new TypeDescriptor<Score>() {})),
        new Pair(
            new ListParser(SCORE_TYPE, "List<Score>", SCORE),
            LiteralReader.of(new TypeDescriptor<List<Score>>() {})),
        new Pair(
            new KvParser(
                "KV<Score, List<Color>>",
                SCORE,
                new ListParser(
                    JavaType.Declared.of(ClassRef.of("com.example", "Color")),
                    "List<Color>",
                    COLOR)),
            LiteralReader.of(new TypeDescriptor<KV<Score, List<Color>>>() {})));
  }

  private static final List<String> LITERALS =
      List.of(
          "",
          " ",
          "1",
          "-12",
          "+7",
          "300",
          "99999999999999999999",
          "1.5",
          "-2",
          "3e8",
          "1e400",
          "1e-400",
          "0x1",
          "1.5f",
          "NaN",
          "Infinity",
          "-Infinity",
          "+Infinity",
          " 1",
          "1 ",
          "true",
          "false",
          "TRUE",
          "x",
          "xy",
          "'x'",
          "RED",
          "GREEN",
          "red",
          "2024-01-01T10:15:30Z",
          "2024-01-01T10:15:30.250+01:00",
          "2024-01-01T10:15:30.0001Z",
          "2024-13-01T00:00:00Z",
          "PT20M",
          "P2DT3H",
          "-PT1.5S",
          "PT0.0001S",
          "P1M",
          "[1, 2, 3]",
          "[]",
          "[ ]",
          "[1, , 2]",
          "[1, 2",
          "1, 2]",
          "[1, 2)",
          "['3']",
          "[' 3']",
          "[[1], []]",
          "[a, 'b, c']",
          "['a, b]",
          "['a\\nb']",
          "['it\\'s']",
          "[it's]",
          "[(x]",
          "['(x']",
          "[a=1]",
          "a=[1, 2]",
          "a=[1, x]",
          "(a=[1])",
          "'a,b'=[1]",
          "'a=b'=[]",
          "a",
          "a=",
          "=1",
          "a=b=1",
          "(a=b)=1",
          "a=(b=1)",
          "{blue=3, red=4}",
          "{}",
          "(ann, 3)",
          "( ann , 3 )",
          "(ann)",
          "(ann, 3, 4)",
          "{name=ann, points=3}",
          "{points=3, name=ann}",
          "{name=ann}",
          "{name=ann, score=3}",
          "{name=ann, name=bob, points=3}",
          "{name=ann points=3}",
          "(name=ann, points=3)",
          "('name=ann', 3)",
          "('', 0)",
          "(ann, x)",
          "[(ann, 1), {name=b, points=2}]",
          "[(ann, 1), (b)]",
          "(ann, 1)=[RED, GREEN]",
          "{name=a, points=1}=[]",
          "(a, 1)=[BLUE]",
          "'(a, 1)'=[RED]",
          "a)",
          "(",
          "'",
          "'abc",
          "'a'b",
          "[" + "[".repeat(40) + "]".repeat(41),
          "\\",
          "[\\]",
          "[' a ', b]",
          "a = b = 1");

  @Test
  void theRuntimeReadsWhatTheProcessorReads() {
    List<String> differences = new ArrayList<>();
    int accepted = 0;
    int refused = 0;
    for (Pair pair : types()) {
      for (String literal : LITERALS) {
        LiteralParser.Result processor = LiteralParser.parse(literal, pair.parser());
        String runtimeError;
        try {
          pair.reader().read(literal);
          runtimeError = null;
        } catch (LiteralException e) {
          runtimeError = e.getMessage();
        }
        String processorError = processor.error();
        if (processorError == null) {
          accepted++;
        } else {
          refused++;
        }
        if (processorError != null && processorError.contains("literals cannot stand for null")) {
          continue; // The runtime reads null, by design.
        }
        if (processorError == null ? runtimeError != null : !processorError.equals(runtimeError)) {
          differences.add(
              pair.parser().display()
                  + " `"
                  + literal
                  + "`: processor "
                  + processorError
                  + ", runtime "
                  + runtimeError);
        }
      }
    }
    assertWithMessage("literals read differently").that(differences).isEmpty();
    assertThat(accepted).isGreaterThan(100);
    assertThat(refused).isGreaterThan(1000);
  }
}
