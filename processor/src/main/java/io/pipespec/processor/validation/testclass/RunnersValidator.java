package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import org.apiguardian.api.API;

/**
 * Checks {@code @Runners}: it belongs on a {@code @PipelineTest} class or one of its
 * {@code @Scenario} classes (a {@code @FunctionTest} runs on its function's harness, so there it
 * would be ignored), and it names at least one runner, none blank, none twice. Two names are the
 * same runner when Beam's {@code --runner} would take them for one: in any case, with or without
 * the {@code Runner} suffix or a package ({@code direct}, {@code DirectRunner}). Whether a runner
 * is on the test class path is known only when the tests run; the engine says so then.
 */
@API(status = API.Status.INTERNAL)
public final class RunnersValidator {

  private final AnnotationLookup lookup;

  public RunnersValidator(AnnotationLookup lookup) {
    this.lookup = lookup;
  }

  /** Checks the {@code @Runners} ({@code mirror}) on {@code element}. */
  public void validate(Element element, AnnotationMirror mirror, ValidationReport.Builder report) {
    Element enclosing = element.getEnclosingElement();
    boolean scenario = lookup.has(element, PipespecNames.SCENARIO);
    Element test = scenario && enclosing != null ? enclosing : element;
    if (lookup.has(test, PipespecNames.FUNCTION_TEST)) {
      report.addError(
          ErrorTag.PipespecMisplacedAnnotation,
          "@Runners on "
              + element.getSimpleName()
              + " has no effect: a @FunctionTest runs its scenarios on the function's harness, not"
              + " on a Beam runner. Remove it, or test the function in a pipeline of a"
              + " @PipelineTest.",
          element,
          mirror);
      return;
    }
    if (!lookup.has(test, PipespecNames.PIPELINE_TEST)) {
      report.addError(
          ErrorTag.PipespecMisplacedAnnotation,
          "@Runners on "
              + element.getSimpleName()
              + " is neither on a @PipelineTest class nor on one of its @Scenario classes, so it is"
              + " ignored. Move it there.",
          element,
          mirror);
      return;
    }
    AnnotationValue value = lookup.value(mirror, "value");
    List<? extends AnnotationValue> names = lookup.listValue(mirror, "value");
    if (names.isEmpty()) {
      report.addError(
          ErrorTag.PipespecBadRunners,
          "@Runners on "
              + element.getSimpleName()
              + " names no runner. Name at least one, such as @Runners({\"DirectRunner\","
              + " \"FlinkRunner\"}), or remove it to run on the configured runners.",
          element,
          mirror,
          value);
      return;
    }
    Map<String, String> seen = new HashMap<>();
    for (AnnotationValue entry : names) {
      String name = String.valueOf(entry.getValue());
      if (name.isBlank()) {
        report.addError(
            ErrorTag.PipespecBadRunners,
            "@Runners on "
                + element.getSimpleName()
                + " has a blank runner name. Name each runner as Beam's --runner does, such as"
                + " \"FlinkRunner\".",
            element,
            mirror,
            entry);
        continue;
      }
      String earlier = seen.putIfAbsent(sameRunner(name), name);
      if (earlier != null) {
        report.addError(
            ErrorTag.PipespecBadRunners,
            "@Runners on "
                + element.getSimpleName()
                + " names the runner "
                + earlier
                + " twice"
                + (earlier.equals(name) ? "" : " (as " + earlier + " and " + name + ")")
                + ". Name each runner once.",
            element,
            mirror,
            entry);
      }
    }
  }

  /** What two names of one runner have in common: {@code direct} for {@code DirectRunner}. */
  private static String sameRunner(String name) {
    String simple = name.trim();
    simple = simple.substring(simple.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
    return simple.endsWith("runner")
        ? simple.substring(0, simple.length() - "runner".length())
        : simple;
  }
}
