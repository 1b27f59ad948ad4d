package io.pipespec.processor.literal;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.PipespecNames;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Turns the literals of {@code @ExpectContains} into Java expressions of the output's element
 * type, at compile time.
 *
 * <p>It dispatches on the type to one small {@link TypeParser} per kind of type; to support a new
 * kind, add a parser and a case in {@link #parserFor}. Supported: {@code String} (verbatim), the
 * boxed primitives, and {@code KV<K, V>} of those (see {@link KvSplitter} for the grammar).
 */
public final class LiteralParser {

  /** The types listed in messages about an unsupported type. */
  public static final String SUPPORTED_TYPES =
      "String, Integer, Long, Short, Byte, Double, Float, Character, Boolean,"
          + " and KV<K, V> of those";

  private static final Map<String, TypeParser> SCALARS =
      Map.of(
          "java.lang.String", new StringParser(),
          "java.lang.Integer", IntegralParser.INTEGER,
          "java.lang.Long", IntegralParser.LONG,
          "java.lang.Short", IntegralParser.SHORT,
          "java.lang.Byte", IntegralParser.BYTE,
          "java.lang.Double", FloatingParser.DOUBLE,
          "java.lang.Float", FloatingParser.FLOAT,
          "java.lang.Character", new CharacterParser(),
          "java.lang.Boolean", new BooleanParser());

  /** What became of one literal: a Java expression, or a message that says what is wrong. */
  public record Result(Optional<CodeBlock> code, String error) {
    static Result parsed(CodeBlock code) {
      return new Result(Optional.of(code), null);
    }

    static Result failed(String error) {
      return new Result(Optional.empty(), error);
    }
  }

  /** Whether literals of {@code type} can be parsed. */
  public boolean supports(TypeMirror type) {
    return parserFor(type).isPresent();
  }

  /**
   * Parses {@code literal} against {@code type}, which must be {@link #supports supported}. A
   * failure says which part of the literal is wrong, against which type, and how to write it.
   */
  public Result parse(String literal, TypeMirror type) {
    TypeParser parser =
        parserFor(type)
            .orElseThrow(() -> new IllegalArgumentException("Unsupported literal type " + type));
    Outcome outcome = parser.parse(literal);
    if (outcome instanceof Outcome.Parsed parsed) {
      return Result.parsed(parsed.code());
    }
    Outcome.Failed failed = (Outcome.Failed) outcome;
    StringBuilder message = new StringBuilder().append('`').append(failed.part()).append('`');
    if (!failed.within().isEmpty() || !failed.part().equals(literal)) {
      message.append(" in `").append(literal).append('`');
    }
    message.append(" is not a valid ").append(failed.type());
    if (!failed.within().isEmpty()) {
      message.append(" (").append(String.join(", ", failed.within())).append(')');
    }
    return Result.failed(message.append(": ").append(failed.reason()).toString());
  }

  private Optional<TypeParser> parserFor(TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return Optional.empty();
    }
    DeclaredType declared = (DeclaredType) type;
    String name = ((TypeElement) declared.asElement()).getQualifiedName().toString();
    TypeParser scalar = SCALARS.get(name);
    if (scalar != null) {
      return Optional.of(scalar);
    }
    if (name.equals(PipespecNames.KV) && declared.getTypeArguments().size() == 2) {
      List<? extends TypeMirror> arguments = declared.getTypeArguments();
      // Only scalars inside KV for now: nested KV needs its own grammar decision.
      Optional<TypeParser> key = scalarParserFor(arguments.get(0));
      Optional<TypeParser> value = scalarParserFor(arguments.get(1));
      if (key.isPresent() && value.isPresent()) {
        return Optional.of(
            new KvParser(
                ClassName.get(PipespecNames.BEAM_VALUES_PACKAGE, "KV"),
                TypeDisplay.of(type),
                key.get(),
                value.get()));
      }
    }
    return Optional.empty();
  }

  private Optional<TypeParser> scalarParserFor(TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return Optional.empty();
    }
    TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
    return Optional.ofNullable(SCALARS.get(element.getQualifiedName().toString()));
  }
}
