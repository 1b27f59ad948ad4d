package io.pipespec.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad literals: each line of {@code bad/com/example/literals/BadLiterals.java} holds one, and each
 * must be reported with its tagged message on that line. The fixture is compiled once.
 */
class LiteralErrorTest {

  private static final JavaFileObject BAD =
      JavaFileObjects.forResource("bad/com/example/literals/BadLiterals.java");
  private static Compilation compilation;

  @BeforeAll
  static void compile() {
    compilation = javac().withProcessors(new PipespecProcessor()).compile(BAD);
  }

  private static final String BAD_LITERAL = "[PipespecBadLiteral] ";
  private static final String UNSUPPORTED = "[PipespecUnsupportedLiteralType] ";

  static Stream<Arguments> errors() {
    return Stream.of(
        error(
            "unknown enum constant",
            BAD_LITERAL
                + "`PURPLE` is not a valid Color: write the name of one of its constants: RED, GREEN. Fix the literal",
            "\"PURPLE\""),
        error(
            "null",
            BAD_LITERAL
                + "`null` is not a valid Color: literals cannot stand for null; check elements that hold nulls with @Satisfies in code",
            "\"null\""),
        error(
            "positional arity",
            BAD_LITERAL
                + "`(ann)` is not a valid Score: it has 1 value, but Score has 2 components; write (name, points) by position or {name=..., points=...} by name",
            "\"(ann)\""),
        error(
            "unknown component",
            BAD_LITERAL
                + "`score` in `{name=ann, score=3}` is not a valid Score: it is not a component of Score; its components are name, points",
            "score=3"),
        error(
            "missing component",
            BAD_LITERAL
                + "`{name=solo}` is not a valid Score: it gives no value for points; give every component a value: {name=..., points=...}",
            "{name=solo}"),
        error(
            "duplicate component",
            BAD_LITERAL
                + "`{name=a, name=b, points=1}` is not a valid Score: it gives component name twice",
            "name=b"),
        error(
            "record without brackets",
            BAD_LITERAL
                + "`ann, 3` is not a valid Score: write (name, points) by position or {name=..., points=...} by name",
            "\"ann, 3\""),
        error(
            "record component",
            BAD_LITERAL
                + "`3.5` in `(ann, 3.5)` is not a valid int (component points of Score): write a whole number",
            "3.5"),
        error(
            "unclosed bracket",
            BAD_LITERAL
                + "`[1, 2` is not a valid List<Integer>: the '[' at position 1 is never closed; close it with ']'",
            "\"[1, 2\","),
        error(
            "mismatched bracket",
            BAD_LITERAL
                + "`[1, 2)` is not a valid List<Integer>: the '[' is closed by ')' at position 6; close it with ']'",
            "\"[1, 2)\""),
        error(
            "stray closer",
            BAD_LITERAL
                + "`[1]]` is not a valid List<Integer>: the ']' at position 4 closes nothing",
            "\"[1]]\""),
        error(
            "list without brackets",
            BAD_LITERAL
                + "`1, 2` is not a valid List<Integer>: write the elements in brackets, separated by commas, such as [a, b] or [] for no element",
            "\"1, 2\""),
        error(
            "empty element",
            BAD_LITERAL
                + "An empty component in `[1, , 2]` is not a valid Integer (the 2nd element of List<Integer>): it is empty; write a value",
            "\"[1, , 2]\""),
        error(
            "unclosed quote",
            BAD_LITERAL
                + "`['a, b]` is not a valid List<String>: the quote that opens `'a, b]` is never closed; end the quoted part with '",
            "\"['a, b]\""),
        error(
            "bad escape",
            BAD_LITERAL
                + "`['a\\nb']` is not a valid List<String>: `\\n` is not an escape; inside single quotes write \\' for a quote and \\\\ for a backslash",
            "a\\\\nb"),
        error(
            "text after a quote",
            BAD_LITERAL
                + "`'a'b` in `['a'b]` is not a valid String (the 1st element of List<String>): only spaces may follow the quoted part 'a'",
            "\"['a'b]\""),
        error(
            "list element out of range",
            BAD_LITERAL
                + "`300` in `[1, 300]` is not a valid Byte (the 2nd element of List<Byte>): it is out of range; write a whole number from -128 to 127",
            "[1, 300]"),
        error(
            "record in a list",
            BAD_LITERAL
                + "`x` in `[(ann, 1), (bob, x)]` is not a valid int (component points of Score in the 2nd element of List<Score>)",
            "(bob, x)"),
        error(
            "deep nesting",
            BAD_LITERAL
                + "`"
                + "[".repeat(33)
                + "1"
                + "]".repeat(33)
                + "` is not a valid List<List<Integer>>: it nests brackets deeper than 32 levels",
            "[[[[[[[["),
        error(
            "nested KV value",
            BAD_LITERAL
                + "`x` in `a=[1, x]` is not a valid Integer (the 2nd element of List<Integer> in the value of KV<String, List<Integer>>)",
            "a=[1, x]"),
        error(
            "nested KV key",
            BAD_LITERAL
                + "`x` in `(a=x)=1` is not a valid Integer (the value of KV<String, Integer> in the key of KV<KV<String, Integer>, Long>)",
            "(a=x)=1"),
        error(
            "KV value without '='",
            BAD_LITERAL
                + "`b` in `a=b` is not a valid KV<String, Integer> (the value of KV<String, KV<String, Integer>>): it has no '=' between key and value",
            "output = \"kvValues\""),
        error(
            "bad ISO instant",
            BAD_LITERAL
                + "`2024-13-01T00:00:00Z` is not a valid Instant: write an ISO-8601 instant with seconds and a zone offset, such as 2024-01-01T10:15:30Z",
            "2024-13-01"),
        error(
            "bad duration",
            BAD_LITERAL
                + "`20 minutes` is not a valid Duration: write an ISO-8601 duration in days, hours, minutes and seconds, such as PT20M",
            "20 minutes"),
        error(
            "Joda instant below milliseconds",
            BAD_LITERAL
                + "`2024-01-01T00:00:00.0001Z` is not a valid org.joda.time.Instant: a Joda Instant holds milliseconds",
            "00.0001Z"),
        error(
            "Joda duration in months",
            BAD_LITERAL + "`P1M` is not a valid org.joda.time.Duration: write an ISO-8601 duration",
            "P1M"),
        error(
            "unsupported KV value",
            UNSUPPORTED
                + "@ExpectContains on objects cannot write literals of KV<String, Object>, the element type of output \"objects\": Object (the value of KV<String, Object>) has no literal form. Literals support String,",
            "output = \"objects\""),
        error(
            "unsupported record component",
            UNSUPPORTED
                + "@ExpectContains on holders cannot write literals of Holder, the element type of output \"holders\": Object (component o of Holder) has no literal form",
            "output = \"holders\""),
        error(
            "raw KV",
            UNSUPPORTED
                + "@ExpectContains on raws cannot write literals of KV, the element type of output"
                + " \"raws\": KV is a raw type: it is declared without its type arguments (KV<K,"
                + " V>), so the parts of a literal have no type to be read as; declare it with"
                + " them, such as KV<String, Long>.",
            "output = \"raws\""),
        error(
            "raw List in a KV",
            UNSUPPORTED
                + "@ExpectContains on rawLists cannot write literals of KV<String, List>, the"
                + " element type of output \"rawLists\": List (the value of KV<String, List>) is a"
                + " raw type: it is declared without its type arguments (List<E>), so the parts of"
                + " a literal have no type to be read as; declare it with them, such as"
                + " List<String>.",
            "output = \"rawLists\""));
  }

  private static Arguments error(String name, String message, String line) {
    return Arguments.of(name, message, line);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errors")
  void reportsTheErrorOnTheOffendingLine(String name, String message, String line) {
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining(message).inFile(BAD).onLineContaining(line);
  }

  @Test
  void reportsEveryBadLiteralAndNothingElse() {
    // One error per case above; valid literals (RED) add none.
    assertThat(compilation).hadErrorCount((int) errors().count());
  }

  @Test
  void aRecordComponentTypeHiddenInAnotherPackageIsRefused() {
    JavaFileObject test =
        JavaFileObjects.forResource("bad/com/example/literals/ForeignRecord.java");
    Compilation foreign =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(
                test,
                JavaFileObjects.forResource("bad/com/other/Match.java"),
                JavaFileObjects.forResource("bad/com/other/Points.java"));

    assertThat(foreign).failed();
    assertThat(foreign)
        .hadErrorContaining(
            UNSUPPORTED
                + "@ExpectContains on matches cannot write literals of Match, the element type of"
                + " output \"t\": Points (component points of Match) is not accessible from"
                + " package com.example.literals, where the suite is generated; make it public")
        .inFile(test)
        .onLineContaining("@ExpectContains");
  }
}
