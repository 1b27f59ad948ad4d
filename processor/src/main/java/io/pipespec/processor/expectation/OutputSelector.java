package io.pipespec.processor.expectation;

import io.pipespec.processor.validation.ErrorTag;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import org.jspecify.annotations.Nullable;

/** Finds the output an expectation names, or says which outputs there are. */
final class OutputSelector {

  private OutputSelector() {}

  /**
   * The output named by the annotation's {@code output} attribute; with only one output, that
   * output when the attribute is left out.
   */
  static Optional<Judged.Output> selected(ExpectationSite site, Judged judged) {
    String name = site.string("output");
    List<Judged.Output> outputs = judged.outputs();
    if (name.isEmpty()) {
      if (outputs.size() == 1) {
        return Optional.of(outputs.get(0));
      }
      site.error(
          ErrorTag.PipespecOutputRequired,
          site.on()
              + " does not say which output it checks, and "
              + judged.underTestName()
              + " has several: "
              + judged.outputNames()
              + ". Add output = \"...\" with one of them.");
      return Optional.empty();
    }
    return output(site, judged, "output", name, site.explicit("output").orElse(null));
  }

  /** The output named by {@code attribute}, such as {@code left} of {@code @ExpectDiff}. */
  static Optional<Judged.Output> named(ExpectationSite site, Judged judged, String attribute) {
    AnnotationValue value = site.value(attribute);
    return output(site, judged, attribute + " output", (String) value.getValue(), value);
  }

  /**
   * The output {@code name}, or the error that there is none, on {@code at} (none for an output
   * whose declaration already has its error).
   *
   * @param what how the message names it: "output", "left output"
   */
  private static Optional<Judged.Output> output(
      ExpectationSite site, Judged judged, String what, String name, @Nullable AnnotationValue at) {
    Optional<Judged.Output> output = judged.output(name);
    if (output.isEmpty() && !judged.reported().contains(name)) {
      site.error(
          ErrorTag.PipespecUnknownOutput,
          site.on()
              + " names the "
              + what
              + " \""
              + name
              + "\", but the outputs of "
              + judged.underTestName()
              + " are "
              + judged.outputNames()
              + ". Use one of them.",
          at);
    }
    return output;
  }
}
