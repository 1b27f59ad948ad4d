package io.pipespec.processor.validation.pipeline;

import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.GenerateValidator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * The inputs of a {@code @Generate} scenario: one {@code @Generator} method per {@code @UnderTest}
 * parameter, named after it or naming it in {@code input}, returning {@code Timelines<T>} of its
 * element type. Where a generator may be and its shape are {@link GenerateValidator}'s checks.
 */
final class GeneratorInputs {

  private final ValidationContext context;
  private final AnnotationLookup lookup;

  GeneratorInputs(ValidationContext context) {
    this.context = context;
    this.lookup = context.lookup();
  }

  /**
   * One generated input per parameter of {@code underTest}, in parameter order, of the scenario
   * {@code owner} (which has {@code @Generate}) whose base time is {@code base}; the errors go to
   * {@code report}.
   */
  List<InputModel> of(
      TypeElement owner,
      UnderTestValidator.Resolved underTest,
      long base,
      ValidationReport.Builder report) {
    AnnotationMirror generate = lookup.find(owner, PipespecNames.GENERATE).orElseThrow();
    int tries = (int) lookup.numberValue(generate, "tries");
    String within = lookup.stringValue(generate, "within");
    List<ExecutableElement> generators =
        ElementFilter.methodsIn(owner.getEnclosedElements()).stream()
            .filter(method -> lookup.has(method, PipespecNames.GENERATOR))
            .toList();
    Map<String, ExecutableElement> byParameter = new LinkedHashMap<>();
    for (ExecutableElement generator : generators) {
      fed(generator, generators.size(), underTest, report)
          .ifPresent(
              parameter -> {
                ExecutableElement earlier = byParameter.putIfAbsent(parameter, generator);
                if (earlier != null) {
                  report.addError(
                      ErrorTag.PipespecBadGenerator,
                      "Two @Generator methods feed input "
                          + parameter
                          + " in "
                          + owner.getSimpleName()
                          + ": "
                          + earlier.getSimpleName()
                          + "() and "
                          + generator.getSimpleName()
                          + "(). Remove one of them, or name the input each feeds with"
                          + " @Generator(input = \"...\").",
                      generator,
                      mirror(generator));
                }
              });
    }
    List<InputModel> inputs = new ArrayList<>();
    for (UnderTestValidator.Parameter parameter : underTest.parameters()) {
      ExecutableElement generator = byParameter.get(parameter.name());
      if (generator == null) {
        report.addError(
            ErrorTag.PipespecBadGenerate,
            "@Generate scenario "
                + owner.getSimpleName()
                + " has no @Generator for input "
                + parameter.name()
                + " of "
                + underTest.signature()
                + ". Add a static method returning Timelines<"
                + TypeDisplay.of(parameter.elementType())
                + "> to "
                + owner.getSimpleName()
                + ", annotated @Generator and named "
                + parameter.name()
                + " (or @Generator(input = \""
                + parameter.name()
                + "\")).",
            owner,
            lookup.find(owner, PipespecNames.GENERATE).orElse(null));
        continue;
      }
      checkElementType(generator, parameter, report);
      inputs.add(
          new InputModel.Generated(
              parameter.name(),
              JavaTypes.classRef(owner),
              generator.getSimpleName().toString(),
              JavaTypes.of(parameter.elementType()),
              base,
              tries,
              within));
    }
    return inputs;
  }

  /** The input {@code generator} feeds: its {@code input}, its only one, or its own name. */
  private Optional<String> fed(
      ExecutableElement generator,
      int generatorsInOwner,
      UnderTestValidator.Resolved underTest,
      ValidationReport.Builder report) {
    AnnotationMirror mirror = mirror(generator);
    String explicit = lookup.stringValue(mirror, "input");
    List<String> names = underTest.parameterNames();
    if (explicit.isEmpty() && names.size() == 1 && generatorsInOwner == 1) {
      return Optional.of(names.get(0));
    }
    String name = explicit.isEmpty() ? generator.getSimpleName().toString() : explicit;
    if (names.contains(name)) {
      return Optional.of(name);
    }
    Optional<AnnotationValue> value = lookup.explicitValue(mirror, "input");
    report.addError(
        ErrorTag.PipespecBadGenerator,
        "@Generator "
            + generator.getSimpleName()
            + "() feeds input "
            + name
            + ", but "
            + underTest.signature()
            + " has no such input; its inputs are "
            + names
            + ". "
            + (value.isPresent()
                ? "Write one of them in @Generator(input = \"...\")."
                : "Name the method after one of them, or write @Generator(input = \"name\")."),
        generator,
        mirror,
        value.orElse(null));
    return Optional.empty();
  }

  /** Reports a generator whose {@code Timelines<T>} is not of the parameter's element type. */
  private void checkElementType(
      ExecutableElement generator,
      UnderTestValidator.Parameter parameter,
      ValidationReport.Builder report) {
    Optional<TypeMirror> drawn = GenerateValidator.timelinesElement(generator.getReturnType());
    if (drawn.isEmpty()) {
      return; // (reported where the generator is checked)
    }
    if (!context.facts().types().isSameType(drawn.get(), parameter.elementType())) {
      report.addError(
          ErrorTag.PipespecBadGenerator,
          "@Generator "
              + generator.getSimpleName()
              + "() returns Timelines<"
              + TypeDisplay.of(drawn.get())
              + ">, but it feeds input "
              + parameter.name()
              + " of type PCollection<"
              + TypeDisplay.of(parameter.elementType())
              + ">. Return Timelines<"
              + TypeDisplay.of(parameter.elementType())
              + ">.",
          generator,
          mirror(generator));
    }
  }

  private AnnotationMirror mirror(ExecutableElement generator) {
    return lookup.find(generator, PipespecNames.GENERATOR).orElseThrow();
  }
}
