package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.model.OutputModel;
import io.pipespec.processor.model.ScenarioModel;
import io.pipespec.processor.model.ScopeModel;
import io.pipespec.processor.model.SuiteModel;
import io.pipespec.processor.model.UnderTestModel;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import org.apiguardian.api.API;

/**
 * Writes the suite of one {@link SuiteModel} with JavaPoet. It makes no decision the validators
 * have not made: every model it gets is known to produce compiling code.
 */
@API(status = API.Status.INTERNAL)
public final class SuiteWriter {

  private static final String SPEC = PipespecNames.SPEC_PACKAGE;
  private static final ClassName INPUT_SPEC = ClassName.get(SPEC, "InputSpec");
  private static final ClassName INPUTS = ClassName.get(SPEC, "Inputs");
  private static final ClassName OUTPUTS = ClassName.get(SPEC, "Outputs");
  private static final ClassName EXPECTATIONS =
      ClassName.get(PipespecNames.EXPECT_PACKAGE, "Expectations");
  private static final ClassName TYPE_DESCRIPTOR =
      ClassName.get(PipespecNames.BEAM_VALUES_PACKAGE, "TypeDescriptor");
  private static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");

  /** The source file of the suite of {@code model}, generated from {@code testClass}. */
  public JavaFile write(SuiteModel model, Element testClass) {
    TypeSpec.Builder suite =
        SuiteClass.start(
            model.suiteName(),
            model.testClass(),
            testClass,
            model.withGeneratedAnnotation(),
            model.scenarios().stream().map(ScenarioModel::factoryMethodName).toList());
    suite.addMethod(underTest(model.underTest()));
    for (ScenarioModel scenario : model.scenarios()) {
      suite.addMethod(scenario(model, scenario));
    }
    return SuiteClass.file(model.suiteName(), suite);
  }

  private static MethodSpec underTest(UnderTestModel underTest) {
    CodeBlock call =
        CodeBlock.of(
            "$T.$N($L)",
            TypeNames.of(underTest.owner()),
            underTest.methodName(),
            underTest.parameters().stream()
                .map(name -> CodeBlock.of("inputs.get($S)", name))
                .collect(CodeBlock.joining(", ")));
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("underTest")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(OUTPUTS)
            .addParameter(INPUTS, "inputs");
    if (underTest.recordType().isEmpty()) {
      OutputModel only = underTest.outputs().get(0);
      return method.addStatement("return $T.single($S, $L)", OUTPUTS, only.name(), call).build();
    }
    method.addStatement("$T result = $L", TypeNames.of(underTest.recordType().get()), call);
    CodeBlock.Builder outputs = CodeBlock.builder().add("return $T.builder()", OUTPUTS);
    for (OutputModel output : underTest.outputs()) {
      outputs.add("\n    .add($S, result.$N())", output.name(), output.accessor());
    }
    return method.addStatement("$L", outputs.add("\n    .build()").build()).build();
  }

  private static MethodSpec scenario(SuiteModel model, ScenarioModel scenario) {
    CodeBlock.Builder body = SuiteClass.scenarioBody(scenario.name(), scenario.declaringClass());
    for (InputModel input : scenario.inputs()) {
      body.add("\n.input($L)", input(input));
    }
    body.add("\n.transform($T::underTest)", TypeNames.of(model.suiteName()));
    for (ExpectationModel expectation : scenario.expectations()) {
      ScopeModel scope = scenario.scopes().get(expectation.methodName());
      body.add(
          "\n.expectation($T.builder($T.class, $S)\n    .output($S)$L\n    .expect($L)\n    .build())",
          SuiteClass.EXPECTATION_SPEC,
          TypeNames.of(expectation.declaringClass()),
          expectation.methodName(),
          expectation.output(),
          scope == null
              ? CodeBlock.of("")
              : CodeBlock.of("\n    .scope($L)", WindowWriter.scope(scope)),
          expect(expectation));
    }
    return SuiteClass.scenarioFactory(scenario.factoryMethodName(), body);
  }

  private static CodeBlock input(InputModel input) {
    CodeBlock typeDescriptor =
        CodeBlock.of(
            "new $T() {}",
            ParameterizedTypeName.get(TYPE_DESCRIPTOR, TypeNames.of(input.elementType())));
    if (input instanceof InputModel.Timeline timeline) {
      return CodeBlock.of(
          "$T.ofTimeline($S, $S, $L, () -> $L)",
          INPUT_SPEC,
          input.parameter(),
          input.origin(),
          typeDescriptor,
          TimelineWriter.pipelineSteps(timeline.elementType(), timeline.steps()));
    }
    InputModel.Member member = (InputModel.Member) input;
    CodeBlock read =
        member.isMethod()
            ? CodeBlock.of("$T.$N()", TypeNames.of(member.owner()), member.memberName())
            : CodeBlock.of("$T.$N", TypeNames.of(member.owner()), member.memberName());
    return switch (member.kind()) {
      case VALUES ->
          CodeBlock.of(
              "$T.ofValues($S, $S, () -> $L, $L)",
              INPUT_SPEC,
              input.parameter(),
              input.origin(),
              read,
              typeDescriptor);
      case CREATE ->
          CodeBlock.of(
              "$T.ofCreate($S, $S, () -> $L)", INPUT_SPEC, input.parameter(), input.origin(), read);
      case TEST_STREAM ->
          CodeBlock.of(
              "$T.ofTestStream($S, $S, () -> $L)",
              INPUT_SPEC,
              input.parameter(),
              input.origin(),
              read);
    };
  }

  static CodeBlock expect(ExpectationModel expectation) {
    CodeBlock vocabulary = VocabularyWriter.expect(expectation, SuiteWriter::expect);
    if (vocabulary != null) {
      return vocabulary;
    }
    if (expectation instanceof ExpectationModel.Contains contains) {
      return CodeBlock.of(
          "$T.containsInAnyOrder($T.<$T>asList($L))",
          EXPECTATIONS,
          ARRAYS,
          TypeNames.of(contains.elementType()),
          LiteralWriter.joined(contains.elements()));
    }
    if (expectation instanceof ExpectationModel.Empty) {
      return CodeBlock.of("$T.empty()", EXPECTATIONS);
    }
    ExpectationModel.Satisfies satisfies = (ExpectationModel.Satisfies) expectation;
    CodeBlock target =
        satisfies.isStatic()
            ? CodeBlock.of("$T", TypeNames.of(satisfies.declaringClass()))
            : CodeBlock.of("new $T()", TypeNames.of(satisfies.declaringClass()));
    return CodeBlock.of(
        "$T.<$T>satisfies($S, elements -> $L.$N(elements))",
        EXPECTATIONS,
        TypeNames.of(satisfies.elementType()),
        satisfies.methodName(),
        target,
        satisfies.methodName());
  }
}
