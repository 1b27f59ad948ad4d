package io.pipespec.processor.expectation;

import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.ExpectedValues;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.type.TypeMirror;

/**
 * Reads the expected values of an expectation: literals typed against the output's elements, or a
 * member that supplies them ({@code from}), and the numbers ({@code size}) some expectations give.
 */
final class ValuesReader {

  private ValuesReader() {}

  /** The literals of {@code value} or the supplier of {@code from}, exactly one of them. */
  static Optional<ExpectedValues> values(
      ExpectationSite site, Judged.Output output, TypeMirror literalType) {
    Optional<AnnotationValue> from = site.explicit("from");
    List<? extends AnnotationValue> values = site.list("value");
    if (from.isPresent()) {
      if (!values.isEmpty()) {
        conflict(site, "value", "from", from.get());
        return Optional.empty();
      }
      return Suppliers.iterable(site, from.get(), literalType, output)
          .map(supplied -> (ExpectedValues) supplied);
    }
    if (values.isEmpty()) {
      site.error(
          ErrorTag.PipespecNoExpectedValues,
          site.on()
              + " gives no expected element. List them, such as "
              + site.annotation()
              + (site.annotation().equals("@ExpectMap")
                  ? "({\"a=1\", \"b=2\"})"
                  : "({\"a\", \"b\"})")
              + ", or name a static member that supplies them with from = \"...\"; to"
              + " expect no element, use @ExpectEmpty.",
          site.explicit("value").orElse(null));
      return Optional.empty();
    }
    return literals(site, site.value("value"), literalType, output)
        .map(ExpectedValues.Literals::new);
  }

  /** The error of two attributes given together that exclude each other. */
  static void conflict(ExpectationSite site, String first, String second, AnnotationValue at) {
    site.error(
        ErrorTag.PipespecConflictingValues,
        site.on()
            + " gives both "
            + first
            + " and "
            + second
            + ", which contradict each other. Keep one of them.",
        at);
  }

  /** Every literal of the array attribute {@code array}, each typed as {@code type}. */
  static Optional<List<Literal>> literals(
      ExpectationSite site, AnnotationValue array, TypeMirror type, Judged.Output output) {
    @SuppressWarnings("unchecked") // javac represents an array attribute as a list of values
    List<? extends AnnotationValue> values = (List<? extends AnnotationValue>) array.getValue();
    if (!supported(site, type, output, array)) {
      return Optional.empty();
    }
    List<Literal> parsed = new ArrayList<>();
    for (AnnotationValue value : values) {
      literal(site, value, type).ifPresent(parsed::add);
    }
    return parsed.size() == values.size() ? Optional.of(parsed) : Optional.empty();
  }

  /** Whether literals of {@code type} can be written; the error when they cannot. */
  static boolean supported(
      ExpectationSite site, TypeMirror type, Judged.Output output, AnnotationValue at) {
    Optional<String> unsupported = site.literals().whyUnsupported(type, site.suitePackage());
    if (unsupported.isEmpty()) {
      return true;
    }
    site.error(
        ErrorTag.PipespecUnsupportedLiteralType,
        site.on()
            + " cannot write literals of "
            + TypeDisplay.of(type)
            + " (for output \""
            + output.name()
            + "\"): "
            + unsupported.get()
            + output
                .untyped()
                .filter(untyped -> site.facts().types().isSameType(type, output.elementType()))
                .map(untyped -> ". " + untyped)
                .orElse(
                    ". Literals support "
                        + LiteralParser.SUPPORTED_TYPES
                        + ". Supply the values from code with from = \"...\" where the annotation"
                        + " has it, or use by = \"...\" or @Satisfies."),
        at);
    return false;
  }

  /** The literal {@code value} typed as {@code type}, which is known to be supported. */
  static Optional<Literal> literal(ExpectationSite site, AnnotationValue value, TypeMirror type) {
    LiteralParser.Result result =
        site.literals().parse((String) value.getValue(), type, site.suitePackage());
    if (result.value().isEmpty()) {
      site.error(
          ErrorTag.PipespecBadLiteral,
          result.error() + ". Fix the literal, or use @Satisfies to check the output in code.",
          value);
    }
    return result.value();
  }

  /** The count or size {@code attribute}, which must not be negative. */
  static boolean notNegative(ExpectationSite site, String attribute, long value) {
    if (value >= 0) {
      return true;
    }
    site.error(
        ErrorTag.PipespecNegativeSize,
        site.on() + " expects " + value + " elements. Give a number of elements, 0 or more.",
        site.explicit(attribute).orElse(null));
    return false;
  }
}
