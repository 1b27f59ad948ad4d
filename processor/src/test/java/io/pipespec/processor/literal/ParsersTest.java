package io.pipespec.processor.literal;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.writer.LiteralWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The parsers composed by hand, without javac: the code written for the values they make, and the
 * messages they give.
 */
class ParsersTest {

  private static final JavaType INTEGER = JavaType.Declared.of(ClassRef.of("java.lang", "Integer"));
  private static final JavaType STRING_TYPE =
      JavaType.Declared.of(ClassRef.of("java.lang", "String"));
  private static final TypeParser STRING = new StringParser();
  private static final ListParser INTEGERS =
      new ListParser(INTEGER, "List<Integer>", IntegralParser.INTEGER);
  private static final KvParser GROUPED =
      new KvParser("KV<String, List<Integer>>", STRING, INTEGERS);
  private static final RecordParser SCORE =
      new RecordParser(
          JavaType.Declared.of(ClassRef.of("com.example", "Score")),
          "Score",
          List.of("name", "points"),
          List.of(STRING, IntegralParser.INT));

  private static String code(TypeParser parser, String text) {
    Outcome outcome = parser.parse(text);
    assertThat(outcome).isInstanceOf(Outcome.Parsed.class);
    return LiteralWriter.unsplit().write(((Outcome.Parsed) outcome).value()).toString();
  }

  private static String error(TypeParser parser, String text) {
    Outcome outcome = parser.parse(text);
    assertThat(outcome).isInstanceOf(Outcome.Failed.class);
    return LiteralParser.describe((Outcome.Failed) outcome, text);
  }

  @Test
  void listsOfNumbers() {
    assertThat(code(INTEGERS, "[1, 2, 3]"))
        .isEqualTo("java.util.List.<java.lang.Integer>of(1, 2, 3)");
    assertThat(code(INTEGERS, "[ ]")).isEqualTo("java.util.List.<java.lang.Integer>of()");
    assertThat(code(INTEGERS, "['4']")).isEqualTo("java.util.List.<java.lang.Integer>of(4)");
  }

  @Test
  void nestedLists() {
    ListParser nested =
        new ListParser(
            JavaType.Declared.of(ClassRef.of("java.util", "List"), List.of(INTEGER)),
            "List<List<Integer>>",
            INTEGERS);
    assertThat(code(nested, "[[1], []]"))
        .isEqualTo(
            "java.util.List.<java.util.List<java.lang.Integer>>of(java.util.List.<java.lang.Integer>of(1),"
                + " java.util.List.<java.lang.Integer>of())");
  }

  @Test
  void aListElementErrorNamesItsPlace() {
    assertThat(error(GROUPED, "a=[1, x]"))
        .isEqualTo(
            "`x` in `a=[1, x]` is not a valid Integer (the 2nd element of List<Integer> in the"
                + " value of KV<String, List<Integer>>): write a whole number from -2147483648 to"
                + " 2147483647, such as 12");
  }

  @Test
  void anEmptyElementIsAnError() {
    assertThat(error(INTEGERS, "[1, , 2]"))
        .isEqualTo(
            "An empty component in `[1, , 2]` is not a valid Integer (the 2nd element of"
                + " List<Integer>): it is empty; write a value");
    ListParser strings = new ListParser(STRING_TYPE, "List<String>", STRING);
    assertThat(error(strings, "[a, ]")).endsWith("it is empty; write '' for an empty String");
  }

  @Test
  void nullIsRefusedForEveryTypeButString() {
    assertThat(error(INTEGERS, "[null]"))
        .contains("literals cannot stand for null; check elements that hold nulls with @Satisfies");
    assertThat(code(SCORE, "(null, 1)")).isEqualTo("new com.example.Score(\"null\", 1)");
  }

  @Test
  void recordsByPositionAndByName() {
    assertThat(code(SCORE, "(ann, 3)")).isEqualTo("new com.example.Score(\"ann\", 3)");
    assertThat(code(SCORE, "{points=3, name='a, b'}"))
        .isEqualTo("new com.example.Score(\"a, b\", 3)");
  }

  @Test
  void recordErrors() {
    assertThat(error(SCORE, "(ann)"))
        .endsWith(
            "it has 1 value, but Score has 2 components; write (name, points) by position or"
                + " {name=..., points=...} by name");
    assertThat(error(SCORE, "{name=ann, score=3}"))
        .isEqualTo(
            "`score` in `{name=ann, score=3}` is not a valid Score: it is not a component of"
                + " Score; its components are name, points");
    assertThat(error(SCORE, "{name=ann}"))
        .endsWith(
            "it gives no value for points; give every component a value: {name=..., points=...}");
    assertThat(error(SCORE, "{name=a, name=b, points=1}"))
        .endsWith("it gives component name twice; give each component once");
    assertThat(error(SCORE, "ann, 3"))
        .endsWith("write (name, points) by position or {name=..., points=...} by name");
    assertThat(error(SCORE, "(ann, x)")).contains("(component points of Score)");
    assertThat(error(SCORE, "(name=ann, points=3)"))
        .isEqualTo(
            "`name=ann` in `(name=ann, points=3)` is not a valid Score: it names a component inside"
                + " parentheses; write components by name in braces, {name=..., points=...}, or"
                + " quote the value if it is text");
    assertThat(code(SCORE, "('name=ann', 3)")).isEqualTo("new com.example.Score(\"name=ann\", 3)");
  }

  @Test
  void kvKeysAndValuesMayBeQuotedOrBracketed() {
    assertThat(code(GROUPED, "'a=b'=[1]"))
        .isEqualTo(
            "org.apache.beam.sdk.values.KV.of(\"a=b\", java.util.List.<java.lang.Integer>of(1))");
    assertThat(code(GROUPED, "(a=[])"))
        .isEqualTo(
            "org.apache.beam.sdk.values.KV.of(\"a\", java.util.List.<java.lang.Integer>of())");
  }

  @Test
  void kvOfKvAsKey() {
    KvParser inner = new KvParser("KV<String, Integer>", STRING, IntegralParser.INTEGER);
    KvParser outer =
        new KvParser("KV<KV<String, Integer>, Integer>", inner, IntegralParser.INTEGER);
    assertThat(code(outer, "(a=1)=2"))
        .isEqualTo(
            "org.apache.beam.sdk.values.KV.of(org.apache.beam.sdk.values.KV.of(\"a\", 1), 2)");
    assertThat(error(outer, "(a=x)=2"))
        .startsWith(
            "`x` in `(a=x)=2` is not a valid Integer (the value of KV<String, Integer> in the key of KV<KV<String, Integer>, Integer>)");
  }

  @Test
  void enums() {
    EnumParser color =
        new EnumParser(ClassRef.of("com.example", "Color"), "Color", List.of("RED", "GREEN"));
    assertThat(code(color, "RED")).isEqualTo("com.example.Color.RED");
    assertThat(error(color, "red"))
        .isEqualTo(
            "`red` is not a valid Color: write the name of one of its constants: RED, GREEN");
  }

  @Test
  void instantsAreNormalised() {
    assertThat(code(TimeParser.JAVA_INSTANT, "2024-01-01T10:15:30+01:00"))
        .isEqualTo("java.time.Instant.parse(\"2024-01-01T09:15:30Z\")");
    assertThat(code(TimeParser.JODA_INSTANT, "2024-01-01T10:15:30.5Z"))
        .isEqualTo("org.joda.time.Instant.parse(\"2024-01-01T10:15:30.500Z\")");
    assertThat(error(TimeParser.JAVA_INSTANT, "2024-01-01")).contains("write an ISO-8601 instant");
    assertThat(error(TimeParser.JODA_INSTANT, "2024-01-01T00:00:00.0001Z"))
        .endsWith("a Joda Instant holds milliseconds; write at most 3 digits after the seconds");
  }

  @Test
  void durations() {
    assertThat(code(TimeParser.JAVA_DURATION, "P1DT1M"))
        .isEqualTo("java.time.Duration.parse(\"PT24H1M\")");
    assertThat(code(TimeParser.JODA_DURATION, "PT90S"))
        .isEqualTo("org.joda.time.Duration.standardSeconds(90L)");
    assertThat(code(TimeParser.JODA_DURATION, "-PT2H"))
        .isEqualTo("org.joda.time.Duration.standardHours(-2L)");
    assertThat(code(TimeParser.JODA_DURATION, "PT1.001S"))
        .isEqualTo("org.joda.time.Duration.millis(1001L)");
    assertThat(error(TimeParser.JAVA_DURATION, "P1M"))
        .contains("months and years have no fixed length");
    assertThat(error(TimeParser.JODA_DURATION, "PT0.0005S"))
        .contains("a Joda Duration holds milliseconds");
  }
}
