package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * {@code @ExpectDiff}: two outputs of one run, {@code left} and {@code right}, differ by exactly
 * {@code onlyLeft} and {@code onlyRight} (nothing given: they hold the same elements).
 */
@API(status = API.Status.INTERNAL)
public final class ExpectDiffKind extends ExpectationKind<ExpectDiffKind.Check> {

  /** The difference between {@code output} (the left side) and {@code right}. */
  public record Check(
      String output,
      String right,
      JavaType elementType,
      List<Literal> onlyLeft,
      List<Literal> onlyRight)
      implements OutputCheck {
    public Check {
      onlyLeft = List.copyOf(onlyLeft);
      onlyRight = List.copyOf(onlyRight);
    }

    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.expectations(
          "diff",
          new CallArgument.Text(right),
          new CallArgument.Values(elementType, onlyLeft),
          new CallArgument.Values(elementType, onlyRight));
    }
  }

  ExpectDiffKind() {
    super("io.pipespec.ExpectDiff", EnumSet.allOf(TestKind.class));
  }

  @Override
  public Optional<Check> validate(ExpectationSite site, Judged judged) {
    Optional<Judged.Output> left = OutputSelector.named(site, judged, "left");
    Optional<Judged.Output> right = OutputSelector.named(site, judged, "right");
    if (left.isEmpty() || right.isEmpty()) {
      return Optional.empty();
    }
    AnnotationValue rightValue = site.value("right");
    if (left.get().name().equals(right.get().name())) {
      site.error(
          ErrorTag.PipespecDiffSameOutput,
          site.on()
              + " compares output \""
              + left.get().name()
              + "\" with itself. Name two different outputs of "
              + judged.underTestName()
              + ": "
              + judged.outputNames()
              + ".",
          rightValue);
      return Optional.empty();
    }
    TypeMirror type = left.get().elementType();
    if (!site.facts().types().isSameType(type, right.get().elementType())) {
      site.error(
          ErrorTag.PipespecDiffTypes,
          site.on()
              + " compares output \""
              + left.get().name()
              + "\" of "
              + TypeDisplay.of(type)
              + " with output \""
              + right.get().name()
              + "\" of "
              + TypeDisplay.of(right.get().elementType())
              + "; their elements can never be equal. Compare two outputs of the same element"
              + " type.",
          rightValue);
      return Optional.empty();
    }
    Optional<List<Literal>> onlyLeft = side(site, "onlyLeft", type, left.get());
    Optional<List<Literal>> onlyRight = side(site, "onlyRight", type, left.get());
    if (onlyLeft.isEmpty() || onlyRight.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new Check(
            left.get().name(),
            right.get().name(),
            JavaTypes.of(type),
            onlyLeft.get(),
            onlyRight.get()));
  }

  private static Optional<List<Literal>> side(
      ExpectationSite site, String attribute, TypeMirror type, Judged.Output output) {
    if (site.list(attribute).isEmpty()) {
      return Optional.of(List.of());
    }
    return ValuesReader.literals(site, site.value(attribute), type, output);
  }
}
