package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import org.apiguardian.api.API;

/**
 * Refuses the declarations only a job test can honour in a test of a transform or of a function:
 * {@code @Input(replaces = ...)}, {@code @Timeline(replaces = ...)}, {@code @Output},
 * {@code @Options} and {@code @RunsAsWritten}, which would otherwise be ignored.
 */
@API(status = API.Status.INTERNAL)
public final class JobOnlyValidator {

  private static final String ONLY_IN_A_JOB_TEST =
      " only a job test can honour it (an @UnderTest method that builds the job on a Pipeline:"
          + " static void job(Pipeline p)), and ";

  private final AnnotationLookup lookup;

  public JobOnlyValidator(AnnotationLookup lookup) {
    this.lookup = lookup;
  }

  /**
   * Reports every job-only declaration in {@code testClass} and its scenario classes, each message
   * ending with {@code why}: why this test class cannot honour it, and what to do instead.
   */
  public void validate(TypeElement testClass, String why, ValidationReport.Builder report) {
    List<TypeElement> owners = new ArrayList<>();
    owners.add(testClass);
    for (Element member : testClass.getEnclosedElements()) {
      if (member instanceof TypeElement nested && lookup.has(nested, PipespecNames.SCENARIO)) {
        owners.add(nested);
      }
    }
    for (TypeElement owner : owners) {
      for (AnnotationMirror output : outputMirrors(owner, lookup)) {
        report.addError(
            ErrorTag.PipespecJobOnly,
            "@Output on "
                + owner.getSimpleName()
                + " captures a write of a job, but"
                + ONLY_IN_A_JOB_TEST
                + why,
            owner,
            output);
      }
      lookup
          .find(owner, PipespecNames.RUNS_AS_WRITTEN)
          .ifPresent(
              asWritten ->
                  report.addError(
                      ErrorTag.PipespecJobOnly,
                      "@RunsAsWritten on "
                          + owner.getSimpleName()
                          + " lets reads and writes of a job run as written, but"
                          + ONLY_IN_A_JOB_TEST
                          + why,
                      owner,
                      asWritten));
      lookup
          .find(owner, PipespecNames.TIMELINE)
          .filter(timeline -> !lookup.stringValue(timeline, "replaces").isEmpty())
          .ifPresent(
              timeline ->
                  report.addError(
                      ErrorTag.PipespecJobOnly,
                      "@Timeline on "
                          + owner.getSimpleName()
                          + " replaces a read of a job, but"
                          + ONLY_IN_A_JOB_TEST
                          + why,
                      owner,
                      timeline,
                      lookup.value(timeline, "replaces")));
      for (Element member : owner.getEnclosedElements()) {
        if (member.getKind() != ElementKind.FIELD && member.getKind() != ElementKind.METHOD) {
          continue;
        }
        lookup
            .find(member, PipespecNames.INPUT)
            .filter(input -> !lookup.stringValue(input, "replaces").isEmpty())
            .ifPresent(
                input ->
                    report.addError(
                        ErrorTag.PipespecJobOnly,
                        "@Input "
                            + member.getSimpleName()
                            + " replaces a read of a job, but"
                            + ONLY_IN_A_JOB_TEST
                            + why,
                        member,
                        input,
                        lookup.value(input, "replaces")));
        lookup
            .find(member, PipespecNames.OPTIONS)
            .ifPresent(
                options ->
                    report.addError(
                        ErrorTag.PipespecJobOnly,
                        "@Options method "
                            + member.getSimpleName()
                            + " gives a job its options, but"
                            + ONLY_IN_A_JOB_TEST
                            + why,
                        member,
                        options));
      }
    }
  }

  /**
   * The {@code @Output} annotations on {@code owner}, repeated or not. (javac places a message on
   * an annotation repeated inside its container at the class, not at its line: messages name the
   * annotation's attributes so that it is found.)
   */
  public static List<AnnotationMirror> outputMirrors(TypeElement owner, AnnotationLookup lookup) {
    List<AnnotationMirror> mirrors = new ArrayList<>();
    lookup.find(owner, PipespecNames.OUTPUT).ifPresent(mirrors::add);
    lookup
        .find(owner, PipespecNames.OUTPUT_LIST)
        .ifPresent(
            list -> {
              for (AnnotationValue value : lookup.listValue(list, "value")) {
                mirrors.add((AnnotationMirror) value.getValue());
              }
            });
    return mirrors;
  }
}
