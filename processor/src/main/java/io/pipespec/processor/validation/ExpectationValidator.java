package io.pipespec.processor.validation;

import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.types.TypeFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/** Checks the expectation methods of one scenario class and turns them into models. */
final class ExpectationValidator {

  /** The expectation annotations, in the order they are looked for. */
  static final List<String> ANNOTATIONS = PipespecNames.EXPECTATIONS;

  private static final List<String> SATISFIES_PARAMETER_TYPES =
      List.of("java.lang.Iterable", "java.util.Collection", "java.util.List");

  private final TypeFacts facts;
  private final AnnotationLookup lookup;
  private final ValidationReport report;
  private final LiteralParser literals;
  private final VocabularyValidator vocabulary;

  ExpectationValidator(TypeFacts facts, AnnotationLookup lookup, ValidationReport report) {
    this.facts = facts;
    this.lookup = lookup;
    this.report = report;
    this.literals = new LiteralParser(facts.types(), facts.elements());
    this.vocabulary = new VocabularyValidator(facts, lookup, report);
  }

  /** The expectation methods {@code owner} declares, in declaration order. */
  List<ExecutableElement> expectationMethods(TypeElement owner) {
    List<ExecutableElement> methods = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(owner.getEnclosedElements())) {
      if (ANNOTATIONS.stream().anyMatch(name -> lookup.has(method, name))) {
        methods.add(method);
      }
    }
    return methods;
  }

  /** The valid expectations of {@code owner}; errors for the others go to the report. */
  List<ExpectationModel> validate(TypeElement owner, UnderTestValidator.Resolved underTest) {
    List<ExpectationModel> models = new ArrayList<>();
    for (ExecutableElement method : expectationMethods(owner)) {
      validateMethod(owner, method, underTest).ifPresent(models::add);
    }
    return models;
  }

  Optional<ExpectationModel> validateMethod(
      TypeElement owner, ExecutableElement method, UnderTestValidator.Resolved underTest) {
    int errors = report.items().size();
    List<AnnotationMirror> mirrors = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (String name : ANNOTATIONS) {
      lookup.find(method, name).ifPresent(mirrors::add);
      lookup.find(method, name).ifPresent(m -> names.add(name));
    }
    AnnotationMirror mirror = mirrors.get(0);
    String annotation = "@" + simpleName(names.get(0));
    String methodName = method.getSimpleName().toString();
    if (mirrors.size() > 1) {
      report.addError(
          ErrorTag.PipespecTwoExpectations,
          "Method "
              + methodName
              + " has two expectation annotations, "
              + annotation
              + " and @"
              + simpleName(names.get(1))
              + ". Each expectation is its own method: move one to a new method.",
          method,
          mirrors.get(1));
      return Optional.empty();
    }
    checkCallableAndVoid(method, mirror, annotation, report);
    checkNotOverloaded(owner, method, mirror, report);
    boolean isStatic = method.getModifiers().contains(Modifier.STATIC);
    if (!isStatic && names.get(0).equals(PipespecNames.SATISFIES) && !hasUsableConstructor(owner)) {
      report.addError(
          ErrorTag.PipespecNoConstructor,
          annotation
              + " method "
              + methodName
              + " is an instance method, but "
              + owner.getSimpleName()
              + " has no constructor without parameters that the harness can call. Add a"
              + " non-private constructor without parameters to "
              + owner.getSimpleName()
              + " (and make it not abstract), or make "
              + methodName
              + " static.",
          method,
          mirror);
    }
    // @ExpectDiff names two outputs, left and right, instead of one.
    Optional<UnderTestValidator.Output> output =
        names.get(0).equals(PipespecNames.EXPECT_DIFF)
            ? Optional.empty()
            : output(method, mirror, annotation, underTest);
    ClassRef declaring = JavaTypes.classRef(owner);
    Optional<ExpectationModel> model = Optional.empty();
    VocabularyValidator.Site site =
        new VocabularyValidator.Site(owner, method, mirror, annotation, declaring);
    switch (names.get(0)) {
      case PipespecNames.EXPECT_CONTAINS:
        checkNoParameters(method, mirror, annotation);
        if (lookup.explicitValue(mirror, "from").isPresent()) {
          model = vocabulary.validate(names.get(0), site, output, underTest);
        } else if (output.isPresent()) {
          model = contains(method, mirror, output.get(), declaring);
        }
        break;
      case PipespecNames.EXPECT_INCLUDES:
      case PipespecNames.EXPECT_COUNT:
      case PipespecNames.EXPECT_SINGLETON:
      case PipespecNames.EXPECT_MAP:
      case PipespecNames.EXPECT_ALL:
      case PipespecNames.EXPECT_NONE:
      case PipespecNames.EXPECT_HASH:
      case PipespecNames.EXPECT_SUM:
      case PipespecNames.EXPECT_DIFF:
        checkNoParameters(method, mirror, annotation);
        model = vocabulary.validate(names.get(0), site, output, underTest);
        break;
      case PipespecNames.EXPECT_EMPTY:
        checkNoParameters(method, mirror, annotation);
        model = output.map(o -> new ExpectationModel.Empty(declaring, methodName, o.name()));
        break;
      default:
        if (output.isPresent() && checkSatisfiesParameter(method, mirror, output.get())) {
          model =
              Optional.of(
                  new ExpectationModel.Satisfies(
                      declaring,
                      methodName,
                      output.get().name(),
                      JavaTypes.of(output.get().elementType()),
                      isStatic));
        }
        break;
    }
    if (model.isPresent()) {
      model = vocabulary.where(site, model.get(), underTest);
    }
    return report.items().size() == errors ? model : Optional.empty();
  }

  private Optional<UnderTestValidator.Output> output(
      ExecutableElement method,
      AnnotationMirror mirror,
      String annotation,
      UnderTestValidator.Resolved underTest) {
    String name = lookup.stringValue(mirror, "output");
    List<UnderTestValidator.Output> outputs = underTest.outputs();
    if (name.isEmpty()) {
      if (outputs.size() == 1) {
        return Optional.of(outputs.get(0));
      }
      report.addError(
          ErrorTag.PipespecOutputRequired,
          annotation
              + " on "
              + method.getSimpleName()
              + " does not say which output it checks, and "
              + underTest.method().getSimpleName()
              + " has several: "
              + underTest.outputNames()
              + ". Add output = \"...\" with one of them.",
          method,
          mirror);
      return Optional.empty();
    }
    for (UnderTestValidator.Output output : outputs) {
      if (output.name().equals(name)) {
        return Optional.of(output);
      }
    }
    report.addError(
        ErrorTag.PipespecUnknownOutput,
        annotation
            + " on "
            + method.getSimpleName()
            + " names the output \""
            + name
            + "\", but the outputs of "
            + underTest.method().getSimpleName()
            + " are "
            + underTest.outputNames()
            + ". Use one of them.",
        method,
        mirror,
        lookup.explicitValue(mirror, "output").orElse(null));
    return Optional.empty();
  }

  private Optional<ExpectationModel> contains(
      ExecutableElement method,
      AnnotationMirror mirror,
      UnderTestValidator.Output output,
      ClassRef declaring) {
    AnnotationValue value = lookup.value(mirror, "value");
    @SuppressWarnings("unchecked")
    List<? extends AnnotationValue> literals = (List<? extends AnnotationValue>) value.getValue();
    if (literals.isEmpty()) {
      report.addError(
          ErrorTag.PipespecExpectContainsEmpty,
          "@ExpectContains on "
              + method.getSimpleName()
              + " lists no element. To expect no element, use @ExpectEmpty instead.",
          method,
          mirror,
          value);
      return Optional.empty();
    }
    TypeMirror elementType = output.elementType();
    // The harness is generated in the test class's package: literals may only call what it sees.
    PackageElement harnessPackage = facts.elements().getPackageOf(method);
    Optional<String> unsupported = this.literals.whyUnsupported(elementType, harnessPackage);
    if (unsupported.isPresent()) {
      report.addError(
          ErrorTag.PipespecUnsupportedLiteralType,
          "@ExpectContains on "
              + method.getSimpleName()
              + " cannot write literals of "
              + TypeDisplay.of(elementType)
              + ", the element type of output \""
              + output.name()
              + "\": "
              + unsupported.get()
              + ". Literals support "
              + LiteralParser.SUPPORTED_TYPES
              + ". Use @Satisfies, which works for any element type, to check this output.",
          method,
          mirror);
      return Optional.empty();
    }
    List<Literal> elements = new ArrayList<>();
    for (AnnotationValue literal : literals) {
      LiteralParser.Result result =
          this.literals.parse((String) literal.getValue(), elementType, harnessPackage);
      if (result.value().isPresent()) {
        elements.add(result.value().get());
      } else {
        report.addError(
            ErrorTag.PipespecBadLiteral,
            result.error() + ". Fix the literal, or use @Satisfies to check the output in code.",
            method,
            mirror,
            literal);
      }
    }
    if (elements.size() != literals.size()) {
      return Optional.empty();
    }
    return Optional.of(
        new ExpectationModel.Contains(
            declaring,
            method.getSimpleName().toString(),
            output.name(),
            JavaTypes.of(elementType),
            elements));
  }

  private void checkNoParameters(
      ExecutableElement method, AnnotationMirror mirror, String annotation) {
    if (!method.getParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecExpectationParameters,
          annotation
              + " method "
              + method.getSimpleName()
              + " takes parameters. Remove them: it only names the expectation (use @Satisfies"
              + " to check the elements in code).",
          method,
          mirror);
    }
  }

  private boolean checkSatisfiesParameter(
      ExecutableElement method, AnnotationMirror mirror, UnderTestValidator.Output output) {
    String expected =
        "Iterable<"
            + TypeDisplay.of(output.elementType())
            + ">, Collection<"
            + TypeDisplay.of(output.elementType())
            + "> or List<"
            + TypeDisplay.of(output.elementType())
            + ">";
    if (method.getParameters().size() != 1) {
      report.addError(
          ErrorTag.PipespecSatisfiesParameter,
          "@Satisfies method "
              + method.getSimpleName()
              + " takes "
              + method.getParameters().size()
              + " parameters. Give it exactly one, the elements of output \""
              + output.name()
              + "\": "
              + expected
              + ".",
          method,
          mirror);
      return false;
    }
    TypeMirror type = method.getParameters().get(0).asType();
    boolean fits =
        SATISFIES_PARAMETER_TYPES.stream().anyMatch(name -> facts.isClass(type, name))
            && ((DeclaredType) type).getTypeArguments().size() == 1
            && facts
                .types()
                .isSameType(((DeclaredType) type).getTypeArguments().get(0), output.elementType());
    if (!fits) {
      report.addError(
          ErrorTag.PipespecSatisfiesParameter,
          "The parameter of @Satisfies method "
              + method.getSimpleName()
              + " is "
              + TypeDisplay.of(type)
              + ", but the elements of output \""
              + output.name()
              + "\" are "
              + TypeDisplay.of(output.elementType())
              + ". Make it "
              + expected
              + ".",
          method.getParameters().get(0));
      return false;
    }
    return true;
  }

  /**
   * The checks on an expectation method of a pipeline or a function test that do not depend on its
   * annotation's kind: the harness must be able to call it, and it returns nothing.
   */
  static void checkCallableAndVoid(
      ExecutableElement method,
      AnnotationMirror mirror,
      String annotation,
      ValidationReport report) {
    String methodName = method.getSimpleName().toString();
    if (method.getModifiers().contains(Modifier.PRIVATE)) {
      report.addError(
          ErrorTag.PipespecPrivateMember,
          annotation
              + " method "
              + methodName
              + " is private, so the generated harness cannot refer to it. Make it"
              + " package-private.",
          method,
          mirror);
    }
    if (method.getReturnType().getKind() != TypeKind.VOID) {
      report.addError(
          ErrorTag.PipespecExpectationNotVoid,
          annotation
              + " method "
              + methodName
              + " returns "
              + TypeDisplay.of(method.getReturnType())
              + ". Make it void.",
          method,
          mirror);
    }
  }

  /** The harness finds an expectation method by its name, so {@code owner} must not overload it. */
  static void checkNotOverloaded(
      TypeElement owner,
      ExecutableElement method,
      AnnotationMirror mirror,
      ValidationReport report) {
    String methodName = method.getSimpleName().toString();
    long sameName =
        ElementFilter.methodsIn(owner.getEnclosedElements()).stream()
            .filter(other -> other.getSimpleName().contentEquals(methodName))
            .count();
    if (sameName > 1) {
      report.addError(
          ErrorTag.PipespecOverloadedExpectation,
          owner.getSimpleName()
              + " has "
              + sameName
              + " methods named "
              + methodName
              + "; an expectation method is found by its name. Rename the others.",
          method,
          mirror);
    }
  }

  /** Whether the harness can create {@code owner} to call its instance expectation methods. */
  static boolean hasUsableConstructor(TypeElement owner) {
    if (owner.getModifiers().contains(Modifier.ABSTRACT)) {
      return false;
    }
    return ElementFilter.constructorsIn(owner.getEnclosedElements()).stream()
        .anyMatch(
            constructor ->
                constructor.getParameters().isEmpty()
                    && !constructor.getModifiers().contains(Modifier.PRIVATE));
  }

  static String simpleName(String qualifiedName) {
    return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
  }
}
