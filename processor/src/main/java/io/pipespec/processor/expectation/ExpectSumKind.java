package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * {@code @ExpectSum}: a numeric output of {@code size} elements whose exact sum is {@code value}.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectSumKind extends OutputKind<ExpectSumKind.Check> {

  private static final List<String> SUMMABLE =
      List.of(
          "java.lang.Byte",
          "java.lang.Short",
          "java.lang.Integer",
          "java.lang.Long",
          "java.math.BigInteger",
          "java.math.BigDecimal");

  /** The sum and size of {@code output}; {@code sum} is a valid {@code BigDecimal} literal. */
  public record Check(String output, String sum, long size) implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.expectations(
          "sum", new CallArgument.Text(sum), new CallArgument.WholeNumber(size));
    }
  }

  ExpectSumKind() {
    super("io.pipespec.ExpectSum");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    TypeMirror elementType = output.elementType();
    String type =
        SUMMABLE.stream()
            .filter(name -> site.facts().isClass(elementType, name))
            .findFirst()
            .orElse(null);
    boolean valid = true;
    if (type == null) {
      boolean floating =
          site.facts().isClass(elementType, "java.lang.Double")
              || site.facts().isClass(elementType, "java.lang.Float");
      site.error(
          ErrorTag.PipespecSumNotNumeric,
          site.on()
              + " sums the elements of output \""
              + output.name()
              + "\", but they are "
              + TypeDisplay.of(elementType)
              + (floating
                  ? ", whose sum depends on the order of additions, so no exact sum can be"
                      + " expected. Check it with @Satisfies and a tolerance."
                  : ", not numbers. Sum an output of Byte, Short, Integer, Long, BigInteger or"
                      + " BigDecimal, or use @ExpectContains."));
      valid = false;
    }
    AnnotationValue value = site.value("value");
    String sum = ((String) value.getValue()).strip();
    boolean decimal = "java.math.BigDecimal".equals(type);
    if (type != null && !(decimal ? isDecimal(sum) : sum.matches("[-+]?[0-9]+"))) {
      site.error(
          ErrorTag.PipespecBadSum,
          site.on()
              + " expects the sum \""
              + sum
              + "\", which is not a "
              + (decimal ? "decimal number" : "whole number")
              + ". Write it in digits, such as \""
              + (decimal ? "12.50" : "42")
              + "\"; it may exceed the range of "
              + TypeDisplay.of(elementType)
              + ".",
          value);
      valid = false;
    }
    long size = site.number("size");
    valid &= ValuesReader.notNegative(site, "size", size);
    return valid ? Optional.of(new Check(output.name(), sum, size)) : Optional.empty();
  }

  private static boolean isDecimal(String text) {
    try {
      new BigDecimal(text);
      return !text.isEmpty();
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
