package io.pipespec.processor.validation.function;

import io.pipespec.processor.expectation.DoFnFacts;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;

/**
 * Checks the optional {@code @ConfigureHarness} method of a function test: one static void method
 * that takes the builder of the function harness, to set windowing, lateness, coders or side
 * inputs.
 */
final class ConfigureHarnessValidator {

  private final ValidationContext context;

  ConfigureHarnessValidator(ValidationContext context) {
    this.context = context;
  }

  /** The name of the {@code @ConfigureHarness} method, if there is one and it is right. */
  Optional<String> validate(
      TypeElement testClass, DoFnFacts function, ValidationReport.Builder report) {
    List<ExecutableElement> methods = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(testClass.getEnclosedElements())) {
      if (context.lookup().has(method, PipespecNames.CONFIGURE_HARNESS)) {
        methods.add(method);
      }
    }
    if (methods.isEmpty()) {
      return Optional.empty();
    }
    if (methods.size() > 1) {
      report.addError(
          ErrorTag.PipespecConfigureHarness,
          testClass.getSimpleName()
              + " has more than one @ConfigureHarness method. Configure the harness in one.",
          methods.get(1),
          context.lookup().find(methods.get(1), PipespecNames.CONFIGURE_HARNESS).orElseThrow());
      return Optional.empty();
    }
    ExecutableElement method = methods.get(0);
    if (!fits(method, function)) {
      String builder =
          "StatefulFunctionHarness.Builder<"
              + TypeDisplay.of(function.key())
              + ", "
              + TypeDisplay.of(function.value())
              + ", "
              + TypeDisplay.of(function.output())
              + ">";
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
          context.lookup().find(method, PipespecNames.CONFIGURE_HARNESS).orElseThrow());
      return Optional.empty();
    }
    return Optional.of(method.getSimpleName().toString());
  }

  private boolean fits(ExecutableElement method, DoFnFacts function) {
    TypeElement builder =
        context
            .facts()
            .elements()
            .getTypeElement(PipespecNames.FUNCTION_PACKAGE + ".StatefulFunctionHarness.Builder");
    return method.getModifiers().contains(Modifier.STATIC)
        && !method.getModifiers().contains(Modifier.PRIVATE)
        && method.getReturnType().getKind() == TypeKind.VOID
        && method.getTypeParameters().isEmpty()
        && method.getThrownTypes().stream().noneMatch(context.facts()::isChecked)
        && method.getParameters().size() == 1
        && builder != null
        && context
            .facts()
            .types()
            .isSameType(
                method.getParameters().get(0).asType(),
                context
                    .facts()
                    .types()
                    .getDeclaredType(builder, function.key(), function.value(), function.output()));
  }
}
