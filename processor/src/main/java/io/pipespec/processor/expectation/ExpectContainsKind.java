package io.pipespec.processor.expectation;

import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.ExpectedValues;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * {@code @ExpectContains}: exactly these elements, in any order, duplicates counted; as literals or
 * from a member ({@code from}); with a {@code key}, a failure shows the differences by key.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectContainsKind extends OutputKind<ExpectContainsKind.Check> {

  /**
   * The expected elements of {@code output}, of {@code elementType}.
   *
   * @param key the path that identifies an element, for differences by key; empty for none
   */
  public record Check(String output, JavaType elementType, ExpectedValues values, String key)
      implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return key.isEmpty()
          ? values.expectation("containsInAnyOrder", elementType)
          : values.expectation(
              "containsInAnyOrderByKey", elementType, List.of(new CallArgument.Text(key)));
    }
  }

  ExpectContainsKind() {
    super("io.pipespec.ExpectContains");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    Optional<ExpectedValues> values;
    Optional<AnnotationValue> from = site.explicit("from");
    if (from.isPresent()) {
      if (!site.list("value").isEmpty()) {
        ValuesReader.conflict(site, "value", "from", from.get());
        return Optional.empty();
      }
      values =
          Suppliers.iterable(site, from.get(), output.elementType(), output)
              .map(ExpectedValues.class::cast);
    } else {
      values = literals(site, output).map(ExpectedValues.Literals::new);
    }
    Optional<String> key = KeyReader.read(site, output);
    if (values.isEmpty() || key.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new Check(output.name(), JavaTypes.of(output.elementType()), values.get(), key.get()));
  }

  private static Optional<List<Literal>> literals(ExpectationSite site, Judged.Output output) {
    AnnotationValue value = site.value("value");
    List<? extends AnnotationValue> literals = site.list("value");
    if (literals.isEmpty()) {
      site.error(
          ErrorTag.PipespecExpectContainsEmpty,
          site.on() + " lists no element. To expect no element, use @ExpectEmpty instead.",
          value);
      return Optional.empty();
    }
    TypeMirror elementType = output.elementType();
    Optional<String> unsupported = site.literals().whyUnsupported(elementType, site.suitePackage());
    if (unsupported.isPresent()) {
      site.error(
          ErrorTag.PipespecUnsupportedLiteralType,
          site.on()
              + " cannot write literals of "
              + TypeDisplay.of(elementType)
              + ", the element type of output \""
              + output.name()
              + "\": "
              + unsupported.get()
              + output
                  .untyped()
                  .map(untyped -> ". " + untyped)
                  .orElse(
                      ". Literals support "
                          + LiteralParser.SUPPORTED_TYPES
                          + ". Use @Satisfies, which works for any element type, to check this"
                          + " output."));
      return Optional.empty();
    }
    List<Literal> elements = new ArrayList<>();
    for (AnnotationValue literal : literals) {
      ValuesReader.literal(site, literal, elementType).ifPresent(elements::add);
    }
    return elements.size() == literals.size() ? Optional.of(elements) : Optional.empty();
  }
}
