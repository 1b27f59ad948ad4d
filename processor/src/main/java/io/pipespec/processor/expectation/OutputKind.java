package io.pipespec.processor.expectation;

import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.validation.TestKind;
import java.util.EnumSet;
import java.util.Optional;

/**
 * An expectation on the elements of the one output that its {@code output} attribute names (or of
 * the only output), in every kind of test.
 */
abstract class OutputKind<C extends OutputCheck> extends ExpectationKind<C> {

  OutputKind(String annotation) {
    super(annotation, EnumSet.allOf(TestKind.class));
  }

  @Override
  public final Optional<C> validate(ExpectationSite site, Judged judged) {
    return OutputSelector.selected(site, judged).flatMap(output -> validate(site, output));
  }

  /** Checks the annotation against the elements of {@code output}, which it selects. */
  abstract Optional<C> validate(ExpectationSite site, Judged.Output output);
}
