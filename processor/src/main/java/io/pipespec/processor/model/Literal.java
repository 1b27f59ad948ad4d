package io.pipespec.processor.model;

import java.util.List;
import org.apiguardian.api.API;

/**
 * The value of a literal that a user wrote in an annotation ({@code "blue=3"}, {@code "[1, 2]"}),
 * parsed and typed at compile time: a tree of values, one node per part of the literal. The literal
 * parsers make it; a writer turns it into the Java expression that builds the value.
 */
@API(status = API.Status.INTERNAL)
public sealed interface Literal {

  /** A {@code String}: the text itself. */
  record Text(String value) implements Literal {}

  /** The whole-number types, with how Java writes a constant of each. */
  enum IntegralType {
    INT,
    LONG,
    SHORT,
    BYTE
  }

  /** A whole number of one of the {@link IntegralType}s, boxed or primitive alike. */
  record Integral(IntegralType type, long value) implements Literal {}

  /**
   * A {@code float} or {@code double}, boxed or primitive alike; {@code NaN} and the infinities
   * included.
   */
  record Floating(boolean isFloat, double value) implements Literal {}

  /** A {@code char}, boxed or primitive alike. */
  record Char(char value) implements Literal {}

  /** A {@code boolean}, boxed or primitive alike. */
  record Bool(boolean value) implements Literal {}

  /** One constant of an enum. */
  record EnumConstant(ClassRef type, String name) implements Literal {}

  /**
   * A call of a static factory from text, such as {@code UUID.fromString("...")} or {@code
   * Instant.parse("2024-01-01T10:15:30Z")}.
   */
  record FactoryCall(ClassRef type, String method, String argument) implements Literal {}

  /** A Joda {@code Duration} of exactly this many milliseconds. */
  record JodaDuration(long millis) implements Literal {}

  /** A Beam {@code KV}. */
  record Kv(Literal key, Literal value) implements Literal {}

  /** An immutable {@code List} of {@code elementType}. */
  record ListOf(JavaType elementType, List<Literal> elements) implements Literal {
    public ListOf {
      elements = List.copyOf(elements);
    }
  }

  /** An immutable {@code Set} of the elements of a list literal. */
  record SetOf(ListOf elements) implements Literal {}

  /** A record, built with its canonical constructor from one value per component. */
  record RecordOf(JavaType type, List<Literal> components) implements Literal {
    public RecordOf {
      components = List.copyOf(components);
    }
  }
}
