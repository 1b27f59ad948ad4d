package io.pipespec.processor.expectation;

import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.writer.ExpectationCalls;
import java.util.Optional;
import org.apiguardian.api.API;

/** {@code @ExpectEmpty}: no element. */
@API(status = API.Status.INTERNAL)
public final class ExpectEmptyKind extends OutputKind<ExpectEmptyKind.Check> {

  /** No element in {@code output}. */
  public record Check(String output) implements OutputCheck {}

  ExpectEmptyKind() {
    super(PipespecNames.EXPECT_EMPTY, Check.class);
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    return Optional.of(new Check(output.name()));
  }

  @Override
  public CodeBlock write(Check check, ExpectationCalls code) {
    return CodeBlock.of("$T.empty()", ExpectationCalls.EXPECTATIONS);
  }
}
