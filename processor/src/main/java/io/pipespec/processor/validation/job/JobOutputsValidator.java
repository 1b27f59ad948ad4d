package io.pipespec.processor.validation.job;

import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.JobScenarioModel.CapturedWrite;
import io.pipespec.processor.model.MemberRef;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.JobOnlyValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * The writes a job test's class or scenario captures ({@code @Output}) and the options it gives the
 * job ({@code @Options}).
 */
final class JobOutputsValidator {

  /**
   * An {@code @Output}, with the element type expectations judge; {@code badType} when only its
   * {@code type} is wrong (reported), so that expectations naming it get no second error.
   */
  record Output(CapturedWrite write, TypeMirror elementType, boolean badType) {

    /**
     * Why the elements are {@code Object}, and how to type them, when the declaration has no type.
     */
    Optional<String> untyped() {
      return write.type().isPresent() || badType
          ? Optional.empty()
          : Optional.of(
              "The output is captured from the write '"
                  + write.of()
                  + "' without a type, so its elements are Objects. Add type = X.class to"
                  + " @Output(name = \""
                  + write.name()
                  + "\", of = \""
                  + write.of()
                  + "\") with the class of the elements the job writes (such as type ="
                  + " String.class), or judge it without literals: @ExpectCount, @ExpectEmpty or"
                  + " @Satisfies of List<Object>");
    }
  }

  private final ValidationContext context;
  private final AnnotationLookup lookup;

  JobOutputsValidator(ValidationContext context) {
    this.context = context;
    this.lookup = context.lookup();
  }

  /**
   * The valid outputs of {@code owner}; {@code taken} holds the outputs already declared (the test
   * class's), whose names it must not take again.
   */
  List<Output> outputs(TypeElement owner, List<Output> taken, ValidationReport.Builder report) {
    List<Output> outputs = new ArrayList<>();
    List<String> names = new ArrayList<>(taken.stream().map(o -> o.write().name()).toList());
    for (AnnotationMirror mirror : JobOnlyValidator.outputMirrors(owner, lookup)) {
      String name = lookup.stringValue(mirror, "name");
      String of = lookup.stringValue(mirror, "of");
      boolean valid = true;
      for (String attribute : List.of("name", "of")) {
        if (lookup.stringValue(mirror, attribute).isBlank()) {
          valid = false;
          report.addError(
              ErrorTag.PipespecJobOutput,
              "@Output(name = \""
                  + name
                  + "\", of = \""
                  + of
                  + "\") on "
                  + owner.getSimpleName()
                  + " has an empty "
                  + attribute
                  + ". "
                  + (attribute.equals("name")
                      ? "Name the output, as expectations select it with output = \"...\"."
                      : "Name the write transform of the job whose input it captures, such as of"
                          + " = \"WriteScores\"."),
              owner,
              mirror,
              lookup.value(mirror, attribute));
        }
      }
      if (valid && names.contains(name)) {
        valid = false;
        report.addError(
            ErrorTag.PipespecJobOutput,
            "Two outputs are named \""
                + name
                + "\" in "
                + owner.getSimpleName()
                + (taken.stream().anyMatch(o -> o.write().name().equals(name))
                    ? " and its test class"
                    : "")
                + ". Give each @Output a name of its own.",
            owner,
            mirror,
            lookup.value(mirror, "name"));
      }
      boolean badType = false;
      Optional<ClassRef> type = Optional.empty();
      TypeMirror elementType =
          context.facts().elements().getTypeElement("java.lang.Object").asType();
      Object typeValue = lookup.value(mirror, "type").getValue();
      if (typeValue instanceof DeclaredType declared) {
        TypeElement element = (TypeElement) declared.asElement();
        if (!element.getTypeParameters().isEmpty()) {
          badType = true;
          report.addError(
              ErrorTag.PipespecJobOutput,
              "@Output \""
                  + name
                  + "\" declares type = "
                  + element.getSimpleName()
                  + ".class, which has type parameters, so its literals could not be typed."
                  + " Leave type out (expectations without literals and @Satisfies of Object"
                  + " still judge it), or capture a step whose elements have a plain class.",
              owner,
              mirror,
              lookup.value(mirror, "type"));
        } else {
          type = Optional.of(JavaTypes.classRef(element));
          elementType = declared;
        }
      } else if (typeValue instanceof TypeMirror other && other.getKind() != TypeKind.VOID) {
        badType = true;
        report.addError(
            ErrorTag.PipespecJobOutput,
            "@Output \""
                + name
                + "\" declares type = "
                + TypeDisplay.of(other)
                + ".class. Give the class of its elements (Long.class, not long.class).",
            owner,
            mirror,
            lookup.value(mirror, "type"));
      }
      if (valid) {
        names.add(name);
        outputs.add(new Output(new CapturedWrite(name, of, type), elementType, badType));
      }
    }
    return outputs;
  }

  /** The valid {@code @Options} method of {@code owner}, if it has one. */
  Optional<MemberRef> options(TypeElement owner, ValidationReport.Builder report) {
    List<ExecutableElement> methods =
        ElementFilter.methodsIn(owner.getEnclosedElements()).stream()
            .filter(method -> lookup.has(method, PipespecNames.OPTIONS))
            .toList();
    if (methods.isEmpty()) {
      return Optional.empty();
    }
    ExecutableElement method = methods.get(0);
    AnnotationMirror mirror = lookup.find(method, PipespecNames.OPTIONS).orElseThrow();
    String what = "@Options method " + method.getSimpleName();
    List<String> problems = new ArrayList<>();
    if (methods.size() > 1) {
      problems.add(
          owner.getSimpleName()
              + " has "
              + methods.size()
              + " @Options methods. Keep one: a scenario's replaces the test class's");
    }
    if (!method.getModifiers().contains(Modifier.STATIC)) {
      problems.add(what + " is not static. Make it static");
    }
    if (method.getModifiers().contains(Modifier.PRIVATE)) {
      problems.add(what + " is private. Make it package-private");
    }
    if (!method.getParameters().isEmpty()) {
      problems.add(what + " takes parameters. Remove them: it is called without arguments");
    }
    TypeMirror returned = method.getReturnType();
    boolean options =
        context.facts().findSupertype(returned, PipespecNames.PIPELINE_OPTIONS).isPresent();
    boolean arguments =
        returned.getKind() == TypeKind.ARRAY
            && context
                .facts()
                .isClass(((ArrayType) returned).getComponentType(), "java.lang.String");
    if (!options && !arguments) {
      problems.add(
          what
              + " returns "
              + TypeDisplay.of(returned)
              + ". Return the job's PipelineOptions (PipelineOptionsFactory.as(MyOptions.class)"
              + " with its values set) or its String[] arguments (\"--input=lines.csv\")");
    }
    for (String problem : problems) {
      report.addError(ErrorTag.PipespecOptions, problem + ".", method, mirror);
    }
    return problems.isEmpty()
        ? Optional.of(
            new MemberRef(JavaTypes.classRef(owner), method.getSimpleName().toString(), true))
        : Optional.empty();
  }
}
