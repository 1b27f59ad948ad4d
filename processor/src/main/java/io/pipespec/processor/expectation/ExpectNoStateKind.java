package io.pipespec.processor.expectation;

import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.FunctionCheck;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.WindowModel;
import io.pipespec.processor.writer.ExpectationCalls;
import io.pipespec.processor.writer.StringLiterals;
import io.pipespec.processor.writer.WindowWriter;
import java.util.Optional;
import org.apiguardian.api.API;

/** {@code @ExpectNoState}: the function holds nothing in this state for this key and window. */
@API(status = API.Status.INTERNAL)
public final class ExpectNoStateKind extends FunctionKind<ExpectNoStateKind.Check> {

  /** The empty state {@code stateId} of {@code key} in {@code window}. */
  public record Check(String stateId, Literal key, WindowModel window) implements FunctionCheck {}

  ExpectNoStateKind() {
    super(PipespecNames.EXPECT_NO_STATE, Check.class);
  }

  @Override
  Optional<Check> validate(ExpectationSite site, DoFnFacts function) {
    return StateTarget.declaredType(site, function)
        .flatMap(type -> StateTarget.read(site, function))
        .map(state -> new Check(state.stateId(), state.key(), state.window()));
  }

  @Override
  public CodeBlock write(Check check, ExpectationCalls code) {
    return CodeBlock.of(
        "$T.noState($L, $L, $L)",
        ExpectationCalls.FUNCTION_EXPECTATIONS,
        StringLiterals.of(check.stateId()),
        code.literal(check.key()),
        WindowWriter.boundedWindow(check.window()));
  }
}
