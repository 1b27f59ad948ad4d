package io.pipespec.processor.validation.pipeline;

import io.pipespec.processor.expectation.Judged;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.UnderTestMethod;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import org.jspecify.annotations.Nullable;

/**
 * Finds and checks the {@code @UnderTest} method of a pipeline test: its {@code PCollection}
 * parameters are the inputs, its {@code PCollection} (or record of them) the outputs.
 */
final class UnderTestValidator extends UnderTestMethod<UnderTestValidator.Resolved> {

  /** A valid {@code @UnderTest} method with its parameters and outputs. */
  record Resolved(
      ExecutableElement method,
      List<Parameter> parameters,
      List<Output> outputs,
      Optional<DeclaredType> recordType) {

    List<String> parameterNames() {
      return parameters.stream().map(Parameter::name).toList();
    }

    String signature() {
      return method.getSimpleName() + "(" + String.join(", ", parameterNames()) + ")";
    }

    Optional<Parameter> parameter(String name) {
      return parameters.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** What the expectations of its scenarios judge: its outputs. */
    Judged judged() {
      return new Judged(
          method.getSimpleName().toString(),
          outputs.stream().map(o -> new Judged.Output(o.name(), o.elementType())).toList(),
          Optional.empty());
    }
  }

  record Parameter(String name, TypeMirror elementType) {}

  /** An output; {@code accessor} is empty for the single output of a method. */
  record Output(String name, String accessor, TypeMirror elementType) {}

  UnderTestValidator(ValidationContext context) {
    super(
        context,
        "Add a static method annotated @UnderTest that takes the inputs as PCollection<T>"
            + " parameters and returns the output PCollection<T> (or a record of PCollections).",
        "Remove @UnderTest from all but one; return a record of PCollections to test several"
            + " outputs.");
  }

  @Override
  protected Optional<Resolved> resolve(
      TypeElement testClass, Found found, ValidationReport.Builder report) {
    ExecutableElement method = found.method();
    AnnotationMirror mirror = found.mirror();
    String name = found.name();
    PackageElement pkg = context.facts().elements().getPackageOf(testClass);
    if (!method.getTypeParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecUnderTestGeneric,
          "@UnderTest method "
              + name
              + " has type parameters. Remove them and use the exact element types.",
          method,
          mirror);
    }
    if (method.getParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecUnderTestNoParameters,
          "@UnderTest method "
              + name
              + " takes no input. Add a PCollection<T> parameter for each input of the transform.",
          method,
          mirror);
    }
    List<Parameter> parameters = new ArrayList<>();
    for (VariableElement parameter : method.getParameters()) {
      String what = "Parameter " + parameter.getSimpleName() + " of @UnderTest method " + name;
      elementType(
              ErrorTag.PipespecUnderTestParameter,
              parameter.asType(),
              what,
              parameter,
              null,
              report)
          .ifPresent(
              elementType -> {
                checkAccessible(elementType, pkg, what, parameter, report);
                parameters.add(new Parameter(parameter.getSimpleName().toString(), elementType));
              });
    }
    List<Output> outputs = new ArrayList<>();
    Optional<DeclaredType> recordType = outputs(method, mirror, pkg, outputs, report);
    return Optional.of(new Resolved(method, parameters, outputs, recordType));
  }

  /** Adds the outputs of {@code method} to {@code outputs}; the record type it returns, if any. */
  private Optional<DeclaredType> outputs(
      ExecutableElement method,
      AnnotationMirror mirror,
      PackageElement pkg,
      List<Output> outputs,
      ValidationReport.Builder report) {
    String name = method.getSimpleName().toString();
    TypeMirror returnType = method.getReturnType();
    String returnWhat = "The return type of @UnderTest method " + name;
    if (context.facts().isClass(returnType, PipespecNames.PCOLLECTION)) {
      elementType(ErrorTag.PipespecUnderTestReturn, returnType, returnWhat, method, mirror, report)
          .ifPresent(
              elementType -> {
                checkAccessible(elementType, pkg, returnWhat, method, report);
                outputs.add(new Output(name, "", elementType));
              });
      return Optional.empty();
    }
    if (returnType.getKind() != TypeKind.DECLARED
        || ((DeclaredType) returnType).asElement().getKind() != ElementKind.RECORD) {
      report.addError(
          ErrorTag.PipespecUnderTestReturn,
          returnWhat
              + " is "
              + TypeDisplay.of(returnType)
              + ". Return the output PCollection<T>, or a record whose components are all"
              + " PCollection<T>s (one per output).",
          method,
          mirror);
      return Optional.empty();
    }
    DeclaredType record = (DeclaredType) returnType;
    checkAccessible(record, pkg, returnWhat, method, report);
    TypeElement recordElement = (TypeElement) record.asElement();
    if (recordElement.getRecordComponents().isEmpty()) {
      report.addError(
          ErrorTag.PipespecUnderTestReturn,
          returnWhat
              + ", record "
              + recordElement.getSimpleName()
              + ", has no component. Give it one PCollection<T> component per output.",
          method,
          mirror);
    }
    for (RecordComponentElement component : recordElement.getRecordComponents()) {
      TypeMirror componentType =
          ((ExecutableType) context.facts().types().asMemberOf(record, component.getAccessor()))
              .getReturnType();
      String what =
          "Component "
              + component.getSimpleName()
              + " of "
              + recordElement.getSimpleName()
              + ", returned by @UnderTest method "
              + name
              + ",";
      elementType(ErrorTag.PipespecUnderTestReturn, componentType, what, method, mirror, report)
          .ifPresent(
              elementType -> {
                checkAccessible(elementType, pkg, what, method, report);
                outputs.add(
                    new Output(
                        component.getSimpleName().toString(),
                        component.getAccessor().getSimpleName().toString(),
                        elementType));
              });
    }
    return Optional.of(record);
  }

  /** The {@code T} of {@code PCollection<T>}, or an error that says what to write instead. */
  private Optional<TypeMirror> elementType(
      ErrorTag tag,
      TypeMirror type,
      String what,
      Element element,
      @Nullable AnnotationMirror mirror,
      ValidationReport.Builder report) {
    if (!context.facts().isClass(type, PipespecNames.PCOLLECTION)) {
      report.addError(
          tag,
          what
              + " is "
              + TypeDisplay.of(type)
              + ", not a PCollection<T>. Make it a PCollection of the element type.",
          element,
          mirror);
      return Optional.empty();
    }
    Optional<TypeMirror> argument = context.facts().onlyTypeArgument((DeclaredType) type);
    if (argument.isEmpty()) {
      report.addError(
          tag,
          what + " is a raw PCollection. Give the element type, such as PCollection<String>.",
          element,
          mirror);
      return Optional.empty();
    }
    TypeKind kind = argument.get().getKind();
    if (kind != TypeKind.DECLARED && kind != TypeKind.ARRAY) {
      report.addError(
          tag,
          what
              + " is "
              + TypeDisplay.of(type)
              + ". Give an exact element type, without wildcards or type variables, such as"
              + " PCollection<String>.",
          element,
          mirror);
      return Optional.empty();
    }
    return argument;
  }
}
