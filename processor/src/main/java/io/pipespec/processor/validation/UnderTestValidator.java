package io.pipespec.processor.validation;

import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.types.TypeFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/** Finds and checks the {@code @UnderTest} method of a test class. */
final class UnderTestValidator {

  /** A valid {@code @UnderTest} method with its parameters and outputs. */
  record Resolved(
      ExecutableElement method,
      List<Parameter> parameters,
      List<Output> outputs,
      Optional<DeclaredType> recordType) {

    List<String> parameterNames() {
      return parameters.stream().map(Parameter::name).collect(Collectors.toList());
    }

    List<String> outputNames() {
      return outputs.stream().map(Output::name).collect(Collectors.toList());
    }

    String signature() {
      return method.getSimpleName() + "(" + String.join(", ", parameterNames()) + ")";
    }
  }

  record Parameter(String name, TypeMirror elementType) {}

  /** An output; {@code accessor} is empty for the single output of a method. */
  record Output(String name, String accessor, TypeMirror elementType) {}

  private final TypeFacts facts;
  private final AnnotationLookup lookup;
  private final ValidationReport report;

  UnderTestValidator(TypeFacts facts, AnnotationLookup lookup, ValidationReport report) {
    this.facts = facts;
    this.lookup = lookup;
    this.report = report;
  }

  Optional<Resolved> validate(TypeElement testClass) {
    List<ExecutableElement> candidates = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(testClass.getEnclosedElements())) {
      if (lookup.has(method, PipespecNames.UNDER_TEST)) {
        candidates.add(method);
      }
    }
    if (candidates.isEmpty()) {
      report.addError(
          ErrorTag.PipespecNoUnderTest,
          testClass.getSimpleName()
              + " has no @UnderTest method. Add a static method annotated @UnderTest that takes"
              + " the inputs as PCollection<T> parameters and returns the output PCollection<T>"
              + " (or a record of PCollections).",
          testClass);
      return Optional.empty();
    }
    ExecutableElement method = candidates.get(0);
    for (ExecutableElement extra : candidates.subList(1, candidates.size())) {
      report.addError(
          ErrorTag.PipespecTwoUnderTests,
          testClass.getSimpleName()
              + " has more than one @UnderTest method: "
              + method.getSimpleName()
              + " and "
              + extra.getSimpleName()
              + ". Remove @UnderTest from all but one; return a record of PCollections to test"
              + " several outputs.",
          extra,
          mirror(extra));
    }
    if (candidates.size() > 1) {
      return Optional.empty();
    }
    return validateMethod(testClass, method);
  }

  private AnnotationMirror mirror(ExecutableElement method) {
    return lookup.find(method, PipespecNames.UNDER_TEST).orElseThrow();
  }

  private Optional<Resolved> validateMethod(TypeElement testClass, ExecutableElement method) {
    int errors = report.items().size();
    AnnotationMirror mirror = mirror(method);
    String name = method.getSimpleName().toString();
    PackageElement pkg = facts.elements().getPackageOf(testClass);
    checkStaticAndVisible(method, mirror, report);
    if (!method.getTypeParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecUnderTestGeneric,
          "@UnderTest method "
              + name
              + " has type parameters. Remove them and use the exact element types.",
          method,
          mirror);
    }
    checkThrows(facts, method, mirror, "@UnderTest method " + name, report);
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
      pCollectionElementType(
              ErrorTag.PipespecUnderTestParameter, parameter.asType(), what, parameter, null)
          .ifPresent(
              elementType -> {
                checkAccessible(elementType, pkg, what, parameter);
                parameters.add(new Parameter(parameter.getSimpleName().toString(), elementType));
              });
    }
    List<Output> outputs = new ArrayList<>();
    Optional<DeclaredType> recordType = Optional.empty();
    TypeMirror returnType = method.getReturnType();
    String returnWhat = "The return type of @UnderTest method " + name;
    if (facts.isClass(returnType, PipespecNames.PCOLLECTION)) {
      pCollectionElementType(
              ErrorTag.PipespecUnderTestReturn, returnType, returnWhat, method, mirror)
          .ifPresent(
              elementType -> {
                checkAccessible(elementType, pkg, returnWhat, method);
                outputs.add(new Output(name, "", elementType));
              });
    } else if (returnType.getKind() == TypeKind.DECLARED
        && ((DeclaredType) returnType).asElement().getKind() == ElementKind.RECORD) {
      DeclaredType record = (DeclaredType) returnType;
      recordType = Optional.of(record);
      checkAccessible(record, pkg, returnWhat, method);
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
            ((javax.lang.model.type.ExecutableType)
                    facts.types().asMemberOf(record, component.getAccessor()))
                .getReturnType();
        String what =
            "Component "
                + component.getSimpleName()
                + " of "
                + recordElement.getSimpleName()
                + ", returned by @UnderTest method "
                + name
                + ",";
        pCollectionElementType(
                ErrorTag.PipespecUnderTestReturn, componentType, what, method, mirror)
            .ifPresent(
                elementType -> {
                  checkAccessible(elementType, pkg, what, method);
                  outputs.add(
                      new Output(
                          component.getSimpleName().toString(),
                          component.getAccessor().getSimpleName().toString(),
                          elementType));
                });
      }
    } else {
      report.addError(
          ErrorTag.PipespecUnderTestReturn,
          returnWhat
              + " is "
              + TypeDisplay.of(returnType)
              + ". Return the output PCollection<T>, or a record whose components are all"
              + " PCollection<T>s (one per output).",
          method,
          mirror);
    }
    if (report.items().size() != errors) {
      return Optional.empty();
    }
    return Optional.of(new Resolved(method, parameters, outputs, recordType));
  }

  /** The {@code T} of {@code PCollection<T>}, or an error that says what to write instead. */
  private Optional<TypeMirror> pCollectionElementType(
      ErrorTag tag,
      TypeMirror type,
      String what,
      javax.lang.model.element.Element element,
      AnnotationMirror mirror) {
    if (!facts.isClass(type, PipespecNames.PCOLLECTION)) {
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
    Optional<TypeMirror> argument = facts.onlyTypeArgument((DeclaredType) type);
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

  private void checkAccessible(
      TypeMirror type, PackageElement pkg, String what, javax.lang.model.element.Element element) {
    facts
        .firstInaccessible(type, pkg)
        .ifPresent(
            inaccessible ->
                report.addError(
                    ErrorTag.PipespecInaccessibleType,
                    what
                        + " uses "
                        + inaccessible.getSimpleName()
                        + ", which the generated harness in package "
                        + pkg.getQualifiedName()
                        + " cannot refer to. Make "
                        + inaccessible.getSimpleName()
                        + " (and the classes that enclose it) public or package-private in"
                        + " the test's package.",
                    element));
  }

  /** The harness calls the {@code @UnderTest} method statically and by name. */
  static void checkStaticAndVisible(
      ExecutableElement method, AnnotationMirror mirror, ValidationReport report) {
    String name = method.getSimpleName().toString();
    if (!method.getModifiers().contains(Modifier.STATIC)) {
      report.addError(
          ErrorTag.PipespecUnderTestNotStatic,
          "@UnderTest method " + name + " is not static. Make " + name + " static.",
          method,
          mirror);
    }
    if (method.getModifiers().contains(Modifier.PRIVATE)) {
      report.addError(
          ErrorTag.PipespecPrivateMember,
          "@UnderTest method "
              + name
              + " is private, so the generated harness cannot call it. Make it package-private.",
          method,
          mirror);
    }
  }

  /** The harness calls {@code method} where no checked exception can be thrown. */
  static void checkThrows(
      TypeFacts facts,
      ExecutableElement method,
      AnnotationMirror mirror,
      String what,
      ValidationReport report) {
    for (TypeMirror thrown : method.getThrownTypes()) {
      if (facts.isChecked(thrown)) {
        report.addError(
            ErrorTag.PipespecCheckedException,
            what
                + " declares the checked exception "
                + TypeDisplay.of(thrown)
                + ". Remove it from the throws clause and wrap it in an unchecked exception.",
            method,
            mirror);
      }
    }
  }
}
