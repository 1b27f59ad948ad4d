package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.PredicateModel;
import io.pipespec.processor.model.RuntimeCall;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * An expectation that every element ({@link ExpectAllKind}) or no element ({@link ExpectNoneKind})
 * satisfies a predicate, read by {@link PredicateReader}.
 */
@API(status = API.Status.INTERNAL)
public abstract class PredicateKind extends OutputKind<PredicateKind.Check> {

  /**
   * The predicate over the elements of {@code output}, judged by the {@code Expectations} factory
   * {@code factory}: {@code all} or {@code none}.
   */
  public record Check(String output, String factory, PredicateModel predicate)
      implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.expectations(factory, new CallArgument.Predicate(predicate));
    }
  }

  private final String factory;

  /**
   * @param factory the {@code Expectations} factory that judges the predicate: {@code all} or
   *     {@code none}
   */
  PredicateKind(String annotation, String factory) {
    super(annotation);
    this.factory = factory;
  }

  @Override
  final Optional<Check> validate(ExpectationSite site, Judged.Output output) {
    return PredicateReader.predicate(site, output)
        .map(predicate -> new Check(output.name(), factory, predicate));
  }
}
