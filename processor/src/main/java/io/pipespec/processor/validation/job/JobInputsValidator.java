package io.pipespec.processor.validation.job;

import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.model.JobScenarioModel.Replacement;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.InputMembers;
import io.pipespec.processor.validation.testclass.TimelineFile;
import io.pipespec.processor.validation.testclass.TimelineStepParser;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * The reads a job test's class or scenario replaces: each {@code @Input(replaces = ...)} member (a
 * list, {@code Create.Values} or {@code TestStream}, whose element type is the read's) and its
 * {@code @Timeline(replaces = ..., type = ...)}.
 */
final class JobInputsValidator {

  private final ValidationContext context;
  private final AnnotationLookup lookup;

  JobInputsValidator(ValidationContext context) {
    this.context = context;
    this.lookup = context.lookup();
  }

  /** The valid replacements {@code owner} declares, by the transform each replaces. */
  Map<String, Replacement> validate(
      TypeElement owner, long baseMillis, ValidationReport.Builder report) {
    Map<String, Replacement> byReplaced = new LinkedHashMap<>();
    Map<String, Element> declaredBy = new LinkedHashMap<>();
    for (Element member : owner.getEnclosedElements()) {
      if ((member.getKind() == ElementKind.FIELD || member.getKind() == ElementKind.METHOD)
          && lookup.has(member, PipespecNames.INPUT)) {
        member(owner, member, report)
            .ifPresent(
                replacement -> add(owner, member, replacement, byReplaced, declaredBy, report));
      }
    }
    timeline(owner, baseMillis, report)
        .ifPresent(replacement -> add(owner, owner, replacement, byReplaced, declaredBy, report));
    return byReplaced;
  }

  private void add(
      TypeElement owner,
      Element member,
      Replacement replacement,
      Map<String, Replacement> byReplaced,
      Map<String, Element> declaredBy,
      ValidationReport.Builder report) {
    Element earlier = declaredBy.putIfAbsent(replacement.replaces(), member);
    if (earlier == null) {
      byReplaced.put(replacement.replaces(), replacement);
      return;
    }
    String annotation = member == owner ? PipespecNames.TIMELINE : PipespecNames.INPUT;
    AnnotationMirror mirror = lookup.find(member, annotation).orElseThrow();
    report.addError(
        ErrorTag.PipespecJobInput,
        "Two inputs of "
            + owner.getSimpleName()
            + " replace \""
            + replacement.replaces()
            + "\": "
            + earlier.getSimpleName()
            + " and "
            + (member == owner ? "its @Timeline" : member.getSimpleName())
            + ". Remove one of them.",
        member,
        mirror,
        lookup.value(mirror, "replaces"));
  }

  private Optional<Replacement> member(
      TypeElement owner, Element member, ValidationReport.Builder report) {
    AnnotationMirror mirror = lookup.find(member, PipespecNames.INPUT).orElseThrow();
    boolean isMethod = member.getKind() == ElementKind.METHOD;
    String what = "@Input " + member.getSimpleName() + (isMethod ? "()" : "");
    String replaces = lookup.stringValue(mirror, "replaces");
    if (replaces.isBlank()) {
      report.addError(
          ErrorTag.PipespecJobInput,
          what
              + " replaces no read. In a job test an input takes the place of a read of the job:"
              + " add replaces = \"ReadX\" with the name of the transform it replaces.",
          member,
          mirror);
      return Optional.empty();
    }
    TypeMirror type = InputMembers.check(member, mirror, what, context.facts(), report);
    Optional<InputMembers.Source> source = InputMembers.sourceOf(type, context.facts());
    if (source.isPresent() && source.get().type().getTypeArguments().size() == 1) {
      TypeMirror elementType = source.get().type().getTypeArguments().get(0);
      if (elementType.getKind() == TypeKind.DECLARED || elementType.getKind() == TypeKind.ARRAY) {
        String name = lookup.stringValue(mirror, "value");
        return Optional.of(
            new Replacement(
                replaces,
                new InputModel.Member(
                    name.isEmpty() ? member.getSimpleName().toString() : name,
                    JavaTypes.classRef(owner),
                    member.getSimpleName().toString(),
                    isMethod,
                    source.get().kind(),
                    JavaTypes.of(elementType))));
      }
    }
    report.addError(
        ErrorTag.PipespecInputType,
        what
            + " is "
            + TypeDisplay.of(type)
            + ". Make it an Iterable<T> (such as List<T>), a Create.Values<T> or a TestStream<T>"
            + " of the element type of the read it replaces.",
        member,
        mirror);
    return Optional.empty();
  }

  private Optional<Replacement> timeline(
      TypeElement owner, long baseMillis, ValidationReport.Builder report) {
    Optional<AnnotationMirror> found = lookup.find(owner, PipespecNames.TIMELINE);
    if (found.isEmpty()) {
      return Optional.empty();
    }
    AnnotationMirror mirror = found.get();
    String replaces = lookup.stringValue(mirror, "replaces");
    Object type = lookup.value(mirror, "type").getValue();
    if (replaces.isBlank()) {
      report.addError(
          ErrorTag.PipespecJobInput,
          "@Timeline on "
              + owner.getSimpleName()
              + " replaces no read. In a job test a timeline takes the place of a read of the"
              + " job: add replaces = \"ReadX\" and type = X.class, the read's element type.",
          owner,
          mirror);
      return Optional.empty();
    }
    String input = lookup.stringValue(mirror, "input");
    if (!input.isBlank()) {
      report.addError(
          ErrorTag.PipespecJobInput,
          "@Timeline on "
              + owner.getSimpleName()
              + " gives input = \""
              + input
              + "\", but a job method takes no inputs: in a job test a timeline is named by the"
              + " read it replaces (replaces = \""
              + replaces
              + "\"). Remove input.",
          owner,
          mirror,
          lookup.value(mirror, "input"));
      return Optional.empty();
    }
    if (!(type instanceof DeclaredType declared)
        || !((TypeElement) declared.asElement()).getTypeParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecJobInput,
          "@Timeline on "
              + owner.getSimpleName()
              + " replaces \""
              + replaces
              + "\" but "
              + (type instanceof DeclaredType d
                  ? "its type " + d.asElement().getSimpleName() + " has type parameters"
                  : "gives no type")
              + ". Add type = X.class with the read's element type, a class without type"
              + " parameters; give a generic input as an @Input TestStream<T> instead.",
          owner,
          mirror,
          lookup.value(mirror, "type"));
      return Optional.empty();
    }
    if (TimelineFile.named(context, mirror)) {
      return TimelineFile.check(context, owner, mirror, declared, report)
          .map(
              file ->
                  new Replacement(
                      replaces,
                      new InputModel.LiteralFile(
                          "timeline", JavaTypes.classRef(owner), JavaTypes.of(declared), file)));
    }
    if (lookup.listValue(mirror, "value").isEmpty()) {
      report.addError(
          ErrorTag.PipespecBadTimeline,
          "@Timeline on "
              + owner.getSimpleName()
              + " has no step. Add elements such as \"a @ 10s\" and watermark steps such as"
              + " \"watermark 20m\", name a file of elements with file = \"...\", or give an"
              + " empty input with @Input(replaces = ...).",
          owner,
          mirror,
          lookup.value(mirror, "value"));
      return Optional.empty();
    }
    TimelineStepParser.Elements elements =
        new TimelineStepParser.Elements(
            declared,
            "the type of the @Timeline of " + owner.getSimpleName(),
            "Give the input as an @Input TestStream<"
                + TypeDisplay.of(declared)
                + "> from code instead.");
    Optional<List<TimelineStep>> steps =
        new TimelineStepParser(context, TestKind.JOB)
            .parse(owner, mirror, elements, baseMillis, report);
    return steps.map(
        parsed ->
            new Replacement(
                replaces,
                new InputModel.Timeline(
                    "timeline", JavaTypes.classRef(owner), JavaTypes.of(declared), parsed)));
  }
}
