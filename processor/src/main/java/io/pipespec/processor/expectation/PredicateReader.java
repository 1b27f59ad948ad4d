package io.pipespec.processor.expectation;

import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.PredicateModel;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import org.apiguardian.api.API;

/**
 * Reads the predicates of {@code @ExpectAll}, {@code @ExpectNone} and {@code @Where}, Beam's {@code
 * Filter} family: {@code by} a static boolean method, and comparisons by natural ordering against a
 * literal. Several attributes must all hold.
 */
@API(status = API.Status.INTERNAL)
public final class PredicateReader {

  /**
   * The predicate attributes that compare by natural ordering, named as their runtime factories.
   */
  private static final List<String> COMPARISONS =
      List.of("equal", "greaterThan", "greaterThanEq", "lessThan", "lessThanEq");

  private PredicateReader() {}

  /**
   * The {@code @Where} of the method of {@code site}, over the elements of {@code output}: empty
   * when the method has none, or when it is wrong (the report then says why).
   */
  public static Optional<PredicateModel> where(ExpectationSite site, Judged.Output output) {
    return site.lookup()
        .find(site.method(), PipespecNames.WHERE)
        .flatMap(where -> predicate(site.withAnnotation(where, "@Where"), output));
  }

  /** The predicate that the attributes of {@code site}'s annotation give. */
  static Optional<PredicateModel> predicate(ExpectationSite site, Judged.Output output) {
    TypeMirror elementType = output.elementType();
    List<PredicateModel.Clause> clauses = new ArrayList<>();
    boolean valid = true;
    boolean any = false;
    Optional<AnnotationValue> by = site.explicit("by");
    if (by.isPresent()) {
      any = true;
      Optional<PredicateModel.By> method = byMethod(site, by.get(), output);
      method.ifPresent(clauses::add);
      valid &= method.isPresent();
    }
    boolean comparableChecked = false;
    for (String attribute : COMPARISONS) {
      Optional<AnnotationValue> value = site.explicit(attribute);
      if (value.isEmpty()) {
        continue;
      }
      any = true;
      if (!comparableChecked) {
        comparableChecked = true;
        if (!isComparable(site, elementType)) {
          site.error(
              ErrorTag.PipespecPredicateNotComparable,
              site.on()
                  + " compares elements with "
                  + attribute
                  + " by natural ordering, as Beam's Filter does, but "
                  + TypeDisplay.of(elementType)
                  + " (the elements of output \""
                  + output.name()
                  + "\") is not Comparable. Use by = \"...\" with a static boolean method of the"
                  + " test class, or make "
                  + TypeDisplay.of(elementType)
                  + " implement Comparable.",
              value.get());
          return Optional.empty();
        }
        if (!ValuesReader.supported(site, elementType, output, value.get())) {
          return Optional.empty();
        }
      }
      Optional<Literal> literal = ValuesReader.literal(site, value.get(), elementType);
      literal.ifPresent(parsed -> clauses.add(new PredicateModel.Comparison(attribute, parsed)));
      valid &= literal.isPresent();
    }
    if (!any) {
      site.error(
          ErrorTag.PipespecPredicateMissing,
          site.on()
              + " gives no predicate. Add one of by = \"methodName\", equal, greaterThan,"
              + " greaterThanEq, lessThan or lessThanEq = \"literal\".");
      return Optional.empty();
    }
    return valid
        ? Optional.of(new PredicateModel(JavaTypes.of(elementType), clauses))
        : Optional.empty();
  }

  /** Whether {@code type} is {@code Comparable} to itself, as Beam's Filter comparisons need. */
  private static boolean isComparable(ExpectationSite site, TypeMirror type) {
    Optional<DeclaredType> comparable = site.facts().findSupertype(type, "java.lang.Comparable");
    if (comparable.isEmpty() || comparable.get().getTypeArguments().size() != 1) {
      return false;
    }
    TypeMirror argument = comparable.get().getTypeArguments().get(0);
    return argument.getKind() == TypeKind.DECLARED
        && site.facts().types().isAssignable(type, argument);
  }

  private static Optional<PredicateModel.By> byMethod(
      ExpectationSite site, AnnotationValue by, Judged.Output output) {
    String name = ((String) by.getValue()).strip();
    TypeMirror elementType = output.elementType();
    for (TypeElement type : Suppliers.ownerChain(site.owner())) {
      List<ExecutableElement> candidates =
          ElementFilter.methodsIn(type.getEnclosedElements()).stream()
              .filter(method -> method.getSimpleName().contentEquals(name))
              .toList();
      if (candidates.isEmpty()) {
        continue;
      }
      if (candidates.size() > 1) {
        site.error(
            ErrorTag.PipespecPredicateMethod,
            site.on()
                + " names the predicate "
                + name
                + ", but "
                + type.getSimpleName()
                + " has "
                + candidates.size()
                + " methods of that name. Rename the others.",
            by);
        return Optional.empty();
      }
      Optional<String> problem =
          predicateProblem(site, candidates.get(0), type.getSimpleName() + "." + name, output);
      if (problem.isPresent()) {
        site.error(
            ErrorTag.PipespecPredicateMethod,
            site.on() + " names the predicate " + problem.get() + ".",
            by);
        return Optional.empty();
      }
      return Optional.of(new PredicateModel.By(JavaTypes.classRef(type), name));
    }
    site.error(
        ErrorTag.PipespecPredicateMethodMissing,
        site.on()
            + " names the predicate \""
            + name
            + "\", but "
            + Suppliers.noneOf(site.owner())
            + " method of that name. Add static boolean "
            + name
            + "("
            + TypeDisplay.of(elementType)
            + " element), or fix the name.",
        by);
    return Optional.empty();
  }

  /** What is wrong with {@code method} as a predicate on the elements of {@code output}. */
  private static Optional<String> predicateProblem(
      ExpectationSite site, ExecutableElement method, String what, Judged.Output output) {
    TypeMirror elementType = output.elementType();
    TypeKind returns = method.getReturnType().getKind();
    if (!method.getModifiers().contains(Modifier.STATIC)) {
      return Optional.of(what + ", which is not static. Make it static");
    }
    if (method.getModifiers().contains(Modifier.PRIVATE)) {
      return Optional.of(
          what
              + ", which is private, so the generated suite cannot call it. Make it"
              + " package-private");
    }
    if (method.getParameters().size() != 1) {
      return Optional.of(
          what
              + ", which takes "
              + method.getParameters().size()
              + " parameters. Give it exactly one, an element: "
              + TypeDisplay.of(elementType));
    }
    if (returns != TypeKind.BOOLEAN
        && !site.facts().isClass(method.getReturnType(), "java.lang.Boolean")) {
      return Optional.of(
          what
              + ", which returns "
              + TypeDisplay.of(method.getReturnType())
              + ". Make it return"
              + " boolean");
    }
    TypeMirror parameter = method.getParameters().get(0).asType();
    if (!site.facts().types().isAssignable(elementType, parameter)) {
      return Optional.of(
          what
              + ", which takes "
              + TypeDisplay.of(parameter)
              + ", but the elements of output \""
              + output.name()
              + "\" are "
              + TypeDisplay.of(elementType)
              + ". Make its parameter "
              + TypeDisplay.of(elementType));
    }
    if (method.getThrownTypes().stream().anyMatch(site.facts()::isChecked)) {
      return Optional.of(
          what
              + ", which declares a checked exception. Catch it inside, or throw an unchecked"
              + " one");
    }
    return Optional.empty();
  }
}
