package io.pipespec.processor.expectation;

import io.pipespec.processor.validation.ErrorTag;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;

/** Finds the output an expectation names, or says which outputs there are. */
final class Outputs {

  private Outputs() {}

  /**
   * The output named by the annotation's {@code output} attribute; with only one output, that
   * output when the attribute is left out.
   */
  static Optional<Subject.Output> selected(ExpectationSite site, Subject subject) {
    String name = site.string("output");
    List<Subject.Output> outputs = subject.outputs();
    if (name.isEmpty()) {
      if (outputs.size() == 1) {
        return Optional.of(outputs.get(0));
      }
      site.error(
          ErrorTag.PipespecOutputRequired,
          site.on()
              + " does not say which output it checks, and "
              + subject.underTestName()
              + " has several: "
              + subject.outputNames()
              + ". Add output = \"...\" with one of them.");
      return Optional.empty();
    }
    Optional<Subject.Output> output = subject.output(name);
    if (output.isEmpty()) {
      site.error(
          ErrorTag.PipespecUnknownOutput,
          site.on()
              + " names the output \""
              + name
              + "\", but the outputs of "
              + subject.underTestName()
              + " are "
              + subject.outputNames()
              + ". Use one of them.",
          site.explicit("output").orElse(null));
    }
    return output;
  }

  /** The output named by {@code attribute}, such as {@code left} of {@code @ExpectDiff}. */
  static Optional<Subject.Output> named(ExpectationSite site, Subject subject, String attribute) {
    AnnotationValue value = site.value(attribute);
    String name = (String) value.getValue();
    Optional<Subject.Output> output = subject.output(name);
    if (output.isEmpty()) {
      site.error(
          ErrorTag.PipespecUnknownOutput,
          site.on()
              + " names the "
              + attribute
              + " output \""
              + name
              + "\", but the outputs of "
              + subject.underTestName()
              + " are "
              + subject.outputNames()
              + ". Use one of them.",
          value);
    }
    return output;
  }
}
