package io.pipespec.processor.validation.job;

import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * The reads and writes a job test's class or scenario lets run as written ({@code @RunsAsWritten}):
 * each name given once, not blank, and not one the same scenario replaces or captures. Whether a
 * name matches a read or a write of the job is known only once the job is built, at run time.
 */
final class JobAsWrittenValidator {

  private final AnnotationLookup lookup;

  JobAsWrittenValidator(AnnotationLookup lookup) {
    this.lookup = lookup;
  }

  /** Whether {@code owner}'s {@code @RunsAsWritten} says {@code keepPaths = true}. */
  boolean keepsPaths(TypeElement owner) {
    return lookup
        .find(owner, PipespecNames.RUNS_AS_WRITTEN)
        .flatMap(mirror -> lookup.explicitValue(mirror, "keepPaths"))
        .map(value -> Boolean.TRUE.equals(value.getValue()))
        .orElse(false);
  }

  /**
   * The valid names of {@code owner}'s {@code @RunsAsWritten}.
   *
   * @param taken the names the test class gives already, when {@code owner} is a scenario
   * @param handled the transform names the scenario replaces or captures, as written in {@code
   *     replaces} and {@code of}
   */
  List<String> validate(
      TypeElement owner, List<String> taken, Set<String> handled, ValidationReport.Builder report) {
    Optional<AnnotationMirror> found = lookup.find(owner, PipespecNames.RUNS_AS_WRITTEN);
    if (found.isEmpty()) {
      return List.of();
    }
    AnnotationMirror mirror = found.get();
    List<? extends AnnotationValue> values = lookup.listValue(mirror, "value");
    if (values.isEmpty()) {
      report.addError(
          ErrorTag.PipespecRunsAsWritten,
          "@RunsAsWritten on "
              + owner.getSimpleName()
              + " names nothing. Name the reads and writes that may run as written, such as"
              + " @RunsAsWritten(\"ReadReferenceData\"), or remove it.",
          owner,
          mirror,
          lookup.value(mirror, "value"));
      return List.of();
    }
    List<String> names = new ArrayList<>();
    for (AnnotationValue value : values) {
      String name = String.valueOf(value.getValue());
      String problem = null;
      if (name.isBlank()) {
        problem =
            "gives a blank name. Name a read or write of the job by its transform name, such as"
                + " \"ReadReferenceData\".";
      } else if (names.contains(name)) {
        problem = "names \"" + name + "\" twice. Name it once.";
      } else if (taken.contains(name)) {
        problem =
            "names \""
                + name
                + "\", which its test class's @RunsAsWritten names already, for every scenario."
                + " Remove it from one of them.";
      } else if (handled.contains(name)) {
        problem =
            "names \""
                + name
                + "\", which the scenario also replaces with an input or captures with @Output,"
                + " so it cannot run as written. Remove it from @RunsAsWritten, or remove the"
                + " input or @Output to let it run.";
      }
      if (problem == null) {
        names.add(name);
      } else {
        report.addError(
            ErrorTag.PipespecRunsAsWritten,
            "@RunsAsWritten on " + owner.getSimpleName() + " " + problem,
            owner,
            mirror,
            value);
      }
    }
    return names;
  }
}
