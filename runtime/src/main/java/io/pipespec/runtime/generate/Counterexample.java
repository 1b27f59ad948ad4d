package io.pipespec.runtime.generate;

import io.pipespec.runtime.explore.ExploredInput;
import io.pipespec.runtime.explore.PastedScenario;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.GeneratedInput;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.usercode.Throwables;
import io.pipespec.runtime.verdict.literal.LiteralText;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.values.TimestampedValue;

/**
 * What a failing expectation of a generated scenario says: that the property failed on a generated
 * input, the seed that replays it, how many inputs were tried, the shrunk input as a {@code
 * Timeline}, its failure, and a {@code @Scenario} to paste that fails as written.
 */
final class Counterexample {

  private Counterexample() {}

  /**
   * The message of {@code expectation}'s finding.
   *
   * @param shrunk the shrunk try, confirmed by a run as written
   * @param failure the expectation's failure on that run
   * @param notBuilt whether that run failed at construction, so that the property was not judged
   * @param remembered where the seed is remembered
   */
  static String message(
      PipelineScenarioSpec scenario,
      ExpectationSpec expectation,
      long seed,
      int tried,
      DrawnTry shrunk,
      Throwable failure,
      boolean notBuilt,
      Path remembered) {
    StringBuilder text = new StringBuilder();
    text.append(expectation.methodName());
    if (notBuilt) {
      text.append(": the pipeline of scenario ")
          .append(scenario.name())
          .append(" could not be built on a generated input, so the property was not judged.\n");
      if (unbounded(failure)) {
        text.append(
            "A generated input is a timeline, so an unbounded PCollection, and the transform"
                + " as built does not take unbounded input (Beam's reason is below): window its"
                + " input, or give it a trigger, inside the transform, or test it on written"
                + " scenarios instead of @Generate.\n");
      }
    } else {
      text.append(": the property failed on a generated input of scenario ")
          .append(scenario.name())
          .append(".\n");
    }
    text.append("Seed ")
        .append(seed)
        .append(" (replay it with -Dpipespec.generate.seed=")
        .append(seed)
        .append("); ")
        .append(tried)
        .append(tried == 1 ? " input" : " inputs")
        .append(" tried.\n");
    List<ExploredInput> inputs = new ArrayList<>();
    List<List<String>> steps = new ArrayList<>();
    Optional<String> unpastable = Optional.empty();
    for (int i = 0; i < shrunk.inputs().size(); i++) {
      Optional<DrawnTimeline<?>> drawn = shrunk.drawn().get(i);
      if (drawn.isEmpty()) {
        continue;
      }
      InputSpec<?> input = shrunk.inputs().get(i);
      inputs.add(
          new ExploredInput(
              "input '" + input.name() + "'",
              false,
              List.of(),
              Optional.of(input.name()),
              Optional.empty()));
      steps.add(timeline(drawn.get(), baseMillis(input)));
      if (unpastable.isEmpty()) {
        unpastable = unpastable(input, drawn.get());
      }
    }
    text.append("The shrunk input (")
        .append(shrunk.elementCount())
        .append(shrunk.elementCount() == 1 ? " element" : " elements")
        .append("):\n");
    for (int i = 0; i < inputs.size(); i++) {
      text.append("  ").append(inputs.get(i).label()).append(": @Timeline({");
      text.append(String.join(", ", steps.get(i).stream().map(Counterexample::quoted).toList()));
      text.append("})\n");
    }
    text.append("It fails so: ").append(failure.getMessage()).append('\n');
    if (unpastable.isPresent()) {
      text.append("It cannot be pasted as a @Scenario: ")
          .append(unpastable.get())
          .append("; replay it with the seed.\n");
    } else {
      text.append(
              "Paste this scenario into the test class to keep the case; it fails as written:\n")
          .append(
              PastedScenario.of(scenario.name() + "Shrunk", inputs, steps, List.of(), expectation))
          .append('\n');
    }
    text.append("The failing seed is remembered in ")
        .append(remembered)
        .append(" and tried first next time (the file can be deleted).");
    return text.toString();
  }

  /** Whether Beam refused to build the pipeline because an input is unbounded. */
  private static boolean unbounded(Throwable failure) {
    return Throwables.causeSays(failure, "non-bounded")
        || Throwables.causeSays(failure, "unbounded");
  }

  private static <T> List<String> timeline(DrawnTimeline<T> drawn, long baseMillis) {
    return drawn.asTimeline(ExploredInput::literal, baseMillis);
  }

  private static long baseMillis(InputSpec<?> input) {
    return input.generated().map(GeneratedInput::baseMillis).orElse(0L);
  }

  /** Why an element of {@code drawn} has no literal form; empty when every one has. */
  private static Optional<String> unpastable(InputSpec<?> input, DrawnTimeline<?> drawn) {
    for (TimestampedValue<?> element : drawn.elements()) {
      Optional<String> why = ExploredInput.noLiteral(element.getValue());
      if (why.isPresent()) {
        return Optional.of(
            "an element of input '"
                + input.name()
                + "' has no literal form a @Timeline could hold ("
                + why.get()
                + ")");
      }
    }
    return Optional.empty();
  }

  private static String quoted(String step) {
    return "\"" + LiteralText.printable(step.replace("\\", "\\\\").replace("\"", "\\\"")) + "\"";
  }
}
