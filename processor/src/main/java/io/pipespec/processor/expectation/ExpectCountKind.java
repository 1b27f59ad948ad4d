package io.pipespec.processor.expectation;

import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.writer.ExpectationCalls;
import java.util.Optional;
import org.apiguardian.api.API;

/** {@code @ExpectCount}: exactly this many elements. */
@API(status = API.Status.INTERNAL)
public final class ExpectCountKind extends OutputKind<ExpectCountKind.Check> {

  /** {@code output} has {@code count} elements. */
  public record Check(String output, long count) implements OutputCheck {}

  ExpectCountKind() {
    super(PipespecNames.EXPECT_COUNT, Check.class);
  }

  @Override
  Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    long count = site.number("value");
    return ValuesReader.notNegative(site, "value", count)
        ? Optional.of(new Check(output.name(), count))
        : Optional.empty();
  }

  @Override
  public CodeBlock write(Check check, ExpectationCalls code) {
    return CodeBlock.of("$T.count($LL)", ExpectationCalls.EXPECTATIONS, check.count());
  }
}
