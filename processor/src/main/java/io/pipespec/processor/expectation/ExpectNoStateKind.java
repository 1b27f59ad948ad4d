package io.pipespec.processor.expectation;

import io.pipespec.grammar.WindowRef;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.FunctionCheck;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.RuntimeCall;
import java.util.Optional;
import org.apiguardian.api.API;

/** {@code @ExpectNoState}: the function holds nothing in this state for this key and window. */
@API(status = API.Status.INTERNAL)
public final class ExpectNoStateKind extends FunctionKind<ExpectNoStateKind.Check> {

  /** The empty state {@code stateId} of {@code key} in {@code window}. */
  public record Check(String stateId, Literal key, WindowRef window) implements FunctionCheck {
    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.of(
          RuntimeCall.RuntimeClass.FUNCTION_EXPECTATIONS,
          "noState",
          new CallArgument.Text(stateId),
          new CallArgument.Value(key),
          new CallArgument.BeamWindow(window));
    }
  }

  ExpectNoStateKind() {
    super(PipespecNames.EXPECT_NO_STATE);
  }

  @Override
  Optional<Check> validate(ExpectationSite site, DoFnFacts function) {
    return StateTarget.declaredType(site, function)
        .flatMap(type -> StateTarget.read(site, function))
        .map(state -> new Check(state.stateId(), state.key(), state.window()));
  }
}
