package io.pipespec.processor.validation.testclass;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.expectation.ExpectationKinds;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import org.apiguardian.api.API;

/**
 * Checks {@code @Explore} and {@code @NotExplored} where they are written, as the engine will read
 * them: {@code @Explore} on a {@code @PipelineTest} or {@code @FunctionTest} class or one of its
 * {@code @Scenario} classes, with a budget the runtime accepts ({@code runs} 0 or more, {@code
 * within} empty or a duration of more than zero, read by {@link TimeGrammar#positiveDuration}, as
 * the runtime reads it); {@code @NotExplored} beside an expectation, with a reason the report can
 * show. Whether an explored scenario has anything to perturb is decided with its inputs ({@link
 * ExploredInputs}).
 *
 * <p>{@code @NotExplored} in a class that no {@code @Explore} covers is accepted: {@code
 * pipespec.explore=on} may explore it when the tests run.
 */
@API(status = API.Status.INTERNAL)
public final class ExploreValidator {

  private final AnnotationLookup lookup;
  private final ExpectationKinds kinds;

  public ExploreValidator(AnnotationLookup lookup, ExpectationKinds kinds) {
    this.lookup = lookup;
    this.kinds = kinds;
  }

  /** Checks the {@code @Explore} ({@code mirror}) on the class {@code element}. */
  public void validateExplore(
      Element element, AnnotationMirror mirror, ValidationReport.Builder report) {
    if (!lookup.has(element, PipespecNames.PIPELINE_TEST)
        && !lookup.has(element, PipespecNames.FUNCTION_TEST)
        && !lookup.has(element, PipespecNames.SCENARIO)) {
      report.addError(
          ErrorTag.PipespecMisplacedAnnotation,
          "@Explore on "
              + element.getSimpleName()
              + " is neither on a @PipelineTest or @FunctionTest class nor on a @Scenario class, so"
              + " nothing explores it. Move it to the test class, to explore each of its scenarios, or to"
              + " the @Scenario class to explore.",
          element,
          mirror);
      return;
    }
    long runs = lookup.numberValue(mirror, "runs");
    if (runs < 0) {
      report.addError(
          ErrorTag.PipespecExploreRuns,
          "@Explore on "
              + element.getSimpleName()
              + " has runs = "
              + runs
              + ", but a number of runs is 0 or more. Write the most members to run besides the"
              + " scenario as written, such as runs = 200, or leave runs out (0) to take"
              + " pipespec.explore.budget, else 50.",
          element,
          mirror,
          lookup.value(mirror, "runs"));
    }
    String within = lookup.stringValue(mirror, "within");
    Optional<String> problem = withinProblem(within);
    if (problem.isPresent()) {
      report.addError(
          ErrorTag.PipespecExploreWithin,
          "@Explore on "
              + element.getSimpleName()
              + " has within = \""
              + within
              + "\": "
              + problem.get()
              + ". It is the most time exploring one scenario may take; leave it out to take"
              + " pipespec.explore.budget, else one minute.",
          element,
          mirror,
          lookup.value(mirror, "within"));
    }
  }

  /** Checks the {@code @NotExplored} ({@code mirror}) on the method {@code element}. */
  public void validateNotExplored(
      Element element, AnnotationMirror mirror, ValidationReport.Builder report) {
    boolean expectation =
        kinds.all().stream().anyMatch(kind -> lookup.has(element, kind.annotation()));
    if (!expectation) {
      report.addError(
          ErrorTag.PipespecNotExploredWithoutExpectation,
          "@NotExplored on "
              + element.getSimpleName()
              + " leaves an expectation out of exploration, but "
              + element.getSimpleName()
              + " has no expectation annotation, so it is ignored. Put it on the expectation"
              + " method to judge on the scenario as written only (beside @ExpectContains, for"
              + " instance), or remove it.",
          element,
          mirror);
      return;
    }
    if (lookup.stringValue(mirror, "value").isBlank()) {
      report.addError(
          ErrorTag.PipespecNotExploredReason,
          "@NotExplored on "
              + element.getSimpleName()
              + " gives no reason, which the report shows beside the expectation. Say why it"
              + " depends on arrival order or bundling by Beam's model, such as"
              + " @NotExplored(\"which two elements fill the early pane is the runner's"
              + " choice\").",
          element,
          mirror,
          lookup.value(mirror, "value"));
    }
  }

  /**
   * What is wrong with a {@code within} attribute (of {@code @Explore} or {@code @Generate}): empty
   * when it is left out or a positive duration.
   */
  static Optional<String> withinProblem(String within) {
    return within.isEmpty()
        ? Optional.empty()
        : within.isBlank()
            ? Optional.of("it is blank; " + TimeGrammar.DURATION_HELP)
            : Optional.ofNullable(TimeGrammar.positiveDuration(within).error());
  }
}
