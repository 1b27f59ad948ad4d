package io.pipespec.runtime.verdict.literal;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.junit.jupiter.api.Test;

/**
 * {@link LiteralWriter} writes lines that {@link LiteralReader} reads back as equal elements, and
 * never the same line for two elements that are not equal.
 */
class LiteralRoundTripTest {

  public enum Color {
    RED,
    GREEN {
      @Override
      public String toString() {
        return "a green with a body";
      }
    }
  }

  public record Score(String name, int points) {}

  public record Order(String id, List<Score> scores, Color color, double total) {}

  public record Tree(String name, List<Tree> children) {}

  public record Pair<A, B>(A first, B second) {}

  public record Times(
      java.time.Instant at,
      java.time.Duration took,
      org.joda.time.Instant jodaAt,
      org.joda.time.Duration jodaTook) {}

  public record Optional(Integer count, List<String> tags, Character mark, Code code) {}

  public record Scalars(
      byte b, short s, int i, long l, float f, double d, char c, boolean z, Boolean boxed) {}

  public record Empty() {}

  /** A type read with its valueOf, whose text may hold anything. */
  public static final class Code {
    private final String text;

    private Code(String text) {
      this.text = text;
    }

    public static Code valueOf(String text) {
      return new Code(text);
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Code code && code.text.equals(text);
    }

    @Override
    public int hashCode() {
      return text.hashCode();
    }

    @Override
    public String toString() {
      return text;
    }
  }

  /** Strings that need every rule of quoting and escaping. */
  static final List<String> AWKWARD =
      List.of(
          "",
          " ",
          "plain",
          "two words",
          " padded ",
          "a,b",
          "a=b",
          "=",
          "'",
          "it's",
          "'quoted'",
          "\\",
          "a\\nb",
          "a\nb",
          "a\r\nb",
          "tab\there",
          "[x",
          "x]",
          "(a)",
          "{b}",
          "[]",
          "()",
          "{}",
          "null",
          "<null>",
          "NULL",
          "\\u0041",
          "A",
          "é ü ß 漢字 😀",
          "\u0000\u001b\u007f\u2028\u202e",
          "\ud800 lone",
          "\\'",
          "''",
          "a'b=c,d[e]",
          "\"double\"");

  private static <T> void roundTrip(TypeDescriptor<T> type, List<T> values) {
    LiteralReader<T> reader = LiteralReader.of(type);
    Map<String, T> seen = new HashMap<>();
    for (T value : values) {
      String line = LiteralWriter.line(value);
      assertThat(line).doesNotContain("\n");
      assertThat(line).doesNotContain("\r");
      T back = reader.read(LiteralWriter.unescape(line));
      assertThat(back).isEqualTo(value);
      T before = seen.put(line, value);
      if (before != null) {
        assertThat(before).isEqualTo(value);
      }
    }
  }

  @Test
  void stringsAtTheTopAreVerbatim() {
    roundTrip(new TypeDescriptor<String>() {}, AWKWARD);
    assertThat(LiteralWriter.line(" a, b=c ")).isEqualTo(" a, b=c ");
    assertThat(LiteralWriter.line("a\\nb")).isEqualTo("a\\\\nb");
    assertThat(LiteralWriter.line("a\nb")).isEqualTo("a\\nb");
  }

  @Test
  void stringsInsideListsAndKvs() {
    roundTrip(new TypeDescriptor<List<String>>() {}, List.of(AWKWARD, List.of(), List.of("")));
    for (String s : AWKWARD) {
      roundTrip(new TypeDescriptor<List<String>>() {}, List.of(List.of(s), List.of(s, s)));
    }
    List<KV<String, String>> kvs = new ArrayList<>();
    for (String key : AWKWARD) {
      for (String value : AWKWARD) {
        kvs.add(KV.of(key, value));
      }
    }
    roundTrip(new TypeDescriptor<KV<String, String>>() {}, kvs);
    roundTrip(new TypeDescriptor<List<KV<String, String>>>() {}, List.of(kvs));
  }

  @Test
  void numbers() {
    roundTrip(
        new TypeDescriptor<Integer>() {}, List.of(0, -1, 12, Integer.MIN_VALUE, Integer.MAX_VALUE));
    roundTrip(new TypeDescriptor<Long>() {}, List.of(0L, -7L, Long.MIN_VALUE, Long.MAX_VALUE));
    roundTrip(new TypeDescriptor<Short>() {}, List.of((short) -3, Short.MAX_VALUE));
    roundTrip(new TypeDescriptor<Byte>() {}, List.of((byte) -128, (byte) 127));
    roundTrip(
        new TypeDescriptor<Double>() {},
        List.of(
            0.0,
            -0.0,
            1.5,
            -2.25,
            0.1,
            1e300,
            -1e-300,
            Double.MIN_VALUE,
            Double.MAX_VALUE,
            Double.NaN,
            Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY,
            1.0 / 3));
    roundTrip(
        new TypeDescriptor<Float>() {},
        List.of(
            0f,
            -0f,
            1.1f,
            Float.MIN_VALUE,
            Float.MAX_VALUE,
            Float.NaN,
            Float.NEGATIVE_INFINITY,
            1f / 3));
    roundTrip(new TypeDescriptor<List<Double>>() {}, List.of(List.of(1.0, -0.0, Double.NaN, 3e-8)));
  }

  @Test
  void charactersBooleansAndEnums() {
    List<Character> characters = new ArrayList<>();
    for (char c : " ,=[](){}'\\\nanx\u0000\u00e9".toCharArray()) {
      characters.add(c);
    }
    roundTrip(new TypeDescriptor<Character>() {}, characters);
    roundTrip(new TypeDescriptor<List<Character>>() {}, List.of(characters));
    roundTrip(new TypeDescriptor<Boolean>() {}, List.of(true, false));
    roundTrip(new TypeDescriptor<Color>() {}, List.of(Color.RED, Color.GREEN));
    assertThat(LiteralWriter.line(Color.GREEN)).isEqualTo("GREEN");
    roundTrip(
        new TypeDescriptor<KV<Color, List<Boolean>>>() {},
        List.of(KV.of(Color.GREEN, List.of(true, false)), KV.of(Color.RED, List.of())));
  }

  @Test
  void records() {
    List<Score> scores = new ArrayList<>();
    for (String name : AWKWARD) {
      scores.add(new Score(name, -3));
    }
    roundTrip(new TypeDescriptor<Score>() {}, scores);
    assertThat(LiteralWriter.line(new Score("ann", 3))).isEqualTo("{name=ann, points=3}");
    roundTrip(
        new TypeDescriptor<KV<String, Order>>() {},
        List.of(
            KV.of("o=1", new Order("a, b", scores, Color.GREEN, -12.5)),
            KV.of("", new Order("x", List.of(), Color.RED, Double.NaN))));
    roundTrip(
        new TypeDescriptor<Tree>() {},
        List.of(
            new Tree("root", List.of(new Tree("leaf", List.of()), new Tree("[x]", List.of())))));
    roundTrip(
        new TypeDescriptor<Pair<String, List<Long>>>() {},
        List.of(new Pair<>("p", List.of(1L, -2L)), new Pair<>("", List.of())));
    roundTrip(
        new TypeDescriptor<Scalars>() {},
        List.of(
            new Scalars((byte) 1, (short) 2, 3, 4L, 5.5f, -6.25, ',', true, false),
            new Scalars((byte) 0, (short) 0, 0, 0L, -0f, Double.NaN, '\'', false, null)));
    roundTrip(new TypeDescriptor<Empty>() {}, List.of(new Empty()));
    roundTrip(new TypeDescriptor<List<Empty>>() {}, List.of(List.of(new Empty(), new Empty())));
  }

  @Test
  void nullRecordComponentsAreWrittenNull() {
    roundTrip(
        new TypeDescriptor<Optional>() {},
        List.of(
            new Optional(null, null, null, null),
            new Optional(1, List.of("null"), 'n', Code.valueOf("null")),
            new Optional(2, List.of(), ' ', Code.valueOf(""))));
    assertThat(LiteralWriter.line(new Optional(null, null, null, null)))
        .isEqualTo("{count=null, tags=null, mark=null, code=null}");
    assertThat(LiteralWriter.line(new Optional(1, List.of("null"), 'n', Code.valueOf("null"))))
        .isEqualTo("{count=1, tags=[null], mark=n, code='null'}");
  }

  @Test
  void times() {
    roundTrip(
        new TypeDescriptor<Times>() {},
        List.of(
            new Times(
                java.time.Instant.parse("2024-01-01T10:15:30.123456789Z"),
                java.time.Duration.ofMillis(-1500),
                org.joda.time.Instant.ofEpochMilli(-1),
                org.joda.time.Duration.millis(250)),
            new Times(
                java.time.Instant.MAX,
                java.time.Duration.ofDays(400),
                org.apache.beam.sdk.transforms.windowing.BoundedWindow.TIMESTAMP_MAX_VALUE,
                org.joda.time.Duration.ZERO),
            new Times(
                java.time.Instant.MIN,
                java.time.Duration.ZERO,
                org.apache.beam.sdk.transforms.windowing.BoundedWindow.TIMESTAMP_MIN_VALUE,
                org.joda.time.Duration.standardDays(-3))));
    roundTrip(
        new TypeDescriptor<org.joda.time.Instant>() {},
        List.of(org.joda.time.Instant.ofEpochMilli(1_700_000_000_123L)));
  }

  @Test
  void factoryTypes() {
    roundTrip(new TypeDescriptor<UUID>() {}, List.of(UUID.randomUUID(), new UUID(0, 0)));
    roundTrip(
        new TypeDescriptor<LocalDate>() {}, List.of(LocalDate.of(2024, 2, 29), LocalDate.MIN));
    List<Code> codes = new ArrayList<>();
    for (String text : AWKWARD) {
      if (!text.strip().equals("null")) {
        codes.add(Code.valueOf(text));
      }
    }
    roundTrip(new TypeDescriptor<Code>() {}, codes);
    roundTrip(new TypeDescriptor<List<Code>>() {}, List.of(codes));
    roundTrip(
        new TypeDescriptor<KV<Code, Code>>() {},
        List.of(
            KV.of(Code.valueOf("a=b"), Code.valueOf("null")),
            KV.of(Code.valueOf(""), Code.valueOf(" "))));
  }

  @Test
  void nestedKvs() {
    roundTrip(
        new TypeDescriptor<KV<KV<String, Integer>, KV<String, List<KV<String, Integer>>>>>() {},
        List.of(
            KV.of(KV.of("a", 1), KV.of("b", List.of(KV.of("c", 2), KV.of("=", -3)))),
            KV.of(KV.of("(", 0), KV.of("", List.of()))));
  }

  @Test
  void linesOfElementsThatLookAlikeDiffer() {
    assertThat(LiteralWriter.line("a\\nb")).isNotEqualTo(LiteralWriter.line("a\nb"));
    assertThat(LiteralWriter.line("<null>")).isEqualTo("<null>");
    assertThat(LiteralWriter.line(List.of("a, b")))
        .isNotEqualTo(LiteralWriter.line(List.of("a", "b")));
    assertThat(LiteralWriter.line(KV.of("a=b", "c")))
        .isNotEqualTo(LiteralWriter.line(KV.of("a", "b=c")));
    assertThat(LiteralWriter.line(List.of("'x'"))).isNotEqualTo(LiteralWriter.line(List.of("x")));
    assertThat(LiteralWriter.line(new Optional(null, List.of(), null, null)))
        .isNotEqualTo(LiteralWriter.line(new Optional(null, null, null, null)));
  }

  @Test
  void refusesWhatHasNoFaithfulLine() {
    assertThat(assertThrows(IllegalArgumentException.class, () -> LiteralWriter.line(null)))
        .hasMessageThat()
        .contains("a null element cannot be written");
    assertThrows(IllegalArgumentException.class, () -> LiteralWriter.line(KV.of("a", null)));
    assertThrows(IllegalArgumentException.class, () -> LiteralWriter.line(KV.of(null, 1)));
    assertThrows(IllegalArgumentException.class, () -> LiteralWriter.line(Arrays.asList(1, null)));
    assertThat(
            assertThrows(
                IllegalArgumentException.class, () -> LiteralWriter.line(new Score(null, 1))))
        .hasMessageThat()
        .contains("component name of Score is null");
    assertThrows(IllegalArgumentException.class, () -> LiteralWriter.line(new Pair<>(null, "x")));
    assertThat(assertThrows(IllegalArgumentException.class, () -> LiteralWriter.line(Map.of(1, 2))))
        .hasMessageThat()
        .contains("has no literal form");
    assertThrows(IllegalArgumentException.class, () -> LiteralWriter.line(new int[] {1}));
    assertThrows(
        IllegalArgumentException.class, () -> LiteralWriter.line(java.math.BigDecimal.ONE));
    assertThat(
            assertThrows(
                IllegalArgumentException.class, () -> LiteralWriter.line(Code.valueOf(" null"))))
        .hasMessageThat()
        .contains("would read back as null");
    // Its factory does not give it back.
    assertThrows(IllegalArgumentException.class, () -> LiteralWriter.line(new Lossy("a")));
  }

  /** A type whose valueOf does not read its toString back. */
  public static final class Lossy {
    private final String text;

    private Lossy(String text) {
      this.text = text;
    }

    public static Lossy valueOf(String text) {
      return new Lossy(text.toUpperCase(java.util.Locale.ROOT));
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Lossy lossy && lossy.text.equals(text);
    }

    @Override
    public int hashCode() {
      return Objects.hash(text);
    }

    @Override
    public String toString() {
      return text;
    }
  }
}
