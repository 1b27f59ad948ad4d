package io.pipespec.processor.validation;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.grammar.WindowGrammar;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.FunctionSuiteModel;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.model.TimerModel;
import io.pipespec.processor.model.WindowModel;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.types.TypeFacts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Validates one {@code @FunctionTest} class and, when every check passed, builds its {@link
 * FunctionSuiteModel}. Output expectations ({@code @ExpectContains}, {@code @ExpectEmpty},
 * {@code @Satisfies} on the elements) are checked by the pipeline tests' {@link
 * ExpectationValidator} against the function's main output, so both kinds of test accept and reject
 * the same things; state, timer and timeline checks are here.
 */
public final class FunctionTestValidator {

  private static final List<String> FUNCTION_EXPECTATIONS =
      List.of(
          PipespecNames.EXPECT_STATE,
          PipespecNames.EXPECT_NO_STATE,
          PipespecNames.EXPECT_PENDING_TIMERS,
          PipespecNames.EXPECT_FIRED_TIMERS);

  /** The function under test, as the validator sees it. */
  private record Function(
      ExecutableElement method,
      DeclaredType keyValue,
      TypeMirror key,
      TypeMirror value,
      TypeMirror output,
      Map<String, TypeMirror> states,
      Set<String> timers) {}

  private final TypeFacts facts;
  private final AnnotationLookup lookup;
  private final LiteralParser literals;

  /**
   * The base time of the scenario being validated, which window and timer times count from as the
   * timeline's do; set by {@link #timeline} before the scenario's expectations are validated.
   */
  private long base;

  public FunctionTestValidator(TypeFacts facts, AnnotationLookup lookup) {
    this.facts = facts;
    this.lookup = lookup;
    this.literals = new LiteralParser(facts.types(), facts.elements());
  }

  /** The model of {@code testClass}, or empty when {@code report} got an error. */
  public Optional<FunctionSuiteModel> validate(TypeElement testClass, ValidationReport report) {
    AnnotationMirror mirror = lookup.find(testClass, PipespecNames.FUNCTION_TEST).orElseThrow();
    PackageElement pkg = facts.elements().getPackageOf(testClass);
    if (!facts.isAccessible(testClass, pkg)
        || (testClass.getNestingKind().isNested()
            && !testClass.getModifiers().contains(Modifier.STATIC))
        || !testClass.getTypeParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecPrivateClass,
          "@FunctionTest class "
              + testClass.getSimpleName()
              + " must be a non-private, non-generic class (static when nested) so that the"
              + " generated harness can refer to it. Make it package-private and static.",
          testClass,
          mirror);
    }
    List<TypeElement> scenarioClasses = new ArrayList<>();
    for (TypeElement nested : ElementFilter.typesIn(testClass.getEnclosedElements())) {
      Optional<AnnotationMirror> scenario = lookup.find(nested, PipespecNames.SCENARIO);
      if (scenario.isEmpty()) {
        continue;
      }
      scenarioClasses.add(nested);
      TestClassValidator.checkScenarioModifiers(nested, scenario.get(), report);
    }
    if (!scenarioClasses.isEmpty()) {
      for (ExecutableElement method : expectationMethods(testClass)) {
        report.addError(
            ErrorTag.PipespecExpectationOutsideScenario,
            "Expectation method "
                + method.getSimpleName()
                + " is declared on "
                + testClass.getSimpleName()
                + ", which has @Scenario classes, so it belongs to no scenario. Move it into"
                + " one of the @Scenario classes.",
            method);
      }
    }

    Optional<Function> function = underTest(testClass, report);
    if (function.isEmpty()) {
      return Optional.empty();
    }
    Optional<String> configure = configure(testClass, function.get(), report);

    UnderTestValidator.Resolved asPipeline =
        new UnderTestValidator.Resolved(
            function.get().method(),
            List.of(),
            List.of(
                new UnderTestValidator.Output(
                    function.get().method().getSimpleName().toString(),
                    "",
                    function.get().output())),
            Optional.empty());
    ExpectationValidator outputExpectations = new ExpectationValidator(facts, lookup, report);
    List<TypeElement> owners = scenarioClasses.isEmpty() ? List.of(testClass) : scenarioClasses;
    Set<String> methodNames = new HashSet<>(List.of("testClass", "scenarios", "newHarness"));
    List<FunctionSuiteModel.Scenario> scenarios = new ArrayList<>();
    new BaseTimeReader(lookup, report).report(testClass);
    for (TypeElement owner : owners) {
      List<TimelineStep> steps = timeline(owner, testClass, function.get(), report);
      List<ExecutableElement> methods = expectationMethods(owner);
      if (methods.isEmpty()) {
        report.addError(
            ErrorTag.PipespecNoExpectations,
            "Scenario "
                + owner.getSimpleName()
                + " has no expectation, so it would test nothing. Add an @ExpectContains,"
                + " @ExpectEmpty, @Satisfies, @ExpectState, @ExpectNoState, @ExpectPendingTimers"
                + " or @ExpectFiredTimers method to "
                + owner.getSimpleName()
                + ", or remove the scenario.",
            owner);
      }
      List<Object> expectations = new ArrayList<>();
      for (ExecutableElement method : methods) {
        expectation(owner, method, function.get(), asPipeline, outputExpectations, report)
            .ifPresent(expectations::add);
      }
      String name = owner.getSimpleName().toString();
      scenarios.add(
          new FunctionSuiteModel.Scenario(
              name,
              JavaTypes.classRef(owner),
              TestClassValidator.factoryMethodName(name, methodNames),
              steps,
              expectations));
    }
    if (!report.isClean()) {
      return Optional.empty();
    }
    return Optional.of(
        new FunctionSuiteModel(
            new TestClassValidator(facts, lookup).suiteName(testClass),
            JavaTypes.classRef(testClass),
            facts.hasGeneratedAnnotation(),
            function.get().method().getSimpleName().toString(),
            configure,
            JavaTypes.of(function.get().key()).boxed(),
            JavaTypes.of(function.get().value()).boxed(),
            JavaTypes.of(function.get().output()),
            scenarios));
  }

  private List<ExecutableElement> expectationMethods(TypeElement owner) {
    List<ExecutableElement> methods = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(owner.getEnclosedElements())) {
      if (ExpectationValidator.ANNOTATIONS.stream().anyMatch(n -> lookup.has(method, n))
          || FUNCTION_EXPECTATIONS.stream().anyMatch(n -> lookup.has(method, n))) {
        methods.add(method);
      }
    }
    return methods;
  }

  // ------------------------------------------------------------------ the function

  private Optional<Function> underTest(TypeElement testClass, ValidationReport report) {
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
              + " has no @UnderTest method. Add a static method without parameters annotated"
              + " @UnderTest that returns the DoFn<KV<K, V>, OutputT> under test.",
          testClass);
      return Optional.empty();
    }
    if (candidates.size() > 1) {
      report.addError(
          ErrorTag.PipespecTwoUnderTests,
          testClass.getSimpleName()
              + " has more than one @UnderTest method: "
              + candidates.get(0).getSimpleName()
              + " and "
              + candidates.get(1).getSimpleName()
              + ". A function test tests one DoFn: remove @UnderTest from all but one.",
          candidates.get(1),
          lookup.find(candidates.get(1), PipespecNames.UNDER_TEST).orElseThrow());
      return Optional.empty();
    }
    ExecutableElement method = candidates.get(0);
    AnnotationMirror mirror = lookup.find(method, PipespecNames.UNDER_TEST).orElseThrow();
    String name = method.getSimpleName().toString();
    int errors = report.items().size();
    UnderTestValidator.checkStaticAndVisible(method, mirror, report);
    UnderTestValidator.checkThrows(facts, method, mirror, "@UnderTest method " + name, report);
    if (!method.getParameters().isEmpty() || !method.getTypeParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecFunctionUnderTest,
          "@UnderTest method "
              + name
              + " of a @FunctionTest takes parameters or type parameters. Remove them: it"
              + " returns the DoFn to test (configure the harness in a @ConfigureHarness"
              + " method).",
          method,
          mirror);
    }
    TypeMirror returnType = method.getReturnType();
    Optional<DeclaredType> doFn = facts.findSupertype(returnType, PipespecNames.DOFN);
    DeclaredType keyValue = null;
    TypeMirror output = null;
    if (doFn.isPresent() && doFn.get().getTypeArguments().size() == 2) {
      TypeMirror input = doFn.get().getTypeArguments().get(0);
      output = doFn.get().getTypeArguments().get(1);
      if (facts.isClass(input, PipespecNames.KV)
          && ((DeclaredType) input).getTypeArguments().size() == 2
          && ((DeclaredType) input)
              .getTypeArguments().stream()
                  .allMatch(t -> t.getKind() == TypeKind.DECLARED || t.getKind() == TypeKind.ARRAY)
          && (output.getKind() == TypeKind.DECLARED || output.getKind() == TypeKind.ARRAY)) {
        keyValue = (DeclaredType) input;
      }
    }
    if (keyValue == null) {
      report.addError(
          ErrorTag.PipespecFunctionUnderTest,
          "The return type of @UnderTest method "
              + name
              + " is "
              + TypeDisplay.of(returnType)
              + ", not a DoFn<KV<K, V>, OutputT> with exact types. Return the keyed DoFn under"
              + " test, declared as its own class (such as SumPerKey), so that its state and"
              + " timer ids are checked at compile time.",
          method,
          mirror);
      return Optional.empty();
    }
    facts
        .firstInaccessible(returnType, facts.elements().getPackageOf(testClass))
        .ifPresent(
            inaccessible ->
                report.addError(
                    ErrorTag.PipespecInaccessibleType,
                    "The return type of @UnderTest method "
                        + name
                        + " uses "
                        + inaccessible.getSimpleName()
                        + ", which the generated harness cannot refer to. Make it public or"
                        + " package-private in the test's package.",
                    method,
                    mirror));
    if (report.items().size() != errors) {
      return Optional.empty();
    }
    Map<String, TypeMirror> states = new LinkedHashMap<>();
    Set<String> timers = new LinkedHashSet<>();
    declarations(returnType, states, timers);
    return Optional.of(
        new Function(
            method,
            keyValue,
            keyValue.getTypeArguments().get(0),
            keyValue.getTypeArguments().get(1),
            output,
            states,
            timers));
  }

  /** The {@code @StateId} fields (id to {@code StateSpec}'s argument) and timer ids of a DoFn. */
  private void declarations(TypeMirror type, Map<String, TypeMirror> states, Set<String> timers) {
    for (TypeMirror current = type;
        current.getKind() == TypeKind.DECLARED;
        current = ((TypeElement) ((DeclaredType) current).asElement()).getSuperclass()) {
      DeclaredType declared = (DeclaredType) current;
      for (VariableElement field :
          ElementFilter.fieldsIn(declared.asElement().getEnclosedElements())) {
        lookup
            .find(field, PipespecNames.DOFN_STATE_ID)
            .ifPresent(
                id -> {
                  TypeMirror fieldType = facts.types().asMemberOf(declared, field);
                  TypeMirror stateType =
                      facts.isClass(fieldType, PipespecNames.STATE_SPEC)
                              && ((DeclaredType) fieldType).getTypeArguments().size() == 1
                          ? ((DeclaredType) fieldType).getTypeArguments().get(0)
                          : fieldType;
                  states.putIfAbsent(lookup.stringValue(id, "value"), stateType);
                });
        lookup
            .find(field, PipespecNames.DOFN_TIMER_ID)
            .ifPresent(id -> timers.add(lookup.stringValue(id, "value")));
        lookup
            .find(field, PipespecNames.DOFN_TIMER_FAMILY)
            .ifPresent(id -> timers.add(lookup.stringValue(id, "value") + "/"));
      }
    }
  }

  private Optional<String> configure(
      TypeElement testClass, Function function, ValidationReport report) {
    List<ExecutableElement> methods = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(testClass.getEnclosedElements())) {
      if (lookup.has(method, PipespecNames.CONFIGURE_HARNESS)) {
        methods.add(method);
      }
    }
    if (methods.isEmpty()) {
      return Optional.empty();
    }
    String builder =
        "StatefulFunctionHarness.Builder<"
            + TypeDisplay.of(function.key())
            + ", "
            + TypeDisplay.of(function.value())
            + ", "
            + TypeDisplay.of(function.output())
            + ">";
    ExecutableElement method = methods.get(0);
    AnnotationMirror mirror = lookup.find(method, PipespecNames.CONFIGURE_HARNESS).orElseThrow();
    if (methods.size() > 1) {
      report.addError(
          ErrorTag.PipespecConfigureHarness,
          testClass.getSimpleName()
              + " has more than one @ConfigureHarness method. Configure the harness in one.",
          methods.get(1),
          lookup.find(methods.get(1), PipespecNames.CONFIGURE_HARNESS).orElseThrow());
      return Optional.empty();
    }
    TypeElement builderElement =
        facts
            .elements()
            .getTypeElement(PipespecNames.FUNCTION_PACKAGE + ".StatefulFunctionHarness.Builder");
    boolean fits =
        method.getModifiers().contains(Modifier.STATIC)
            && !method.getModifiers().contains(Modifier.PRIVATE)
            && method.getReturnType().getKind() == TypeKind.VOID
            && method.getTypeParameters().isEmpty()
            && method.getThrownTypes().stream().noneMatch(facts::isChecked)
            && method.getParameters().size() == 1
            && builderElement != null
            && facts
                .types()
                .isSameType(
                    method.getParameters().get(0).asType(),
                    facts
                        .types()
                        .getDeclaredType(
                            builderElement, function.key(), function.value(), function.output()));
    if (!fits) {
      report.addError(
          ErrorTag.PipespecConfigureHarness,
          "@ConfigureHarness method "
              + method.getSimpleName()
              + " must be static, not private, void, without checked exceptions, and take one"
              + " parameter of type "
              + builder
              + ". Declare it as: static void "
              + method.getSimpleName()
              + "("
              + builder
              + " harness) { harness.withWindowFn(...); }",
          method,
          mirror);
      return Optional.empty();
    }
    return Optional.of(method.getSimpleName().toString());
  }

  // ------------------------------------------------------------------ the timeline

  /**
   * The steps of the scenario {@code owner}: its own {@code @Timeline}, else the test class's, in
   * the grammar of the pipeline tests' timelines ({@link TimelineStepParser}). Unlike a pipeline's,
   * a function's timeline has no implied {@code watermark end}, so that pending timers can be
   * expected, and may have no step at all.
   */
  private List<TimelineStep> timeline(
      TypeElement owner, TypeElement testClass, Function function, ValidationReport report) {
    BaseTimeReader baseTimes = new BaseTimeReader(lookup, report);
    if (!owner.equals(testClass)) {
      baseTimes.report(owner);
    }
    base = baseTimes.of(owner, testClass);
    Optional<AnnotationMirror> mirror = lookup.find(owner, PipespecNames.TIMELINE);
    TypeElement declaring = owner;
    if (mirror.isEmpty() && !owner.equals(testClass)) {
      mirror = lookup.find(testClass, PipespecNames.TIMELINE);
      declaring = testClass;
    }
    if (mirror.isEmpty()) {
      report.addError(
          ErrorTag.PipespecMissingTimeline,
          "Scenario "
              + owner.getSimpleName()
              + " has no @Timeline, so the function would never run. Add"
              + " @Timeline({\"key=value @ 1m\", \"watermark end\"}) to "
              + owner.getSimpleName()
              + (owner.equals(testClass)
                  ? ""
                  : " (or to " + testClass.getSimpleName() + " to share it)")
              + "; write @Timeline({}) to run no step at all.",
          owner);
      return List.of();
    }
    if (!lookup.stringValue(mirror.get(), "input").isEmpty()) {
      report.addError(
          ErrorTag.PipespecTimelineInput,
          "@Timeline on "
              + declaring.getSimpleName()
              + " names input \""
              + lookup.stringValue(mirror.get(), "input")
              + "\", but a function test's timeline always feeds its function. Remove input.",
          declaring,
          mirror.get(),
          lookup.value(mirror.get(), "input"));
      return List.of();
    }
    return new TimelineStepParser(facts, report)
        .parse(declaring, mirror.get(), function.keyValue(), baseTimes.of(declaring, testClass))
        .orElse(List.of());
  }

  // ------------------------------------------------------------------ expectations

  private Optional<Object> expectation(
      TypeElement owner,
      ExecutableElement method,
      Function function,
      UnderTestValidator.Resolved asPipeline,
      ExpectationValidator outputExpectations,
      ValidationReport report) {
    List<AnnotationMirror> mirrors = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (String name : concat(ExpectationValidator.ANNOTATIONS, FUNCTION_EXPECTATIONS)) {
      lookup
          .find(method, name)
          .ifPresent(
              found -> {
                mirrors.add(found);
                names.add(name);
              });
    }
    String annotation = "@" + ExpectationValidator.simpleName(names.get(0));
    if (mirrors.size() > 1) {
      report.addError(
          ErrorTag.PipespecTwoExpectations,
          "Method "
              + method.getSimpleName()
              + " has two expectation annotations, "
              + annotation
              + " and @"
              + ExpectationValidator.simpleName(names.get(1))
              + ". Each expectation is its own method: move one to a new method.",
          method,
          mirrors.get(1));
      return Optional.empty();
    }
    AnnotationMirror mirror = mirrors.get(0);
    ClassRef declaring = JavaTypes.classRef(owner);
    String methodName = method.getSimpleName().toString();
    if (names.get(0).equals(PipespecNames.SATISFIES) && takesHarness(method)) {
      return satisfiesHarness(owner, method, mirror, function, report);
    }
    if (ExpectationValidator.ANNOTATIONS.contains(names.get(0))) {
      return outputExpectations.validateMethod(owner, method, asPipeline).map(m -> (Object) m);
    }
    int errors = report.items().size();
    checkShape(owner, method, mirror, annotation, report);
    PackageElement pkg = facts.elements().getPackageOf(owner);
    Optional<Object> model = Optional.empty();
    switch (names.get(0)) {
      case PipespecNames.EXPECT_STATE, PipespecNames.EXPECT_NO_STATE -> {
        boolean withValue = names.get(0).equals(PipespecNames.EXPECT_STATE);
        AnnotationValue idValue = lookup.value(mirror, "id");
        String stateId = (String) idValue.getValue();
        TypeMirror stateType = function.states().get(stateId);
        if (stateType == null) {
          report.addError(
              ErrorTag.PipespecUnknownState,
              annotation
                  + " on "
                  + methodName
                  + " names the state \""
                  + stateId
                  + "\", but "
                  + TypeDisplay.of(function.method().getReturnType())
                  + (function.states().isEmpty()
                      ? " declares no @StateId field"
                      : " declares the states " + function.states().keySet())
                  + ". Use one of its @StateId ids.",
              method,
              mirror,
              idValue);
          return Optional.empty();
        }
        Optional<Literal> key = literal(method, mirror, "key", function.key(), pkg, report);
        Optional<WindowModel> window = window(method, mirror, report);
        Optional<Literal> value = Optional.empty();
        if (withValue) {
          value = stateValue(method, mirror, stateId, stateType, pkg, report);
        }
        if (report.items().size() == errors) {
          model =
              Optional.of(
                  new FunctionSuiteModel.State(
                      declaring,
                      methodName,
                      stateId,
                      key.orElseThrow(),
                      window.orElseThrow(),
                      value));
        }
      }
      default -> {
        boolean fired = names.get(0).equals(PipespecNames.EXPECT_FIRED_TIMERS);
        @SuppressWarnings("unchecked")
        List<? extends AnnotationValue> values =
            (List<? extends AnnotationValue>) lookup.value(mirror, "value").getValue();
        List<TimerModel> timers = new ArrayList<>();
        for (AnnotationValue value : values) {
          timer(method, mirror, value, function, pkg, report).ifPresent(timers::add);
        }
        if (report.items().size() == errors) {
          model = Optional.of(new FunctionSuiteModel.Timers(declaring, methodName, fired, timers));
        }
      }
    }
    return report.items().size() == errors ? model : Optional.empty();
  }

  private boolean takesHarness(ExecutableElement method) {
    return method.getParameters().size() == 1
        && facts.isClass(
            method.getParameters().get(0).asType(),
            PipespecNames.FUNCTION_PACKAGE + ".StatefulFunctionHarness");
  }

  private Optional<Object> satisfiesHarness(
      TypeElement owner,
      ExecutableElement method,
      AnnotationMirror mirror,
      Function function,
      ValidationReport report) {
    int errors = report.items().size();
    checkShape(owner, method, mirror, "@Satisfies", report);
    TypeMirror parameter = method.getParameters().get(0).asType();
    TypeElement harness =
        facts
            .elements()
            .getTypeElement(PipespecNames.FUNCTION_PACKAGE + ".StatefulFunctionHarness");
    TypeMirror expected =
        facts.types().getDeclaredType(harness, function.key(), function.value(), function.output());
    if (!facts.types().isSameType(parameter, expected)) {
      report.addError(
          ErrorTag.PipespecSatisfiesParameter,
          "The parameter of @Satisfies method "
              + method.getSimpleName()
              + " is "
              + TypeDisplay.of(parameter)
              + ", but the harness of the function is "
              + TypeDisplay.of(expected)
              + ". Make it "
              + TypeDisplay.of(expected)
              + ".",
          method.getParameters().get(0));
    }
    if (!lookup.stringValue(mirror, "output").isEmpty()) {
      report.addError(
          ErrorTag.PipespecFunctionOutput,
          "@Satisfies method "
              + method.getSimpleName()
              + " takes the harness, which holds every output; remove output = \"...\".",
          method,
          mirror,
          lookup.explicitValue(mirror, "output").orElse(null));
    }
    if (!method.getModifiers().contains(Modifier.STATIC)
        && !ExpectationValidator.hasUsableConstructor(owner)) {
      report.addError(
          ErrorTag.PipespecNoConstructor,
          "@Satisfies method "
              + method.getSimpleName()
              + " is an instance method, but "
              + owner.getSimpleName()
              + " has no constructor without parameters that the harness can call. Add one, or"
              + " make "
              + method.getSimpleName()
              + " static.",
          method,
          mirror);
    }
    if (report.items().size() != errors) {
      return Optional.empty();
    }
    return Optional.of(
        new FunctionSuiteModel.Harness(
            JavaTypes.classRef(owner),
            method.getSimpleName().toString(),
            method.getModifiers().contains(Modifier.STATIC)));
  }

  /** The checks every expectation method shares (parameters are checked by each kind). */
  private void checkShape(
      TypeElement owner,
      ExecutableElement method,
      AnnotationMirror mirror,
      String annotation,
      ValidationReport report) {
    String methodName = method.getSimpleName().toString();
    ExpectationValidator.checkCallableAndVoid(method, mirror, annotation, report);
    if (!annotation.equals("@Satisfies") && !method.getParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecExpectationParameters,
          annotation
              + " method "
              + methodName
              + " takes parameters. Remove them: it only names the expectation (use @Satisfies"
              + " with the harness as its parameter to check in code).",
          method,
          mirror);
    }
    ExpectationValidator.checkNotOverloaded(owner, method, mirror, report);
  }

  private Optional<Literal> literal(
      ExecutableElement method,
      AnnotationMirror mirror,
      String attribute,
      TypeMirror type,
      PackageElement pkg,
      ValidationReport report) {
    AnnotationValue value = lookup.value(mirror, attribute);
    Optional<String> unsupported = literals.whyUnsupported(type, pkg);
    if (unsupported.isPresent()) {
      report.addError(
          ErrorTag.PipespecUnsupportedLiteralType,
          "The "
              + attribute
              + " of "
              + method.getSimpleName()
              + " cannot be written as a literal of "
              + TypeDisplay.of(type)
              + ": "
              + unsupported.get()
              + ". Use @Satisfies with the harness as its parameter instead.",
          method,
          mirror,
          value);
      return Optional.empty();
    }
    LiteralParser.Result result = literals.parse((String) value.getValue(), type, pkg);
    if (result.value().isEmpty()) {
      report.addError(
          ErrorTag.PipespecBadLiteral,
          "The " + attribute + " of " + method.getSimpleName() + ": " + result.error() + ".",
          method,
          mirror,
          value);
    }
    return result.value();
  }

  private Optional<Literal> stateValue(
      ExecutableElement method,
      AnnotationMirror mirror,
      String stateId,
      TypeMirror stateType,
      PackageElement pkg,
      ValidationReport report) {
    String kind =
        stateType.getKind() == TypeKind.DECLARED
            ? ((TypeElement) ((DeclaredType) stateType).asElement()).getQualifiedName().toString()
            : "";
    List<? extends TypeMirror> arguments =
        stateType.getKind() == TypeKind.DECLARED
            ? ((DeclaredType) stateType).getTypeArguments()
            : List.of();
    TypeElement list = facts.elements().getTypeElement("java.util.List");
    TypeMirror literalType;
    boolean asSet = false;
    switch (kind) {
      case "org.apache.beam.sdk.state.ValueState" -> literalType = only(arguments, 1, 0);
      case "org.apache.beam.sdk.state.CombiningState" -> literalType = only(arguments, 3, 2);
      case "org.apache.beam.sdk.state.BagState", "org.apache.beam.sdk.state.SetState" -> {
        TypeMirror element = only(arguments, 1, 0);
        literalType = element == null ? null : facts.types().getDeclaredType(list, element);
        asSet = kind.endsWith("SetState");
      }
      default -> literalType = null;
    }
    if (literalType == null) {
      report.addError(
          ErrorTag.PipespecStateLiteralType,
          "@ExpectState on "
              + method.getSimpleName()
              + " cannot write a literal for state \""
              + stateId
              + "\" of type "
              + TypeDisplay.of(stateType)
              + "; literals cover ValueState, CombiningState, BagState and SetState. Check it"
              + " with a @Satisfies method that takes the harness and reads"
              + " harness.getState(\""
              + stateId
              + "\", key).",
          method,
          mirror,
          lookup.value(mirror, "id"));
      return Optional.empty();
    }
    Optional<Literal> value = literal(method, mirror, "value", literalType, pkg, report);
    if (asSet) {
      return value.map(elements -> new Literal.SetOf((Literal.ListOf) elements));
    }
    return value;
  }

  private static TypeMirror only(List<? extends TypeMirror> arguments, int size, int index) {
    if (arguments.size() != size) {
      return null;
    }
    TypeMirror argument = arguments.get(index);
    return argument.getKind() == TypeKind.DECLARED || argument.getKind() == TypeKind.ARRAY
        ? argument
        : null;
  }

  /** {@code "[start, end)"}, times counted from the scenario's base time. */
  private Optional<WindowModel> window(
      ExecutableElement method, AnnotationMirror mirror, ValidationReport report) {
    AnnotationValue value = lookup.value(mirror, "window");
    WindowGrammar.Parsed parsed =
        WindowGrammar.ofText((String) value.getValue(), base, method.getSimpleName().toString());
    if (parsed instanceof WindowGrammar.Interval interval) {
      return Optional.of(
          new WindowModel.Interval(
              interval.startMillis(), interval.endMillis(), interval.source()));
    }
    if (parsed instanceof WindowGrammar.Global) {
      return Optional.of(new WindowModel.Global());
    }
    if (parsed instanceof WindowGrammar.Failed failed) {
      for (WindowGrammar.Problem problem : failed.problems()) {
        report.addError(
            problem.fault() == WindowGrammar.Fault.TIME
                ? ErrorTag.PipespecBadTime
                : ErrorTag.PipespecBadWindow,
            problem.message(),
            method,
            mirror,
            value);
      }
    }
    return Optional.empty();
  }

  /** {@code "timerId key @ time"}. */
  private Optional<TimerModel> timer(
      ExecutableElement method,
      AnnotationMirror mirror,
      AnnotationValue value,
      Function function,
      PackageElement pkg,
      ValidationReport report) {
    String text = ((String) value.getValue()).trim();
    String[] idAndRest = text.split("\\s+", 2);
    int at = text.lastIndexOf('@');
    if (idAndRest.length < 2 || at < 0 || at <= idAndRest[0].length()) {
      report.addError(
          ErrorTag.PipespecTimerLiteral,
          "The timer `"
              + text
              + "` of "
              + method.getSimpleName()
              + " is not `timerId key @ time`; write it such as \"expiry red @ 10m\".",
          method,
          mirror,
          value);
      return Optional.empty();
    }
    String id = idAndRest[0];
    boolean known =
        function.timers().contains(id)
            || (id.contains("/")
                && function.timers().contains(id.substring(0, id.indexOf('/') + 1)));
    if (!known) {
      report.addError(
          ErrorTag.PipespecUnknownTimer,
          "The timer `"
              + text
              + "` of "
              + method.getSimpleName()
              + " names the timer \""
              + id
              + "\", but "
              + TypeDisplay.of(function.method().getReturnType())
              + (function.timers().isEmpty()
                  ? " declares no @TimerId or @TimerFamily field"
                  : " declares " + describeTimers(function.timers()))
              + ". Use one of them (a timer of a family as family/id).",
          method,
          mirror,
          value);
      return Optional.empty();
    }
    String keyText = text.substring(idAndRest[0].length(), at).trim();
    LiteralParser.Result key = literals.parse(keyText, function.key(), pkg);
    TimeGrammar.Parsed time = TimeGrammar.instant(text.substring(at + 1), base);
    if (key.value().isEmpty() || time.millis().isEmpty()) {
      report.addError(
          ErrorTag.PipespecTimerLiteral,
          "The timer `"
              + text
              + "` of "
              + method.getSimpleName()
              + ": "
              + (key.value().isEmpty() ? "its key: " + key.error() : "its time: " + time.error())
              + ".",
          method,
          mirror,
          value);
      return Optional.empty();
    }
    return Optional.of(new TimerModel(id, key.value().get(), time.millis().get(), text));
  }

  private static String describeTimers(Set<String> timers) {
    List<String> shown = new ArrayList<>();
    for (String timer : timers) {
      shown.add(timer.endsWith("/") ? timer + "<id>" : timer);
    }
    return "the timers " + shown;
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }
}
