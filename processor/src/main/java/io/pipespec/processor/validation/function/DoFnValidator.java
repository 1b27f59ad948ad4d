package io.pipespec.processor.validation.function;

import io.pipespec.processor.expectation.DoFnFacts;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.UnderTestMethod;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Finds and checks the {@code @UnderTest} method of a function test, which returns the keyed {@code
 * DoFn<KV<K, V>, OutputT>} under test, and reads the state and timer ids the {@code DoFn} declares,
 * so that expectations can be checked against them.
 */
final class DoFnValidator extends UnderTestMethod<DoFnFacts> {

  DoFnValidator(ValidationContext context) {
    super(
        context,
        "Add a static method without parameters annotated @UnderTest that returns the"
            + " DoFn<KV<K, V>, OutputT> under test.",
        "A function test tests one DoFn: remove @UnderTest from all but one.");
  }

  @Override
  protected Optional<DoFnFacts> resolve(
      TypeElement testClass, Found found, ValidationReport.Builder report) {
    ExecutableElement method = found.method();
    if (!method.getParameters().isEmpty() || !method.getTypeParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecFunctionUnderTest,
          "@UnderTest method "
              + found.name()
              + " of a @FunctionTest takes parameters or type parameters. Remove them: it"
              + " returns the DoFn to test (configure the harness in a @ConfigureHarness"
              + " method).",
          method,
          found.mirror());
    }
    TypeMirror returnType = method.getReturnType();
    Optional<DeclaredType> keyValue = keyValue(returnType);
    if (keyValue.isEmpty()) {
      report.addError(
          ErrorTag.PipespecFunctionUnderTest,
          "The return type of @UnderTest method "
              + found.name()
              + " is "
              + TypeDisplay.of(returnType)
              + ", not a DoFn<KV<K, V>, OutputT> with exact types. Return the keyed DoFn under"
              + " test, declared as its own class (such as SumPerKey), so that its state and"
              + " timer ids are checked at compile time.",
          method,
          found.mirror());
      return Optional.empty();
    }
    checkAccessible(
        returnType,
        context.facts().elements().getPackageOf(testClass),
        "The return type of @UnderTest method " + found.name(),
        method,
        report);
    Map<String, TypeMirror> states = new LinkedHashMap<>();
    Set<String> timers = new LinkedHashSet<>();
    declarations(returnType, states, timers);
    TypeMirror output =
        context
            .facts()
            .findSupertype(returnType, PipespecNames.DOFN)
            .orElseThrow()
            .getTypeArguments()
            .get(1);
    return Optional.of(
        new DoFnFacts(
            method,
            keyValue.get(),
            keyValue.get().getTypeArguments().get(0),
            keyValue.get().getTypeArguments().get(1),
            output,
            states,
            timers));
  }

  /** {@code KV<K, V>} of a {@code DoFn<KV<K, V>, OutputT>} whose types are all exact. */
  private Optional<DeclaredType> keyValue(TypeMirror returnType) {
    Optional<DeclaredType> doFn = context.facts().findSupertype(returnType, PipespecNames.DOFN);
    if (doFn.isEmpty() || doFn.get().getTypeArguments().size() != 2) {
      return Optional.empty();
    }
    TypeMirror input = doFn.get().getTypeArguments().get(0);
    TypeMirror output = doFn.get().getTypeArguments().get(1);
    if (!context.facts().isClass(input, PipespecNames.KV)
        || ((DeclaredType) input).getTypeArguments().size() != 2
        || !((DeclaredType) input).getTypeArguments().stream().allMatch(DoFnValidator::isExact)
        || !isExact(output)) {
      return Optional.empty();
    }
    return Optional.of((DeclaredType) input);
  }

  private static boolean isExact(TypeMirror type) {
    return type.getKind() == TypeKind.DECLARED || type.getKind() == TypeKind.ARRAY;
  }

  /** The {@code @StateId} fields (id to {@code StateSpec}'s argument) and timer ids of a DoFn. */
  private void declarations(TypeMirror type, Map<String, TypeMirror> states, Set<String> timers) {
    AnnotationLookup lookup = context.lookup();
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
                  TypeMirror fieldType = context.facts().types().asMemberOf(declared, field);
                  TypeMirror stateType =
                      context.facts().isClass(fieldType, PipespecNames.STATE_SPEC)
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
}
