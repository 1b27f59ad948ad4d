package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.OutputCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;
import org.apiguardian.api.API;

/**
 * {@code @ExpectSameAs(reference)}: the output is the output of a reference transform, a static
 * method of the test class with the {@code @UnderTest} method's parameters and return type, applied
 * to the same inputs in the same pipeline. The suite applies it as it applies the
 * {@code @UnderTest} method, in a method of its own ({@link CallArgument.Reference}).
 */
@API(status = API.Status.INTERNAL)
public final class ExpectSameAsKind extends ExpectationKind<ExpectSameAsKind.Check> {

  /** The annotation's qualified name. */
  public static final String ANNOTATION = "io.pipespec.ExpectSameAs";

  /** {@code output} is what the test class's static {@code reference} makes of the inputs. */
  public record Check(String output, String reference) implements OutputCheck {
    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.expectations(
          "sameAs", new CallArgument.Text(reference), new CallArgument.Reference(reference));
    }
  }

  ExpectSameAsKind() {
    // Every kind, so that a function or job test is told why it cannot have it.
    super(ANNOTATION, EnumSet.allOf(TestKind.class));
  }

  @Override
  public Optional<Check> validate(ExpectationSite site, Judged judged) {
    if (!Relations.inPipelineTest(site, judged)) {
      return Optional.empty();
    }
    Optional<Judged.Output> output = OutputSelector.selected(site, judged);
    Optional<ExecutableElement> underTest = Relations.underTest(site);
    if (underTest.isEmpty()) {
      return Optional.empty(); // (its absence is reported with the test class)
    }
    boolean referenceValid = reference(site, underTest.get());
    return referenceValid
        ? output.map(selected -> new Check(selected.name(), site.string("value")))
        : Optional.empty();
  }

  /** Whether the reference method is valid; reports why not. */
  private static boolean reference(ExpectationSite site, ExecutableElement underTest) {
    String name = site.string("value");
    TypeElement testClass = Relations.testClass(site);
    List<ExecutableElement> named =
        ElementFilter.methodsIn(testClass.getEnclosedElements()).stream()
            .filter(method -> method.getSimpleName().contentEquals(name))
            .filter(method -> method.getModifiers().contains(Modifier.STATIC))
            .toList();
    String wanted = signature(underTest, name);
    if (named.isEmpty()) {
      site.error(
          ErrorTag.PipespecBadRelation,
          site.on()
              + " names the reference \""
              + name
              + "\", but "
              + testClass.getSimpleName()
              + " has no static method "
              + name
              + ". Declare the reference transform as a static method of "
              + testClass.getSimpleName()
              + " with the @UnderTest method's signature, "
              + wanted
              + ", or name one in @ExpectSameAs(\"...\").",
          site.value("value"));
      return false;
    }
    Types types = site.facts().types();
    for (ExecutableElement method : named) {
      if (sameSignature(types, method, underTest)) {
        if (method.getModifiers().contains(Modifier.PRIVATE)) {
          site.error(
              ErrorTag.PipespecBadRelation,
              site.on()
                  + " names the reference "
                  + name
                  + ", which is private, so the suite cannot call it. Make it package-private.",
              site.value("value"));
          return false;
        }
        return true;
      }
    }
    site.error(
        ErrorTag.PipespecBadRelation,
        site.on()
            + " names the reference "
            + signature(named.get(0), name)
            + ", but the @UnderTest method is "
            + signature(underTest, underTest.getSimpleName().toString())
            + ". Give the reference the same parameters and return type: "
            + wanted
            + ".",
        site.value("value"));
    return false;
  }

  private static boolean sameSignature(
      Types types, ExecutableElement method, ExecutableElement underTest) {
    List<? extends VariableElement> parameters = method.getParameters();
    List<? extends VariableElement> expected = underTest.getParameters();
    if (parameters.size() != expected.size()
        || !types.isSameType(method.getReturnType(), underTest.getReturnType())) {
      return false;
    }
    for (int i = 0; i < parameters.size(); i++) {
      if (!types.isSameType(parameters.get(i).asType(), expected.get(i).asType())) {
        return false;
      }
    }
    return true;
  }

  /** {@code "PCollection<Long> plainTotals(PCollection<KV<String, Long>>)"}. */
  private static String signature(ExecutableElement method, String name) {
    return TypeDisplay.of(method.getReturnType())
        + " "
        + name
        + "("
        + method.getParameters().stream()
            .map(parameter -> TypeDisplay.of(parameter.asType()))
            .collect(Collectors.joining(", "))
        + ")";
  }
}
