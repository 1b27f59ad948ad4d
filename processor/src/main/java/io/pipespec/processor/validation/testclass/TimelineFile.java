package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * The {@code file} of a {@code @Timeline}: a file of literals that gives the input's elements
 * instead of steps. The file itself is read when the scenario runs (the processor does not see
 * {@code src/test/resources}); here its name and the element type are checked.
 */
@API(status = API.Status.INTERNAL)
public final class TimelineFile {

  private TimelineFile() {}

  /** Whether the {@code @Timeline} {@code mirror} names a file. */
  public static boolean named(ValidationContext context, AnnotationMirror mirror) {
    return !context.lookup().stringValue(mirror, "file").isBlank();
  }

  /**
   * The file the {@code @Timeline} {@code mirror} on {@code owner} names, when it is valid: no
   * steps beside it, a relative or class-path-rooted name, and an element type that literals can
   * write.
   */
  public static Optional<String> check(
      ValidationContext context,
      TypeElement owner,
      AnnotationMirror mirror,
      TypeMirror elementType,
      ValidationReport.Builder report) {
    PackageElement suitePackage = context.facts().elements().getPackageOf(owner);
    AnnotationLookup lookup = context.lookup();
    String file = lookup.stringValue(mirror, "file");
    boolean valid = true;
    if (!lookup.listValue(mirror, "value").isEmpty()) {
      report.addError(
          ErrorTag.PipespecBadTimeline,
          "@Timeline on "
              + owner.getSimpleName()
              + " gives both steps and file = \""
              + file
              + "\". Give the elements in one place: remove the steps, or remove file.",
          owner,
          mirror,
          lookup.value(mirror, "file"));
      valid = false;
    }
    if (!file.equals(file.strip()) || file.endsWith("/") || file.contains("\\")) {
      report.addError(
          ErrorTag.PipespecBadTimeline,
          "@Timeline on "
              + owner.getSimpleName()
              + " names the file \""
              + file
              + "\", which is not a class-path resource name. Write it with / between folders,"
              + " without spaces around it, such as \"orders.txt\" (beside the class's package"
              + " in src/test/resources) or \"/data/orders.txt\".",
          owner,
          mirror,
          lookup.value(mirror, "file"));
      valid = false;
    }
    Optional<String> unsupported = context.literals().whyUnsupported(elementType, suitePackage);
    if (unsupported.isPresent()) {
      report.addError(
          ErrorTag.PipespecUnsupportedLiteralType,
          "@Timeline on "
              + owner.getSimpleName()
              + " reads the file \""
              + file
              + "\" as literals of "
              + TypeDisplay.of(elementType)
              + ", which have no form: "
              + unsupported.get()
              + ". Literals support "
              + LiteralParser.SUPPORTED_TYPES
              + ". Give the input as an @Input member from code instead.",
          owner,
          mirror,
          lookup.value(mirror, "file"));
      valid = false;
    }
    return valid ? Optional.of(file) : Optional.empty();
  }
}
