package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.model.InputKind;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.types.TypeFacts;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * The shape every {@code @Input} field or method must have, in a transform test and in a job test
 * alike: the generated suite reads it statically, calls it without arguments, and cannot catch a
 * checked exception for it.
 */
public final class InputMembers {

  private static final Map<String, InputKind> SOURCES =
      Map.of(
          "java.lang.Iterable",
          InputKind.VALUES,
          PipespecNames.CREATE_VALUES,
          InputKind.CREATE,
          PipespecNames.TEST_STREAM,
          InputKind.TEST_STREAM);

  private InputMembers() {}

  /**
   * Reports each way {@code member} breaks that shape, and returns the type of the value it gives
   * (a field's type, a method's return type).
   *
   * @param what the member as messages name it, such as {@code "@Input lines()"}
   */
  public static TypeMirror check(
      Element member,
      AnnotationMirror mirror,
      String what,
      TypeFacts facts,
      ValidationReport.Builder report) {
    if (member.getModifiers().contains(Modifier.PRIVATE)) {
      report.addError(
          ErrorTag.PipespecPrivateMember,
          what + " is private, so the generated suite cannot read it. Make it package-private.",
          member,
          mirror);
    }
    if (!member.getModifiers().contains(Modifier.STATIC)) {
      report.addError(
          ErrorTag.PipespecInputNotStatic,
          what + " is not static. Make " + member.getSimpleName() + " static.",
          member,
          mirror);
    }
    if (member.getKind() != ElementKind.METHOD) {
      return member.asType();
    }
    ExecutableElement method = (ExecutableElement) member;
    if (!method.getParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecInputParameters,
          what.replace("()", "")
              + " takes parameters. Remove them: an @Input method is called without arguments.",
          member,
          mirror);
    }
    for (TypeMirror thrown : method.getThrownTypes()) {
      if (facts.isChecked(thrown)) {
        report.addError(
            ErrorTag.PipespecCheckedException,
            what
                + " declares the checked exception "
                + TypeDisplay.of(thrown)
                + ". Remove it from the throws clause and wrap it in an unchecked exception.",
            member,
            mirror);
      }
    }
    return method.getReturnType();
  }

  /** Where an input's elements come from: its kind, and its type as that kind's supertype. */
  public record Source(InputKind kind, DeclaredType type) {}

  /**
   * The kind of input {@code type} is ({@code Iterable}, {@code Create.Values} or {@code
   * TestStream}, which exclude each other), or empty when it is none of them.
   */
  public static Optional<Source> sourceOf(TypeMirror type, TypeFacts facts) {
    for (Map.Entry<String, InputKind> candidate : SOURCES.entrySet()) {
      Optional<DeclaredType> found = facts.findSupertype(type, candidate.getKey());
      if (found.isPresent()) {
        return Optional.of(new Source(candidate.getValue(), found.get()));
      }
    }
    return Optional.empty();
  }
}
