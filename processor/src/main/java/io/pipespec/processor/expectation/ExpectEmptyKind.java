package io.pipespec.processor.expectation;

import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import java.util.Optional;
import org.apiguardian.api.API;

/** {@code @ExpectEmpty}: no element. */
@API(status = API.Status.INTERNAL)
public final class ExpectEmptyKind extends OutputKind<ExpectEmptyKind.Check> {

  /** No element in {@code output}. */
  public record Check(String output) implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.expectations("empty");
    }
  }

  ExpectEmptyKind() {
    super("io.pipespec.ExpectEmpty");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    return Optional.of(new Check(output.name()));
  }
}
