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
import javax.lang.model.element.Modifier;

/**
 * Writes the harness of one {@link SuiteModel} with JavaPoet. It makes no decision the validators
 * have not made: every model it gets is known to produce compiling code.
 */
public final class SuiteWriter {

  private static final String SPEC = PipespecNames.SPEC_PACKAGE;
  private static final ClassName INPUT_SPEC = ClassName.get(SPEC, "InputSpec");
  private static final ClassName INPUTS = ClassName.get(SPEC, "Inputs");
  private static final ClassName OUTPUTS = ClassName.get(SPEC, "Outputs");
  private static final ClassName EXPECTATIONS =
      ClassName.get(PipespecNames.EXPECT_PACKAGE, "Expectations");
  private static final ClassName TYPE_DESCRIPTOR =
      ClassName.get(PipespecNames.BEAM_VALUES_PACKAGE, "TypeDescriptor");
  private static final ClassName SCOPES = ClassName.get(PipespecNames.SCOPE_PACKAGE, "Scopes");
  private static final ClassName WINDOW_REF =
      ClassName.get(PipespecNames.SCOPE_PACKAGE, "WindowRef");
  private static final ClassName TIMING = ClassName.bestGuess(PipespecNames.TIMING);
  private static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");

  public JavaFile write(SuiteModel model) {
    TypeSpec.Builder harness =
        SuiteClass.start(
            model.harnessName(),
            model.testClass(),
            model.testClassElement(),
            model.withGeneratedAnnotation(),
            model.scenarios().stream().map(ScenarioModel::factoryMethodName).toList());
    harness.addMethod(underTest(model.underTest()));
    for (ScenarioModel scenario : model.scenarios()) {
      harness.addMethod(scenario(model, scenario));
    }
    return SuiteClass.file(model.harnessName(), harness);
  }

  private static MethodSpec underTest(UnderTestModel underTest) {
    CodeBlock call =
        CodeBlock.of(
            "$T.$N($L)",
            underTest.owner(),
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
    method.addStatement("$T result = $L", underTest.recordType().get(), call);
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
    body.add("\n.transform($T::underTest)", model.harnessName());
    for (ExpectationModel expectation : scenario.expectations()) {
      ScopeModel scope = scenario.scopes().get(expectation.methodName());
      body.add(
          "\n.expectation($T.builder($T.class, $S)\n    .output($S)$L\n    .expect($L)\n    .build())",
          SuiteClass.EXPECTATION_SPEC,
          expectation.declaringClass(),
          expectation.methodName(),
          expectation.output(),
          scope == null ? CodeBlock.of("") : CodeBlock.of("\n    .scope($L)", scope(scope)),
          expect(expectation));
    }
    return SuiteClass.scenarioFactory(scenario.factoryMethodName(), body);
  }

  private static CodeBlock scope(ScopeModel scope) {
    CodeBlock window =
        switch (scope.window()) {
          case ANY -> CodeBlock.of("$T.any()", WINDOW_REF);
          case GLOBAL -> CodeBlock.of("$T.global()", WINDOW_REF);
          case INTERVAL ->
              CodeBlock.of(
                  "$T.interval($LL, $LL)", WINDOW_REF, scope.startMillis(), scope.endMillis());
        };
    return CodeBlock.of(
        "$T.of($L, $T.$N, $L)", SCOPES, window, TIMING, scope.timing(), scope.index());
  }

  private static CodeBlock input(InputModel input) {
    CodeBlock read =
        input.isMethod()
            ? CodeBlock.of("$T.$N()", input.owner(), input.memberName())
            : CodeBlock.of("$T.$N", input.owner(), input.memberName());
    switch (input.kind()) {
      case VALUES:
        return CodeBlock.of(
            "$T.ofValues($S, $S, () -> $L, new $T() {})",
            INPUT_SPEC,
            input.parameter(),
            input.origin(),
            read,
            ParameterizedTypeName.get(TYPE_DESCRIPTOR, input.elementType()));
      case CREATE:
        return CodeBlock.of(
            "$T.ofCreate($S, $S, () -> $L)", INPUT_SPEC, input.parameter(), input.origin(), read);
      case TEST_STREAM:
        return CodeBlock.of(
            "$T.ofTestStream($S, $S, () -> $L)",
            INPUT_SPEC,
            input.parameter(),
            input.origin(),
            read);
      case TIMELINE:
        return CodeBlock.of(
            "$T.ofTimeline($S, $S, new $T() {}, () -> $L)",
            INPUT_SPEC,
            input.parameter(),
            input.origin(),
            ParameterizedTypeName.get(TYPE_DESCRIPTOR, input.elementType()),
            input.timeline());
      default:
        throw new AssertionError(input.kind());
    }
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
          contains.elementType(),
          contains.elements().stream().collect(CodeBlock.joining(", ")));
    }
    if (expectation instanceof ExpectationModel.Empty) {
      return CodeBlock.of("$T.empty()", EXPECTATIONS);
    }
    ExpectationModel.Satisfies satisfies = (ExpectationModel.Satisfies) expectation;
    CodeBlock target =
        satisfies.isStatic()
            ? CodeBlock.of("$T", satisfies.declaringClass())
            : CodeBlock.of("new $T()", satisfies.declaringClass());
    return CodeBlock.of(
        "$T.<$T>satisfies($S, elements -> $L.$N(elements))",
        EXPECTATIONS,
        satisfies.elementType(),
        satisfies.methodName(),
        target,
        satisfies.methodName());
  }
}
