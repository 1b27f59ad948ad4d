package io.pipespec.processor.expectation;

import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ExpectedValues;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.writer.ExpectationCalls;
import java.util.Optional;
import org.apiguardian.api.API;

/** {@code @ExpectIncludes}: at least these elements, as often as listed; others allowed. */
@API(status = API.Status.INTERNAL)
public final class ExpectIncludesKind extends OutputKind<ExpectIncludesKind.Check> {

  /** The elements {@code output} must include, of {@code elementType}. */
  public record Check(String output, JavaType elementType, ExpectedValues values)
      implements OutputCheck {}

  ExpectIncludesKind() {
    super(PipespecNames.EXPECT_INCLUDES, Check.class);
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    return ValuesReader.values(site, output, output.elementType())
        .map(values -> new Check(output.name(), JavaTypes.of(output.elementType()), values));
  }

  @Override
  public CodeBlock write(Check check, ExpectationCalls code) {
    return code.withValues(
        check.elementType(),
        check.values(),
        expected -> CodeBlock.of("$T.includes($L)", ExpectationCalls.EXPECTATIONS, expected));
  }
}
