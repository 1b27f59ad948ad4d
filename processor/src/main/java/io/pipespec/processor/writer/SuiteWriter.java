package io.pipespec.processor.writer;

import static java.util.Objects.requireNonNull;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.model.MemberRef;
import io.pipespec.processor.model.OutputModel;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.model.ScenarioModel;
import io.pipespec.processor.model.SuiteModel;
import io.pipespec.processor.model.UnderTestModel;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;
import org.apiguardian.api.API;

/**
 * Writes the suite of a {@code @PipelineTest} class with JavaPoet: the transform under test, and
 * each scenario's inputs. It makes no decision the validators have not made: every model it gets is
 * known to produce compiling code.
 */
@API(status = API.Status.INTERNAL)
public final class SuiteWriter extends SuiteClassWriter<UnderTestModel, List<InputModel>> {

  @Override
  MethodSpec underTest(SuiteModel<UnderTestModel, List<InputModel>> model) {
    return transform("underTest", model.underTest(), model.underTest().methodName());
  }

  /**
   * One {@code reference(Inputs)} method per reference method that an {@code @ExpectSameAs} names,
   * each once: it applies the reference as {@code underTest} applies the {@code @UnderTest} method,
   * whose parameters and return type it has.
   */
  @Override
  List<MethodSpec> helpers(SuiteModel<UnderTestModel, List<InputModel>> model) {
    Set<String> references = new LinkedHashSet<>();
    for (ScenarioModel<List<InputModel>> scenario : model.scenarios()) {
      for (ExpectationModel expectation : scenario.expectations()) {
        collectReferences(expectation.expectation(), references);
      }
    }
    return references.stream()
        .map(reference -> transform(referenceMethod(reference), model.underTest(), reference))
        .toList();
  }

  /** The name of the suite's method that applies the reference method {@code reference}. */
  static String referenceMethod(String reference) {
    return reference + "Reference";
  }

  private static void collectReferences(RuntimeCall call, Set<String> references) {
    for (CallArgument argument : call.arguments()) {
      if (argument instanceof CallArgument.Reference reference) {
        references.add(reference.method());
      } else if (argument instanceof RuntimeCall nested) {
        collectReferences(nested, references);
      }
    }
  }

  /**
   * The suite's method {@code suiteMethod} that calls the test class's static {@code called}, which
   * has the {@code @UnderTest} method's parameters and return type, on the scenario's inputs.
   */
  private static MethodSpec transform(String suiteMethod, UnderTestModel underTest, String called) {
    CodeBlock call =
        CodeBlock.of(
            "$T.$N($L)",
            TypeNames.of(underTest.owner()),
            called,
            underTest.parameters().stream()
                .map(name -> CodeBlock.of("inputs.get($L)", StringLiterals.of(name)))
                .collect(CodeBlock.joining(", ")));
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(suiteMethod)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(TypeNames.OUTPUTS)
            .addParameter(TypeNames.INPUTS, "inputs");
    if (underTest.recordType().isEmpty()) {
      OutputModel only = underTest.outputs().get(0);
      return method
          .addStatement(
              "return $T.single($L, $L)", TypeNames.OUTPUTS, StringLiterals.of(only.name()), call)
          .build();
    }
    method.addStatement("$T result = $L", TypeNames.of(underTest.recordType().get()), call);
    CodeBlock.Builder outputs = CodeBlock.builder().add("return $T.builder()", TypeNames.OUTPUTS);
    for (OutputModel output : underTest.outputs()) {
      outputs.add(
          "\n    .add($L, result.$N())", StringLiterals.of(output.name()), output.accessor());
    }
    return method.addStatement("$L", outputs.add("\n    .build()").build()).build();
  }

  @Override
  CodeBlock run(
      SuiteModel<UnderTestModel, List<InputModel>> model,
      ScenarioModel<List<InputModel>> scenario,
      MethodSplitter splitter,
      LiteralWriter literals) {
    CodeBlock.Builder run = CodeBlock.builder();
    for (InputModel input : scenario.input()) {
      run.add(
          "\n.input($L)",
          input(model.suiteName(), scenario.factoryMethodName(), input, splitter, literals));
    }
    run.add("\n.transform($T::underTest)", TypeNames.of(model.suiteName()));
    scenario.input().stream()
        .filter(InputModel.Generated.class::isInstance)
        .map(InputModel.Generated.class::cast)
        .findFirst()
        .ifPresent(
            generated ->
                run.add(
                    "\n.generate($L, $L)",
                    generated.tries(),
                    StringLiterals.of(generated.within())));
    return run.build();
  }

  /** The {@code InputSpec} of {@code input}, in the scenario factory {@code factoryMethodName}. */
  static CodeBlock input(
      ClassRef suiteName,
      String factoryMethodName,
      InputModel input,
      MethodSplitter splitter,
      LiteralWriter literals) {
    CodeBlock typeDescriptor =
        CodeBlock.of(
            "new $T() {}",
            ParameterizedTypeName.get(
                TypeNames.TYPE_DESCRIPTOR, TypeNames.of(input.elementType())));
    if (input instanceof InputModel.Timeline timeline) {
      String steps =
          TimelineWriter.pipelineSteps(
              factoryMethodName + capitalized(input.parameter()) + "Timeline",
              timeline.elementType(),
              timeline.steps(),
              literals,
              splitter);
      return CodeBlock.of(
          "$T.ofTimeline($L, $L, $L, $T::$N)",
          TypeNames.INPUT_SPEC,
          StringLiterals.of(input.parameter()),
          StringLiterals.of(input.origin()),
          typeDescriptor,
          TypeNames.of(suiteName),
          steps);
    }
    if (input instanceof InputModel.Generated generated) {
      return CodeBlock.of(
          "$T.ofGenerated($L, $L, $L, $T::$N, $LL)",
          TypeNames.INPUT_SPEC,
          StringLiterals.of(input.parameter()),
          StringLiterals.of(input.origin()),
          typeDescriptor,
          TypeNames.of(generated.owner()),
          generated.methodName(),
          generated.baseMillis());
    }
    if (input instanceof InputModel.LiteralFile file) {
      return CodeBlock.of(
          "$T.ofValues($L, $L, () -> $T.elements($T.class, $L, $L, $L), $L)",
          TypeNames.INPUT_SPEC,
          StringLiterals.of(input.parameter()),
          StringLiterals.of(input.origin()),
          TypeNames.LITERAL_FILE,
          TypeNames.of(file.owner()),
          StringLiterals.of(file.file()),
          typeDescriptor,
          StringLiterals.of(input.origin()),
          typeDescriptor);
    }
    InputModel.Member member = (InputModel.Member) input;
    CodeBlock read =
        ExpectationWriter.read(
            new MemberRef(member.owner(), member.memberName(), member.isMethod()));
    // Only a model without errors is written, and its every input has a kind.
    return switch (requireNonNull(member.kind(), "kind")) {
      case VALUES ->
          CodeBlock.of(
              "$T.ofValues($L, $L, () -> $L, $L)",
              TypeNames.INPUT_SPEC,
              StringLiterals.of(input.parameter()),
              StringLiterals.of(input.origin()),
              read,
              typeDescriptor);
      case CREATE ->
          CodeBlock.of(
              "$T.ofCreate($L, $L, () -> $L)",
              TypeNames.INPUT_SPEC,
              StringLiterals.of(input.parameter()),
              StringLiterals.of(input.origin()),
              read);
      case TEST_STREAM ->
          CodeBlock.of(
              "$T.ofTestStream($L, $L, () -> $L)",
              TypeNames.INPUT_SPEC,
              StringLiterals.of(input.parameter()),
              StringLiterals.of(input.origin()),
              read);
    };
  }

  private static String capitalized(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
