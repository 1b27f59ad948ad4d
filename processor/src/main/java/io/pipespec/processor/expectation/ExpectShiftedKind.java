package io.pipespec.processor.expectation;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import java.util.EnumSet;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * {@code @ExpectShifted(by)}: moving every event time of the inputs by {@code by} moves every
 * element and window of the output by as much. Whether the scenario's inputs can be moved is
 * checked with the scenario's inputs, by the pipeline test's validator.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectShiftedKind extends ExpectationKind<ExpectShiftedKind.Check> {

  /** The annotation's qualified name. */
  public static final String ANNOTATION = "io.pipespec.ExpectShifted";

  /**
   * The output of the run shifted by {@code millis} is the output shifted by as much.
   *
   * @param literal the shift as written, for messages
   */
  public record Check(String output, long millis, String literal) implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.expectations(
          "shifted", new CallArgument.WholeNumber(millis), new CallArgument.Text(literal));
    }
  }

  ExpectShiftedKind() {
    // Every kind, so that a function or job test is told why it cannot have it.
    super(ANNOTATION, EnumSet.allOf(TestKind.class));
  }

  @Override
  public Optional<Check> validate(ExpectationSite site, Judged judged) {
    if (!Relations.inPipelineTest(site, judged)) {
      return Optional.empty();
    }
    boolean withoutPane = Relations.withoutPane(site);
    String by = site.string("by");
    TimeGrammar.Parsed shift =
        by.isBlank()
            ? new TimeGrammar.Parsed(Optional.empty(), "it is blank; " + TimeGrammar.DURATION_HELP)
            : TimeGrammar.positiveDuration(by);
    if (shift.error() != null) {
      site.error(
          ErrorTag.PipespecBadRelation,
          site.on()
              + " has by = \""
              + by
              + "\": "
              + shift.error()
              + ". It is how far every event time of the inputs moves; write a positive duration,"
              + " such as a whole window (\"10m\" for 10-minute windows).",
          site.value("by"));
    }
    Optional<Judged.Output> output = OutputSelector.selected(site, judged);
    if (!withoutPane || shift.millis().isEmpty() || shift.error() != null) {
      return Optional.empty();
    }
    long millis = shift.millis().get();
    return output.map(selected -> new Check(selected.name(), millis, by));
  }
}
