package io.pipespec.runtime.verdict.literal;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.verdict.literal.LiteralRoundTripTest.Code;
import io.pipespec.runtime.verdict.literal.LiteralRoundTripTest.Color;
import io.pipespec.runtime.verdict.literal.LiteralRoundTripTest.Score;
import io.pipespec.runtime.verdict.literal.LiteralRoundTripTest.Tree;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.junit.jupiter.api.Test;

/** What {@link LiteralReader} reads, and what it says, where, about what it cannot read. */
class LiteralReaderTest {

  private static final TypeDescriptor<KV<String, List<Integer>>> GROUPED =
      new TypeDescriptor<KV<String, List<Integer>>>() {};

  public record Positive(int n) {
    public Positive {
      if (n < 0) {
        throw new IllegalArgumentException("n must not be negative");
      }
    }
  }

  public record Holder(Object o) {}

  private static LiteralException error(TypeDescriptor<?> type, String text) {
    return assertThrows(LiteralException.class, () -> LiteralReader.of(type).read(text));
  }

  @Test
  void readsTheSyntaxOfTheAnnotations() {
    assertThat(LiteralReader.of(GROUPED).read("blue=[1, +2, '3']"))
        .isEqualTo(KV.of("blue", List.of(1, 2, 3)));
    assertThat(LiteralReader.of(GROUPED).read("(blue = [ ])")).isEqualTo(KV.of("blue", List.of()));
    assertThat(LiteralReader.of(new TypeDescriptor<Score>() {}).read("(ann, 3)"))
        .isEqualTo(new Score("ann", 3));
    assertThat(LiteralReader.of(new TypeDescriptor<Score>() {}).read("{ points=3 , name='a, b' }"))
        .isEqualTo(new Score("a, b", 3));
    assertThat(LiteralReader.of(new TypeDescriptor<Tree>() {}).read("(root, [(leaf, [])])"))
        .isEqualTo(new Tree("root", List.of(new Tree("leaf", List.of()))));
    assertThat(
            LiteralReader.of(new TypeDescriptor<KV<String, KV<String, Integer>>>() {})
                .read("a=b=1"))
        .isEqualTo(KV.of("a", KV.of("b", 1)));
    assertThat(
            LiteralReader.of(new TypeDescriptor<List<KV<String, Integer>>>() {})
                .read("['a,b'=1, (c=2)]"))
        .isEqualTo(List.of(KV.of("a,b", 1), KV.of("c", 2)));
    assertThat(LiteralReader.of(new TypeDescriptor<java.time.Duration>() {}).read("P2DT3H"))
        .isEqualTo(java.time.Duration.ofHours(51));
    assertThat(
            LiteralReader.of(new TypeDescriptor<java.time.Instant>() {})
                .read("2024-01-01T10:15:30.250+01:00"))
        .isEqualTo(java.time.Instant.parse("2024-01-01T09:15:30.250Z"));
    assertThat(LiteralReader.of(new TypeDescriptor<org.joda.time.Duration>() {}).read("PT0.25S"))
        .isEqualTo(org.joda.time.Duration.millis(250));
    assertThat(LiteralReader.of(new TypeDescriptor<String>() {}).read(" a, 'b' "))
        .isEqualTo(" a, 'b' ");
    assertThat(LiteralReader.of(new TypeDescriptor<String>() {}).read("null")).isEqualTo("null");
    assertThat(LiteralReader.of(new TypeDescriptor<Integer>() {}).read("null")).isNull();
    assertThat(LiteralReader.of(new TypeDescriptor<List<Integer>>() {}).read("[1, null]"))
        .containsExactly(1, null)
        .inOrder();
    assertThat(LiteralReader.of(new TypeDescriptor<List<String>>() {}).read("[null, '']"))
        .containsExactly("null", "")
        .inOrder();
  }

  @Test
  void displaysTheTypeAsAUserWritesIt() {
    assertThat(LiteralReader.of(GROUPED).display()).isEqualTo("KV<String, List<Integer>>");
    assertThat(LiteralReader.of(new TypeDescriptor<org.joda.time.Instant>() {}).display())
        .isEqualTo("org.joda.time.Instant");
  }

  @Test
  void saysWhatIsWrongWhereAndHowToWriteIt() {
    LiteralException e = error(GROUPED, "a=[1, x]");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "`x` in `a=[1, x]` is not a valid Integer (the 2nd element of List<Integer> in the"
                + " value of KV<String, List<Integer>>): write a whole number from -2147483648 to"
                + " 2147483647, such as 12");
    assertThat(e.column()).isEqualTo(7);

    e = error(new TypeDescriptor<List<Byte>>() {}, "[1,   300]");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "`300` in `[1,   300]` is not a valid Byte (the 2nd element of List<Byte>): it is out"
                + " of range; write a whole number from -128 to 127, such as 12");
    assertThat(e.column()).isEqualTo(7);

    e = error(new TypeDescriptor<List<Integer>>() {}, "[1, 2");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "`[1, 2` is not a valid List<Integer>: the '[' at position 1 is never closed; close it"
                + " with ']', or quote the text that contains it, such as '[a'");
    assertThat(e.column()).isEqualTo(1);

    e = error(new TypeDescriptor<List<String>>() {}, "[a, 'b\\nc']");
    assertThat(e).hasMessageThat().contains("`\\n` is not an escape");
    assertThat(e.column()).isEqualTo(7);

    e = error(new TypeDescriptor<Color>() {}, "PURPLE");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "`PURPLE` is not a valid Color: write the name of one of its constants: RED, GREEN");
    assertThat(e.column()).isEqualTo(1);

    e = error(new TypeDescriptor<Score>() {}, "(ann)");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "`(ann)` is not a valid Score: it has 1 value, but Score has 2 components; write"
                + " (name, points) by position or {name=..., points=...} by name");

    e = error(new TypeDescriptor<Score>() {}, "{name=ann, score=3}");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "`score` in `{name=ann, score=3}` is not a valid Score: it is not a component of"
                + " Score; its components are name, points");
    assertThat(e.column()).isEqualTo(12);

    e = error(new TypeDescriptor<Score>() {}, "{name=ann, points=3x}");
    assertThat(e).hasMessageThat().contains("(component points of Score)");
    assertThat(e.column()).isEqualTo(19);

    e = error(new TypeDescriptor<KV<String, Long>>() {}, "{blue=3, red=4}");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "`{blue=3, red=4}` is not a valid KV<String, Long>: it is written as a map in braces,"
                + " but each literal is one key=value entry; write the entries as literals of their"
                + " own, without braces: \"blue=3\", \"red=4\"");

    e = error(new TypeDescriptor<java.time.Instant>() {}, "2024-13-01T00:00:00Z");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "`2024-13-01T00:00:00Z` is not a valid Instant: write an ISO-8601 instant with seconds"
                + " and a zone offset, such as 2024-01-01T10:15:30Z or"
                + " 2024-01-01T10:15:30.250+01:00");

    e = error(new TypeDescriptor<org.joda.time.Instant>() {}, "2024-01-01T00:00:00.0001Z");
    assertThat(e).hasMessageThat().contains("a Joda Instant holds milliseconds");

    e = error(new TypeDescriptor<Score>() {}, "(name=ann, points=3)");
    assertThat(e).hasMessageThat().contains("it names a component inside parentheses");
    assertThat(e.column()).isEqualTo(2);

    e = error(new TypeDescriptor<List<Integer>>() {}, "[1, , 2]");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "An empty component in `[1, , 2]` is not a valid Integer (the 2nd element of"
                + " List<Integer>): it is empty; write a value");
    assertThat(e.column()).isEqualTo(5);
  }

  @Test
  void refusesNullWhereAPrimitiveIs() {
    LiteralException e = error(new TypeDescriptor<Score>() {}, "(ann, null)");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "`null` in `(ann, null)` is not a valid int (component points of Score): a int cannot"
                + " be null; write a value");
    assertThat(e.column()).isEqualTo(7);
  }

  @Test
  void aFactoryOrConstructorThatRefusesIsAFailureWithAColumn() {
    LiteralException e = error(new TypeDescriptor<List<UUID>>() {}, "[ nope]");
    assertThat(e)
        .hasMessageThat()
        .startsWith(
            "`nope` in `[ nope]` is not a valid UUID (the 1st element of List<UUID>): UUID.fromString refused it with java.lang.IllegalArgumentException");
    assertThat(e.column()).isEqualTo(3);

    e = error(new TypeDescriptor<Positive>() {}, "(-1)");
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "`(-1)` is not a valid Positive: its constructor refused the values with"
                + " java.lang.IllegalArgumentException: n must not be negative");
  }

  @Test
  void refusesDeepNesting() {
    String deep = "[".repeat(40) + "]".repeat(40);
    LiteralException e = error(new TypeDescriptor<List<Integer>>() {}, deep);
    assertThat(e).hasMessageThat().contains("deeper than 32 levels");
    assertThat(e.column()).isEqualTo(33);
  }

  @Test
  void refusesTypesWithoutALiteralForm() {
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> LiteralReader.of(new TypeDescriptor<Holder>() {})))
        .hasMessageThat()
        .startsWith(
            "Literals of Holder cannot be read: Object (component o of Holder) has no literal"
                + " form. Literals are written for String,");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> LiteralReader.of(new TypeDescriptor<Map<String, Integer>>() {})))
        .hasMessageThat()
        .contains("Map<String, Integer> has no literal form");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> LiteralReader.of(TypeDescriptor.of(KV.class))))
        .hasMessageThat()
        .contains("KV is a raw type");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> LiteralReader.of(new TypeDescriptor<List<?>>() {})))
        .hasMessageThat()
        .contains("? (the elements of List<?>) is not a class type");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () ->
                    LiteralReader.of(
                        new TypeDescriptor<LiteralRoundTripTest.Pair<?, String>>() {})))
        .hasMessageThat()
        .contains("has a wildcard or type variable among its type arguments");
    assertThrows(
        IllegalArgumentException.class,
        () -> LiteralReader.of(new TypeDescriptor<java.math.BigDecimal>() {}));
  }

  @Test
  void unescapeReversesJavaEscapesAndSaysWhereOneIsWrong() {
    assertThat(LiteralWriter.unescape("a\\\\b\\n\\r\\t\\b\\f\\'\\\"\\u00e9\\u0041"))
        .isEqualTo("a\\b\n\r\t\b\f'\"\u00e9A");
    LiteralException e =
        assertThrows(LiteralException.class, () -> LiteralWriter.unescape("ab\\q"));
    assertThat(e.column()).isEqualTo(3);
    assertThat(e).hasMessageThat().contains("`\\q` is not an escape");
    e = assertThrows(LiteralException.class, () -> LiteralWriter.unescape("x\\u12G4"));
    assertThat(e.column()).isEqualTo(2);
    e = assertThrows(LiteralException.class, () -> LiteralWriter.unescape("x\\"));
    assertThat(e.column()).isEqualTo(2);
    assertThrows(LiteralException.class, () -> LiteralWriter.unescape("\\u12"));
  }

  @Test
  void readsManyLinesQuickly() {
    LiteralReader<KV<String, Score>> reader =
        LiteralReader.of(new TypeDescriptor<KV<String, Score>>() {});
    String line = LiteralWriter.line(KV.of("key 1", new Score("ann, b", 12)));
    long start = System.nanoTime();
    for (int i = 0; i < 200_000; i++) {
      if (reader.read(line) == null) {
        throw new AssertionError();
      }
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    // Generous for a loaded CI machine (about 3 seconds with 5 builds on 2 cores); looking the
    // constructors up by reflection per line would be far slower.
    assertThat(millis).isLessThan(20_000L);
  }

  @Test
  void factoryTypes() {
    assertThat(LiteralReader.of(new TypeDescriptor<Code>() {}).read(" x "))
        .isEqualTo(Code.valueOf(" x "));
    assertThat(LiteralReader.of(new TypeDescriptor<List<Code>>() {}).read("[' x ', 'null']"))
        .containsExactly(Code.valueOf(" x "), Code.valueOf("null"))
        .inOrder();
  }
}
