package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import java.util.Optional;
import org.apiguardian.api.API;

/** {@code @ExpectCount}: exactly this many elements. */
@API(status = API.Status.INTERNAL)
public final class ExpectCountKind extends OutputKind<ExpectCountKind.Check> {

  /** {@code output} has {@code count} elements. */
  public record Check(String output, long count) implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.expectations("count", new CallArgument.WholeNumber(count));
    }
  }

  ExpectCountKind() {
    super("io.pipespec.ExpectCount");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    long count = site.number("value");
    return ValuesReader.notNegative(site, "value", count)
        ? Optional.of(new Check(output.name(), count))
        : Optional.empty();
  }
}
