package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.model.Literal;
import java.util.List;
import java.util.Locale;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Writes the Java expression that builds a {@link Literal} value, of exactly the literal's type.
 * The code is written from the value, never from the user's text, so that it is deterministic and
 * means the same on any runtime: numbers in their canonical form (no leading zeros, which Java
 * would read as octal; the shortest decimal that reads back as the same {@code double}), texts and
 * characters escaped. A list literal of many elements (one annotation string may hold ten thousand)
 * is built by the suite's {@link MethodSplitter}, so that no method grows beyond the JVM's limit.
 */
@API(status = API.Status.INTERNAL)
public final class LiteralWriter {

  private final @Nullable MethodSplitter splitter;

  LiteralWriter(@Nullable MethodSplitter splitter) {
    this.splitter = splitter;
  }

  /** A writer that writes every literal as one expression, however large; for tests. */
  public static LiteralWriter unsplit() {
    return new LiteralWriter(null);
  }

  /**
   * The weight of {@code literal} in {@link MethodSplitter}'s terms: one per value and per
   * composite that holds values.
   */
  static int weight(Literal literal) {
    if (literal instanceof Literal.Kv kv) {
      return 1 + weight(kv.key()) + weight(kv.value());
    }
    if (literal instanceof Literal.ListOf list) {
      return 1 + list.elements().stream().mapToInt(element -> 1 + weight(element)).sum();
    }
    if (literal instanceof Literal.SetOf set) {
      return 1 + weight(set.elements());
    }
    if (literal instanceof Literal.RecordOf record) {
      return 1 + record.components().stream().mapToInt(LiteralWriter::weight).sum();
    }
    return literal instanceof Literal.FactoryCall ? 2 : 1;
  }

  /** The expression that builds {@code literal}. */
  public CodeBlock write(Literal literal) {
    if (literal instanceof Literal.Text text) {
      return StringLiterals.of(text.value());
    }
    if (literal instanceof Literal.Integral integral) {
      return CodeBlock.of("$L", integral(integral));
    }
    if (literal instanceof Literal.Floating floating) {
      return floating(floating);
    }
    if (literal instanceof Literal.Char character) {
      return CodeBlock.of("$L", "'" + escape(character.value()) + "'");
    }
    if (literal instanceof Literal.Bool bool) {
      return CodeBlock.of("$L", bool.value());
    }
    if (literal instanceof Literal.EnumConstant constant) {
      return CodeBlock.of("$T.$N", TypeNames.of(constant.type()), constant.name());
    }
    if (literal instanceof Literal.FactoryCall call) {
      return CodeBlock.of(
          "$T.$N($L)",
          TypeNames.of(call.type()),
          call.method(),
          StringLiterals.of(call.argument()));
    }
    if (literal instanceof Literal.JodaDuration duration) {
      return jodaDuration(duration.millis());
    }
    if (literal instanceof Literal.Kv kv) {
      return CodeBlock.of("$T.of($L, $L)", TypeNames.KV, write(kv.key()), write(kv.value()));
    }
    if (literal instanceof Literal.ListOf list) {
      if (splitter != null && weight(list) > MethodSplitter.INLINE_LIST_WEIGHT) {
        return splitter.list(TypeNames.of(list.elementType()), pieces(list.elements()));
      }
      return CodeBlock.of(
          "$T.<$T>of($L)",
          TypeNames.LIST,
          TypeNames.of(list.elementType()),
          joined(list.elements()));
    }
    if (literal instanceof Literal.SetOf set) {
      return CodeBlock.of("$T.copyOf($L)", TypeNames.SET, write(set.elements()));
    }
    Literal.RecordOf record = (Literal.RecordOf) literal;
    return CodeBlock.of("new $T($L)", TypeNames.of(record.type()), joined(record.components()));
  }

  /** The expressions of {@code literals}, separated by commas, as arguments of a call. */
  public CodeBlock joined(List<Literal> literals) {
    return literals.stream().map(this::write).collect(CodeBlock.joining(", "));
  }

  /** {@code literals} written, each with its weight, as elements of a list. */
  List<MethodSplitter.Piece> pieces(List<Literal> literals) {
    return literals.stream()
        .map(literal -> new MethodSplitter.Piece(write(literal), 1 + weight(literal)))
        .toList();
  }

  private static String integral(Literal.Integral integral) {
    return switch (integral.type()) {
      case INT -> Long.toString(integral.value());
      case LONG -> integral.value() + "L";
      case SHORT -> "(short) " + integral.value();
      case BYTE -> "(byte) " + integral.value();
    };
  }

  private static CodeBlock floating(Literal.Floating floating) {
    ClassName boxed = floating.isFloat() ? TypeNames.FLOAT : TypeNames.DOUBLE;
    double value = floating.value();
    if (Double.isNaN(value)) {
      return CodeBlock.of("$T.NaN", boxed);
    }
    if (Double.isInfinite(value)) {
      return CodeBlock.of("$T.$N", boxed, value > 0 ? "POSITIVE_INFINITY" : "NEGATIVE_INFINITY");
    }
    // The shortest text that reads back as the same value: deterministic whatever the user wrote.
    return CodeBlock.of(
        "$L", floating.isFloat() ? Float.toString((float) value) + "f" : value + "d");
  }

  /** The most readable Joda factory that holds {@code millis} exactly. */
  private static CodeBlock jodaDuration(long millis) {
    if (millis != 0) {
      if (millis % 86_400_000 == 0) {
        return CodeBlock.of("$T.standardDays($LL)", TypeNames.JODA_DURATION, millis / 86_400_000);
      }
      if (millis % 3_600_000 == 0) {
        return CodeBlock.of("$T.standardHours($LL)", TypeNames.JODA_DURATION, millis / 3_600_000);
      }
      if (millis % 60_000 == 0) {
        return CodeBlock.of("$T.standardMinutes($LL)", TypeNames.JODA_DURATION, millis / 60_000);
      }
      if (millis % 1_000 == 0) {
        return CodeBlock.of("$T.standardSeconds($LL)", TypeNames.JODA_DURATION, millis / 1_000);
      }
    }
    return CodeBlock.of("$T.millis($LL)", TypeNames.JODA_DURATION, millis);
  }

  /**
   * A Java character literal body. Line terminators, quotes and backslashes need their named
   * escapes: a unicode escape such as backslash-u-000a is translated before lexing and would break
   * the code.
   */
  private static String escape(char c) {
    return switch (c) {
      case '\'' -> "\\'";
      case '\\' -> "\\\\";
      case '\n' -> "\\n";
      case '\r' -> "\\r";
      case '\t' -> "\\t";
      case '\b' -> "\\b";
      case '\f' -> "\\f";
      default ->
          c < 0x20 || c >= 0x7f
              ? String.format(Locale.ROOT, "\\u%04x", (int) c)
              : String.valueOf(c);
    };
  }
}
