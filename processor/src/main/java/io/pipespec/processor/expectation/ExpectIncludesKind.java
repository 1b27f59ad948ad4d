package io.pipespec.processor.expectation;

import io.pipespec.processor.model.ExpectedValues;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.types.JavaTypes;
import java.util.Optional;
import org.apiguardian.api.API;

/** {@code @ExpectIncludes}: at least these elements, as often as listed; others allowed. */
@API(status = API.Status.INTERNAL)
public final class ExpectIncludesKind extends OutputKind<ExpectIncludesKind.Check> {

  /** The elements {@code output} must include, of {@code elementType}. */
  public record Check(String output, JavaType elementType, ExpectedValues values)
      implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return values.expectation("includes", elementType);
    }
  }

  ExpectIncludesKind() {
    super("io.pipespec.ExpectIncludes");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    return ValuesReader.values(site, output, output.elementType())
        .map(values -> new Check(output.name(), JavaTypes.of(output.elementType()), values));
  }
}
