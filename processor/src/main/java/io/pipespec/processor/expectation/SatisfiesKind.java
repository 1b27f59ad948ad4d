package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.CheckModel;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.model.TargetModel;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * {@code @Satisfies}: the method itself checks, in code. It takes the elements of an output ({@code
 * Iterable<T>}, {@code Collection<T>} or {@code List<T>}), or the same of {@code OutputElement<T>}
 * (each value with its timestamp, window and pane), or in a function test the function harness,
 * which holds every output, the state and the timers.
 */
@API(status = API.Status.INTERNAL)
public final class SatisfiesKind extends ExpectationKind<SatisfiesKind.Check> {

  private static final String HARNESS = PipespecNames.FUNCTION_PACKAGE + ".StatefulFunctionHarness";
  private static final String OUTPUT_ELEMENT = PipespecNames.FUNCTION_PACKAGE + ".OutputElement";
  private static final List<String> ELEMENT_PARAMETER_TYPES =
      List.of("java.lang.Iterable", "java.util.Collection", "java.util.List");

  /** What the method is called with. */
  public sealed interface Check extends CheckModel {
    /** The class that declares the method. */
    ClassRef declaringClass();

    String methodName();

    /** Whether the method is static; otherwise it runs on a new instance. */
    boolean isStatic();
  }

  /**
   * The method takes the elements of {@code output}: their values, or with {@code timestamped} each
   * as an {@code OutputElement} with its timestamp, window and pane.
   */
  public record Elements(
      String output,
      JavaType elementType,
      boolean timestamped,
      ClassRef declaringClass,
      String methodName,
      boolean isStatic)
      implements Check, OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.expectations(
              timestamped ? "satisfiesTimestamped" : "satisfies",
              new CallArgument.Text(methodName),
              new CallArgument.CallOfTest(declaringClass, methodName, isStatic, "elements"))
          .typed(elementType);
    }
  }

  /** The method takes the function harness of {@code DoFn<KV<key, value>, output>}. */
  public record Harness(
      JavaType key,
      JavaType value,
      JavaType output,
      ClassRef declaringClass,
      String methodName,
      boolean isStatic)
      implements Check {
    @Override
    public TargetModel target() {
      return new TargetModel.Harness();
    }

    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.of(
              RuntimeCall.RuntimeClass.FUNCTION_EXPECTATIONS,
              "harness",
              new CallArgument.Text(methodName),
              new CallArgument.CallOfTest(declaringClass, methodName, isStatic, "harness"))
          .typed(key, value, output);
    }
  }

  SatisfiesKind() {
    super("io.pipespec.Satisfies", EnumSet.allOf(TestKind.class));
  }

  @Override
  public boolean callsTheMethod() {
    return true;
  }

  @Override
  public Optional<Check> validate(ExpectationSite site, Judged judged) {
    ExecutableElement method = site.method();
    boolean isStatic = method.getModifiers().contains(Modifier.STATIC);
    if (judged.function().isPresent() && takesHarness(site)) {
      return harness(site, judged.function().get(), isStatic);
    }
    Optional<Judged.Output> output = OutputSelector.selected(site, judged);
    if (output.isEmpty()) {
      return Optional.empty();
    }
    return elementsParameter(site, output.get(), judged.function())
        .map(
            timestamped ->
                new Elements(
                    output.get().name(),
                    JavaTypes.of(output.get().elementType()),
                    timestamped,
                    site.declaring(),
                    site.methodName(),
                    isStatic));
  }

  private static boolean takesHarness(ExpectationSite site) {
    return site.method().getParameters().size() == 1
        && site.facts().isClass(site.method().getParameters().get(0).asType(), HARNESS);
  }

  private static Optional<Check> harness(
      ExpectationSite site, DoFnFacts function, boolean isStatic) {
    boolean valid = true;
    TypeMirror parameter = site.method().getParameters().get(0).asType();
    TypeElement harness = site.facts().elements().getTypeElement(HARNESS);
    TypeMirror expected =
        site.facts()
            .types()
            .getDeclaredType(harness, function.key(), function.value(), function.output());
    if (!site.facts().types().isSameType(parameter, expected)) {
      site.report()
          .addError(
              ErrorTag.PipespecSatisfiesParameter,
              "The parameter of @Satisfies method "
                  + site.methodName()
                  + " is "
                  + TypeDisplay.of(parameter)
                  + ", but the harness of the function is "
                  + TypeDisplay.of(expected)
                  + ". Make it "
                  + TypeDisplay.of(expected)
                  + ".",
              site.method().getParameters().get(0));
      valid = false;
    }
    if (!site.string("output").isEmpty()) {
      site.error(
          ErrorTag.PipespecFunctionOutput,
          "@Satisfies method "
              + site.methodName()
              + " takes the harness, which holds every output; remove output = \"...\".",
          site.explicit("output").orElse(null));
      valid = false;
    }
    if (!valid) {
      return Optional.empty();
    }
    return Optional.of(
        new Harness(
            JavaTypes.of(function.key()).boxed(),
            JavaTypes.of(function.value()).boxed(),
            JavaTypes.of(function.output()),
            site.declaring(),
            site.methodName(),
            isStatic));
  }

  /**
   * Whether the method's one parameter takes the values of {@code output} (false) or its
   * timestamped elements (true); empty after reporting a parameter that takes neither.
   */
  private static Optional<Boolean> elementsParameter(
      ExpectationSite site, Judged.Output output, Optional<DoFnFacts> function) {
    ExecutableElement method = site.method();
    if (method.getParameters().size() != 1) {
      site.error(
          ErrorTag.PipespecSatisfiesParameter,
          "@Satisfies method "
              + method.getSimpleName()
              + " takes "
              + method.getParameters().size()
              + " parameters. Give it exactly one: "
              + acceptedForms(site, output, function)
              + ".");
      return Optional.empty();
    }
    TypeMirror type = method.getParameters().get(0).asType();
    Optional<TypeMirror> elements = elementType(site, type);
    if (elements.isPresent()) {
      if (site.facts().types().isSameType(elements.get(), output.elementType())) {
        return Optional.of(false);
      }
      if (site.facts().isClass(elements.get(), OUTPUT_ELEMENT)
          && ((DeclaredType) elements.get()).getTypeArguments().size() == 1
          && site.facts()
              .types()
              .isSameType(
                  ((DeclaredType) elements.get()).getTypeArguments().get(0),
                  output.elementType())) {
        return Optional.of(true);
      }
    }
    site.report()
        .addError(
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
                + acceptedForms(site, output, function)
                + ".",
            method.getParameters().get(0));
    return Optional.empty();
  }

  /** The type argument of an {@code Iterable}, {@code Collection} or {@code List} parameter. */
  private static Optional<TypeMirror> elementType(ExpectationSite site, TypeMirror type) {
    boolean container =
        ELEMENT_PARAMETER_TYPES.stream().anyMatch(name -> site.facts().isClass(type, name))
            && ((DeclaredType) type).getTypeArguments().size() == 1;
    return container
        ? Optional.of(((DeclaredType) type).getTypeArguments().get(0))
        : Optional.empty();
  }

  /** Every parameter type the method may take, as a message lists them. */
  private static String acceptedForms(
      ExpectationSite site, Judged.Output output, Optional<DoFnFacts> function) {
    String elements = TypeDisplay.of(output.elementType());
    String forms =
        "List<"
            + elements
            + ">, Collection<"
            + elements
            + "> or Iterable<"
            + elements
            + "> for the values of output \""
            + output.name()
            + "\"; List<OutputElement<"
            + elements
            + ">> for each value with its timestamp, window and pane";
    if (function.isEmpty()) {
      return forms;
    }
    TypeElement harness = site.facts().elements().getTypeElement(HARNESS);
    return forms
        + "; or "
        + TypeDisplay.of(
            site.facts()
                .types()
                .getDeclaredType(
                    harness, function.get().key(), function.get().value(), function.get().output()))
        + " for the state, the timers and every output";
  }
}
