package io.pipespec.processor.expectation;

import io.pipespec.processor.model.ExpectedValues;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.validation.ErrorTag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * {@code @ExpectSingleton}: exactly one element, equal to {@code value} (or to what {@code from}
 * supplies), or not equal to {@code notEqualTo}.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectSingletonKind extends OutputKind<ExpectSingletonKind.Check> {

  /**
   * The one element of {@code output}.
   *
   * @param value one literal, or a member that supplies the element
   * @param equal false for {@code notEqualTo}
   */
  public record Check(String output, JavaType elementType, ExpectedValues value, boolean equal)
      implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return value.expectationOfOne(
          equal ? "singletonEqualTo" : "singletonNotEqualTo", elementType);
    }
  }

  ExpectSingletonKind() {
    super("io.pipespec.ExpectSingleton");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    List<String> given = new ArrayList<>();
    for (String attribute : List.of("value", "notEqualTo", "from")) {
      if (site.explicit(attribute).isPresent()) {
        given.add(attribute);
      }
    }
    if (given.isEmpty()) {
      site.error(
          ErrorTag.PipespecNoExpectedValues,
          site.on()
              + " gives no value. Give the element with value = \"...\", the value it must differ"
              + " from with notEqualTo = \"...\", or a static member that supplies it with from ="
              + " \"...\".");
      return Optional.empty();
    }
    if (given.size() > 1) {
      ValuesReader.conflict(
          site, given.get(0), given.get(1), site.explicit(given.get(1)).orElseThrow());
      return Optional.empty();
    }
    TypeMirror elementType = output.elementType();
    AnnotationValue value = site.explicit(given.get(0)).orElseThrow();
    Optional<ExpectedValues> expected;
    if (given.get(0).equals("from")) {
      expected = Suppliers.single(site, value, elementType, output).map(ExpectedValues.class::cast);
    } else if (ValuesReader.supported(site, elementType, output, value)) {
      expected =
          ValuesReader.literal(site, value, elementType)
              .map(literal -> new ExpectedValues.Literals(List.of(literal)));
    } else {
      expected = Optional.empty();
    }
    boolean equal = !given.get(0).equals("notEqualTo");
    return expected.map(
        element -> new Check(output.name(), JavaTypes.of(elementType), element, equal));
  }
}
