package io.pipespec.processor.validation.job;

import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.UnderTestMethod;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Checks the {@code @UnderTest} method of a job test (one that takes a {@code Pipeline}, as {@link
 * io.pipespec.processor.validation.TestKind#of} tells): static, {@code void}, the {@code Pipeline}
 * first and optionally the job's {@code PipelineOptions} subtype.
 */
final class JobMethodValidator extends UnderTestMethod<JobMethodValidator.Resolved> {

  /** A valid job method; {@code optionsType} is its second parameter's type, if it has one. */
  record Resolved(ExecutableElement method, Optional<DeclaredType> optionsType) {}

  JobMethodValidator(ValidationContext context) {
    super(
        context,
        "Add a static void method annotated @UnderTest that builds the job on a Pipeline"
            + " parameter.",
        "Remove @UnderTest from all but one.");
  }

  @Override
  protected Optional<Resolved> resolve(
      TypeElement testClass, Found found, ValidationReport.Builder report) {
    ExecutableElement method = found.method();
    String name = found.name();
    if (!method.getTypeParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecUnderTestGeneric,
          "@UnderTest method " + name + " has type parameters. Remove them.",
          method,
          found.mirror());
    }
    if (method.getReturnType().getKind() != TypeKind.VOID) {
      report.addError(
          ErrorTag.PipespecJobUnderTest,
          "@UnderTest method "
              + name
              + " builds a job on its Pipeline, so it returns void, not "
              + TypeDisplay.of(method.getReturnType())
              + ". Capture what the job writes with @Output(name = ..., of = \"WriteX\") on the"
              + " test class instead.",
          method,
          found.mirror());
    }
    List<? extends VariableElement> parameters = method.getParameters();
    Optional<DeclaredType> optionsType = Optional.empty();
    if (parameters.size() > 2) {
      report.addError(
          ErrorTag.PipespecJobUnderTest,
          "@UnderTest method "
              + name
              + " takes "
              + parameters.size()
              + " parameters. A job takes the Pipeline and, optionally, its PipelineOptions"
              + " subtype: (Pipeline p) or (Pipeline p, MyOptions options).",
          method,
          found.mirror());
    } else if (parameters.isEmpty()
        || !context.facts().isClass(parameters.get(0).asType(), PipespecNames.PIPELINE)) {
      report.addError(
          ErrorTag.PipespecJobUnderTest,
          "@UnderTest method "
              + name
              + " takes ("
              + String.join(", ", parameters.stream().map(p -> TypeDisplay.of(p.asType())).toList())
              + "), but the Pipeline comes first: (Pipeline p, MyOptions o). Swap its"
              + " parameters.",
          method,
          found.mirror());
    } else if (parameters.size() == 2) {
      TypeMirror type = parameters.get(1).asType();
      if (type.getKind() == TypeKind.DECLARED
          && context.facts().findSupertype(type, PipespecNames.PIPELINE_OPTIONS).isPresent()
          && ((TypeElement) ((DeclaredType) type).asElement()).getKind().isInterface()) {
        optionsType = Optional.of((DeclaredType) type);
        checkAccessible(
            type,
            context.facts().elements().getPackageOf(testClass),
            "Parameter " + parameters.get(1).getSimpleName() + " of @UnderTest method " + name,
            method,
            report);
      } else {
        report.addError(
            ErrorTag.PipespecJobUnderTest,
            "Parameter "
                + parameters.get(1).getSimpleName()
                + " of @UnderTest method "
                + name
                + " is "
                + TypeDisplay.of(type)
                + ", not an interface that extends PipelineOptions. Take the job's own options"
                + " interface (MyOptions extends PipelineOptions), or remove the parameter.",
            parameters.get(1),
            found.mirror());
      }
    }
    return Optional.of(new Resolved(method, optionsType));
  }
}
