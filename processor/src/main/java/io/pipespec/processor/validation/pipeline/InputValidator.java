package io.pipespec.processor.validation.pipeline;

import io.pipespec.processor.model.InputKind;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.types.TypeFacts;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.InputMembers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import org.jspecify.annotations.Nullable;

/**
 * Checks the {@code @Input} members that one class (the test class or a scenario) declares and
 * finds the {@code @UnderTest} parameter each one feeds.
 */
final class InputValidator {

  /** A valid input member and the parameter it feeds. */
  record Resolved(String parameter, TypeElement owner, Element member, @Nullable InputKind kind) {}

  private final TypeFacts facts;
  private final AnnotationLookup lookup;

  InputValidator(ValidationContext context) {
    this.facts = context.facts();
    this.lookup = context.lookup();
  }

  /** The valid inputs {@code owner} declares, by the parameter they feed, in declaration order. */
  Map<String, Resolved> validate(
      TypeElement owner, UnderTestValidator.Resolved underTest, ValidationReport.Builder report) {
    List<Element> members = new ArrayList<>();
    for (Element member : owner.getEnclosedElements()) {
      if ((member.getKind() == ElementKind.FIELD || member.getKind() == ElementKind.METHOD)
          && lookup.has(member, PipespecNames.INPUT)) {
        members.add(member);
      }
    }
    Map<String, Resolved> byParameter = new LinkedHashMap<>();
    for (Element member : members) {
      validateMember(owner, member, members.size(), underTest, report)
          .ifPresent(
              input -> {
                Resolved earlier = byParameter.putIfAbsent(input.parameter(), input);
                if (earlier != null) {
                  report.addError(
                      ErrorTag.PipespecDuplicateInput,
                      "Two inputs feed parameter "
                          + input.parameter()
                          + " in "
                          + owner.getSimpleName()
                          + ": "
                          + earlier.member().getSimpleName()
                          + " and "
                          + member.getSimpleName()
                          + ". Remove one of them, or name the parameter each feeds with"
                          + " @Input(\"name\").",
                      member,
                      lookup.find(member, PipespecNames.INPUT).orElseThrow());
                }
              });
    }
    return byParameter;
  }

  private Optional<Resolved> validateMember(
      TypeElement owner,
      Element member,
      int inputsInOwner,
      UnderTestValidator.Resolved underTest,
      ValidationReport.Builder report) {
    AnnotationMirror mirror = lookup.find(member, PipespecNames.INPUT).orElseThrow();
    boolean isMethod = member.getKind() == ElementKind.METHOD;
    String what = "@Input " + member.getSimpleName() + (isMethod ? "()" : "");
    TypeMirror type = InputMembers.check(member, mirror, what, facts, report);

    Optional<String> parameter = parameterFed(member, mirror, inputsInOwner, underTest, report);
    Optional<InputMembers.Source> source = InputMembers.sourceOf(type, facts);
    Optional<InputKind> kind = source.map(InputMembers.Source::kind);
    Optional<DeclaredType> sourceType = source.map(InputMembers.Source::type);
    if (kind.isEmpty()) {
      report.addError(
          ErrorTag.PipespecInputType,
          what
              + " is "
              + TypeDisplay.of(type)
              + ". Make it an Iterable<T> (such as List<T>), a Create.Values<T> or a"
              + " TestStream<T> of the parameter's element type.",
          member,
          mirror);
    } else if (sourceType.get().getTypeArguments().size() != 1) {
      report.addError(
          ErrorTag.PipespecInputType,
          what
              + " is the raw type "
              + TypeDisplay.of(type)
              + ". Give the element type, such as List<String>.",
          member,
          mirror);
    } else if (parameter.isPresent()) {
      TypeMirror elementType = sourceType.get().getTypeArguments().get(0);
      UnderTestValidator.Parameter fed = underTest.parameter(parameter.get()).orElseThrow();
      if (!facts.types().isSameType(elementType, fed.elementType())) {
        report.addError(
            ErrorTag.PipespecInputElementType,
            what
                + " is "
                + TypeDisplay.of(type)
                + ", but it feeds parameter "
                + fed.name()
                + " of type PCollection<"
                + TypeDisplay.of(fed.elementType())
                + ">. Give it the element type "
                + TypeDisplay.of(fed.elementType())
                + ".",
            member,
            mirror);
      }
    }
    // A member that names its parameter still claims it when it has other errors, so that the
    // scenario does not also get a misleading "no input for parameter" error. No model is built
    // from a report with errors, so the missing kind is never read.
    InputKind foundKind = kind.orElse(null);
    return parameter.map(name -> new Resolved(name, owner, member, foundKind));
  }

  private Optional<String> parameterFed(
      Element member,
      AnnotationMirror mirror,
      int inputsInOwner,
      UnderTestValidator.Resolved underTest,
      ValidationReport.Builder report) {
    String explicit = lookup.stringValue(mirror, "value");
    List<String> names = underTest.parameterNames();
    String name;
    if (!explicit.isEmpty()) {
      name = explicit;
    } else if (names.size() == 1 && inputsInOwner == 1) {
      return Optional.of(names.get(0));
    } else {
      name = member.getSimpleName().toString();
    }
    if (names.contains(name)) {
      return Optional.of(name);
    }
    Optional<AnnotationValue> value = lookup.explicitValue(mirror, "value");
    report.addError(
        ErrorTag.PipespecInputUnknownParameter,
        "@Input "
            + name
            + " matches no parameter of "
            + underTest.signature()
            + "; the parameters are "
            + names
            + ". "
            + (value.isPresent()
                ? "Write the name of one of them in @Input(\"...\")."
                : "Name the member after one of them, or write @Input(\"name\")."),
        member,
        mirror,
        value.orElse(null));
    return Optional.empty();
  }
}
