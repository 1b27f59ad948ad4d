package io.pipespec.processor.literal;

import io.pipespec.grammar.LiteralSyntax;
import io.pipespec.processor.model.Literal;
import java.util.Optional;
import javax.lang.model.element.PackageElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Turns the literals of expectations and timelines into {@link Literal} values of the type they
 * stand for, at compile time. The grammar is documented in {@code processor/LITERALS.md}.
 *
 * <p>It dispatches on the type to one small {@link TypeParser} per kind of type ({@link
 * ParserFactory} picks it); composite parsers cut their text with the shared {@link LiteralSyntax}
 * and parse each component with the parser of the component's type, so every kind nests in every
 * composite. To support a new kind, add a parser and a case in {@link ParserFactory#forType}.
 *
 * <p>A top-level String literal is the text verbatim; components inside a composite follow the
 * quoting rules of {@link LiteralSyntax}.
 */
@API(status = API.Status.INTERNAL)
public final class LiteralParser {

  /** The types listed in messages about an unsupported type. */
  public static final String SUPPORTED_TYPES =
      "String, the boxed primitives, enums, records, List<T>, KV<K, V>, java.time and Joda"
          + " Instant and Duration, and any type with a public static valueOf(String),"
          + " parse(String), of(String) or fromString(String) returning it; these nest in each"
          + " other";

  private final Types types;
  private final Elements elements;

  public LiteralParser(Types types, Elements elements) {
    this.types = types;
    this.elements = elements;
  }

  /** What became of one literal: its value, or a message that says what is wrong. */
  public record Result(Optional<Literal> value, @Nullable String error) {
    static Result parsed(Literal value) {
      return new Result(Optional.of(value), null);
    }

    static Result failed(String error) {
      return new Result(Optional.empty(), error);
    }
  }

  /**
   * Why literals of {@code type} cannot be written in a suite generated in {@code suitePackage}
   * (such as "Foo (the value of {@code KV<String, Foo>}) has no literal form"), or empty when they
   * can.
   */
  public Optional<String> whyUnsupported(TypeMirror type, PackageElement suitePackage) {
    ParserFactory.Support support = factory(suitePackage).forType(type);
    return support instanceof ParserFactory.Unsupported unsupported
        ? Optional.of(unsupported.describe())
        : Optional.empty();
  }

  /**
   * Parses {@code literal} against {@code type}, for a suite generated in {@code suitePackage};
   * {@code type} must be supported (see {@link #whyUnsupported}). A failure says which part of the
   * literal is wrong, against which type and where in it, and how to write it.
   */
  public Result parse(String literal, TypeMirror type, PackageElement suitePackage) {
    ParserFactory.Support support = factory(suitePackage).forType(type);
    if (!(support instanceof ParserFactory.Supported supported)) {
      throw new IllegalArgumentException("Unsupported literal type " + type);
    }
    return parse(literal, supported.parser());
  }

  /** Parses {@code literal} at the top level with {@code parser}. */
  static Result parse(String literal, TypeParser parser) {
    Outcome outcome;
    LiteralSyntax.Parts wellFormed = LiteralSyntax.splitAll(literal, ',');
    if (!parser.isText() && literal.strip().equals("null")) {
      outcome = Components.nullLiteral(parser.display());
    } else if (parser.isComposite() && wellFormed.error() != null) {
      // Brackets and quotes are checked on the whole literal first, so that a literal nested too
      // deep is reported as such rather than as whatever type its innermost part misses.
      outcome = new Outcome.Failed(literal, parser.display(), wellFormed.error());
    } else {
      outcome = parser.parse(literal);
    }
    if (outcome instanceof Outcome.Parsed parsed) {
      return Result.parsed(parsed.value());
    }
    return Result.failed(describe((Outcome.Failed) outcome, literal));
  }

  /**
   * The value of the key of a {@code KV} literal already known to parse against {@code kvType},
   * such as {@code "a"} for {@code a=1}, so that callers can find keys written twice.
   */
  public Optional<Literal> keyOf(String literal, DeclaredType kvType, PackageElement suitePackage) {
    String body = LiteralSyntax.unwrap(literal, '(', ')').orElse(literal);
    LiteralSyntax.Parts split = LiteralSyntax.splitFirst(body, '=');
    if (split.failed() || split.parts().size() < 2 || kvType.getTypeArguments().size() != 2) {
      return Optional.empty();
    }
    ParserFactory.Support support = factory(suitePackage).forType(kvType.getTypeArguments().get(0));
    if (!(support instanceof ParserFactory.Supported supported)) {
      return Optional.empty();
    }
    return Components.parse(split.parts().get(0), supported.parser()) instanceof Outcome.Parsed key
        ? Optional.of(key.value())
        : Optional.empty();
  }

  static String describe(Outcome.Failed failed, String literal) {
    StringBuilder message = new StringBuilder();
    if (failed.part().isEmpty()) {
      message.append("An empty component");
    } else {
      message.append('`').append(failed.part()).append('`');
    }
    if (!failed.within().isEmpty() || !failed.part().equals(literal)) {
      message.append(" in `").append(literal).append('`');
    }
    message.append(" is not a valid ").append(failed.type());
    if (!failed.within().isEmpty()) {
      message.append(" (").append(String.join(" in ", failed.within())).append(')');
    }
    return message.append(": ").append(failed.reason()).toString();
  }

  private ParserFactory factory(PackageElement suitePackage) {
    return new ParserFactory(types, elements, suitePackage);
  }
}
