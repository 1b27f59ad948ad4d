package io.pipespec.processor.expectation;

import io.pipespec.grammar.ShapeName;
import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.CheckModel;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.model.TargetModel;
import io.pipespec.processor.validation.TestKind;
import java.util.EnumSet;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * {@code @ExpectShape}: the scenario's pipeline keeps the shape recorded in its file. It reads the
 * pipeline as built, no output, so scopes and {@code @Where} do not apply; a function test runs a
 * {@code DoFn} on the harness, without a pipeline, and cannot use it. The file's path is fixed
 * here, by {@link ShapeName}'s rule, from the scenario and the method.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectShapeKind extends ExpectationKind<ExpectShapeKind.Check> {

  /**
   * The pipeline keeps the shape of the file at {@code path}.
   *
   * @param path the file's path relative to the snapshots' directory, {@code '/'}-separated
   * @param subject what it is the shape of, for the file's title
   */
  public record Check(String path, String subject) implements CheckModel {
    @Override
    public TargetModel target() {
      return new TargetModel.Shape();
    }

    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.of(
          RuntimeCall.RuntimeClass.SHAPE_EXPECTATIONS,
          "of",
          new CallArgument.Text(path),
          new CallArgument.Text(subject));
    }
  }

  ExpectShapeKind() {
    super("io.pipespec.ExpectShape", EnumSet.of(TestKind.PIPELINE, TestKind.JOB));
  }

  @Override
  public boolean judgesElements() {
    return false;
  }

  @Override
  public String scopeAdvice(String annotation) {
    return display()
        + " reads the shape of the whole pipeline, which has no windows or panes. Remove "
        + annotation
        + ".";
  }

  @Override
  public Optional<String> whyNotIn(TestKind testKind) {
    return testKind == TestKind.FUNCTION
        ? Optional.of(
            "a @FunctionTest runs its DoFn on the function harness, without a pipeline, so there"
                + " is no job shape to record. Move it into a @PipelineTest of the pipeline or job"
                + " that applies the DoFn, or remove it.")
        : Optional.empty();
  }

  @Override
  public Optional<Check> validate(ExpectationSite site, Judged judged) {
    ClassRef scenario = site.declaring();
    return Optional.of(
        new Check(
            ShapeName.file(
                scenario.packageName(),
                scenario.simpleNames().get(0),
                scenario.simpleName(),
                site.methodName()),
            scenario.nestedName() + ", expectation " + site.methodName()));
  }
}
