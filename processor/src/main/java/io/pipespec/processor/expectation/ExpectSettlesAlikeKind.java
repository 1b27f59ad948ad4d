package io.pipespec.processor.expectation;

import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.validation.TestKind;
import java.util.EnumSet;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * {@code @ExpectSettlesAlike}: the output settles as it does when the same elements, with the same
 * event times, arrive as a bounded input. Whether the scenario's inputs are timelines is checked
 * with the scenario's inputs, by the pipeline test's validator.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectSettlesAlikeKind extends ExpectationKind<ExpectSettlesAlikeKind.Check> {

  /** The annotation's qualified name. */
  public static final String ANNOTATION = "io.pipespec.ExpectSettlesAlike";

  /** The final panes of {@code output} are those of the bounded run. */
  public record Check(String output) implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.expectations("settlesAlike");
    }
  }

  ExpectSettlesAlikeKind() {
    // Every kind, so that a function or job test is told why it cannot have it.
    super(ANNOTATION, EnumSet.allOf(TestKind.class));
  }

  @Override
  public Optional<Check> validate(ExpectationSite site, Judged judged) {
    if (!Relations.inPipelineTest(site, judged)) {
      return Optional.empty();
    }
    boolean withoutPane = Relations.withoutPane(site);
    Optional<Judged.Output> output = OutputSelector.selected(site, judged);
    return withoutPane ? output.map(selected -> new Check(selected.name())) : Optional.empty();
  }
}
