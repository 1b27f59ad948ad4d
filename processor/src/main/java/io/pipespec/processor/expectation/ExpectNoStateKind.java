package io.pipespec.processor.expectation;

import io.pipespec.processor.model.FunctionCheck;
import io.pipespec.processor.model.RuntimeCall;
import java.util.Optional;
import org.apiguardian.api.API;

/** {@code @ExpectNoState}: the function holds nothing in this state for this key and window. */
@API(status = API.Status.INTERNAL)
public final class ExpectNoStateKind extends FunctionKind<ExpectNoStateKind.Check> {

  /** The state {@code state} is empty. */
  public record Check(StateTarget state) implements FunctionCheck {
    @Override
    public RuntimeCall expectation() {
      return state.expectation("noState");
    }
  }

  ExpectNoStateKind() {
    super("io.pipespec.ExpectNoState");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, DoFnFacts function) {
    return StateTarget.declaredType(site, function)
        .flatMap(type -> StateTarget.read(site, function))
        .map(Check::new);
  }
}
