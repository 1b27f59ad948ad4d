package io.pipespec.processor.expectation;

import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.PredicateModel;
import io.pipespec.processor.writer.ExpectationCalls;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * An expectation that every element ({@link ExpectAllKind}) or no element ({@link ExpectNoneKind})
 * satisfies a predicate, read by {@link PredicateReader}.
 */
@API(status = API.Status.INTERNAL)
public abstract class PredicateKind extends OutputKind<PredicateKind.Check> {

  /** The predicate over the elements of {@code output}. */
  public record Check(String output, PredicateModel predicate) implements OutputCheck {}

  private final String factory;

  /**
   * @param factory the {@code Expectations} factory that judges the predicate: {@code all} or
   *     {@code none}
   */
  PredicateKind(String annotation, String factory) {
    super(annotation, Check.class);
    this.factory = factory;
  }

  @Override
  final Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    return PredicateReader.predicate(site, output)
        .map(predicate -> new Check(output.name(), predicate));
  }

  @Override
  public final CodeBlock write(Check check, ExpectationCalls code) {
    return CodeBlock.of(
        "$T.$N($L)", ExpectationCalls.EXPECTATIONS, factory, code.predicate(check.predicate()));
  }
}
