package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.FunctionSuiteModel;
import io.pipespec.processor.model.TimelineStep;
import javax.lang.model.element.Modifier;

/**
 * Writes the harness of one {@code @FunctionTest} class. It implements the same {@code
 * PipespecSuite} as a pipeline test's, so that the engine discovers, shows and selects it the same
 * way; its scenarios carry a {@code FunctionTimeline} instead of a transform, which the runtime
 * runs on a {@code StatefulFunctionHarness}.
 */
public final class FunctionSuiteWriter {

  private static final String SPEC = PipespecNames.SPEC_PACKAGE;
  private static final ClassName FUNCTION_TIMELINE = ClassName.get(SPEC, "FunctionTimeline");
  private static final ClassName FUNCTION_EXPECTATIONS =
      ClassName.get(PipespecNames.EXPECT_PACKAGE, "FunctionExpectations");
  private static final ClassName STATEFUL_HARNESS =
      ClassName.get(PipespecNames.FUNCTION_PACKAGE, "StatefulFunctionHarness");
  private static final ClassName BUILDER = STATEFUL_HARNESS.nestedClass("Builder");
  private static final ClassName LIST = ClassName.get("java.util", "List");

  public JavaFile write(FunctionSuiteModel model) {
    TypeSpec.Builder harness =
        SuiteClass.start(
            model.harnessName(),
            model.testClass(),
            model.testClassElement(),
            model.withGeneratedAnnotation(),
            model.scenarios().stream()
                .map(FunctionSuiteModel.Scenario::factoryMethodName)
                .toList());
    harness.addMethod(newHarness(model));
    for (FunctionSuiteModel.Scenario scenario : model.scenarios()) {
      harness.addMethod(scenario(model, scenario));
    }
    return SuiteClass.file(model.harnessName(), harness);
  }

  private static TypeName builderType(FunctionSuiteModel model) {
    return ParameterizedTypeName.get(
        BUILDER, model.keyType(), model.valueType(), model.outputType());
  }

  private static MethodSpec newHarness(FunctionSuiteModel model) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("newHarness")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(builderType(model))
            .addStatement(
                "$T harness = $T.forKeyedDoFn($T.$N())",
                builderType(model),
                STATEFUL_HARNESS,
                model.testClass(),
                model.underTestMethod());
    model
        .configureMethod()
        .ifPresent(name -> method.addStatement("$T.$N(harness)", model.testClass(), name));
    return method.addStatement("return harness").build();
  }

  private static MethodSpec scenario(
      FunctionSuiteModel model, FunctionSuiteModel.Scenario scenario) {
    CodeBlock.Builder body = SuiteClass.scenarioBody(scenario.name(), scenario.declaringClass());
    body.add(
        "\n.function($T.<$T, $T, $T>builder($S, $S, $T::newHarness)",
        FUNCTION_TIMELINE,
        model.keyType(),
        model.valueType(),
        model.outputType(),
        model.outputName(),
        String.join(".", model.testClass().simpleNames()) + "." + model.underTestMethod() + "()",
        model.harnessName());
    for (TimelineStep step : scenario.steps()) {
      body.add("\n    .$L", step(step));
    }
    body.add("\n    .build())");
    for (Object expectation : scenario.expectations()) {
      if (expectation instanceof ExpectationModel output) {
        body.add(
            "\n.expectation($T.builder($T.class, $S)\n    .output($S)\n    .expect($L)\n    .build())",
            SuiteClass.EXPECTATION_SPEC,
            output.declaringClass(),
            output.methodName(),
            model.outputName(),
            SuiteWriter.expect(output));
      } else {
        // State, timer and harness expectations read the harness, not an output.
        FunctionSuiteModel.Function function = (FunctionSuiteModel.Function) expectation;
        body.add(
            "\n.expectation($T.builder($T.class, $S)\n    .expect($L)\n    .build())",
            SuiteClass.EXPECTATION_SPEC,
            function.declaringClass(),
            function.methodName(),
            expect(model, function));
      }
    }
    return SuiteClass.scenarioFactory(scenario.factoryMethodName(), body);
  }

  private static CodeBlock step(TimelineStep step) {
    switch (step.kind()) {
      case ELEMENT:
        return CodeBlock.of(
            "element($S, $L, $LL)", step.source(), step.element().orElseThrow(), step.millis());
      case ELEMENT_AT_MINIMUM:
        return CodeBlock.of("element($S, $L)", step.source(), step.element().orElseThrow());
      case WATERMARK:
        return CodeBlock.of("watermark($S, $LL)", step.source(), step.millis());
      case WATERMARK_END:
        return CodeBlock.of("watermarkToEnd($S)", step.source());
      case PROCESSING:
        return CodeBlock.of("advanceProcessingTime($S, $LL)", step.source(), step.millis());
      default:
        throw new AssertionError(step.kind());
    }
  }

  private static CodeBlock expect(
      FunctionSuiteModel model, FunctionSuiteModel.Function expectation) {
    if (expectation instanceof FunctionSuiteModel.State state) {
      CodeBlock window = state.window().orElse(CodeBlock.of("null"));
      return state.value().isPresent()
          ? CodeBlock.of(
              "$T.state($S, $L, $L, $L)",
              FUNCTION_EXPECTATIONS,
              state.stateId(),
              state.key(),
              window,
              state.value().get())
          : CodeBlock.of(
              "$T.noState($S, $L, $L)",
              FUNCTION_EXPECTATIONS,
              state.stateId(),
              state.key(),
              window);
    }
    if (expectation instanceof FunctionSuiteModel.Timers timers) {
      return CodeBlock.of(
          "$T.$N($T.of($L))",
          FUNCTION_EXPECTATIONS,
          timers.fired() ? "firedTimers" : "pendingTimers",
          LIST,
          timers.timers().stream().collect(CodeBlock.joining(", ")));
    }
    FunctionSuiteModel.Harness harness = (FunctionSuiteModel.Harness) expectation;
    CodeBlock target =
        harness.isStatic()
            ? CodeBlock.of("$T", harness.declaringClass())
            : CodeBlock.of("new $T()", harness.declaringClass());
    return CodeBlock.of(
        "$T.<$T, $T, $T>harness($S, harness -> $L.$N(harness))",
        FUNCTION_EXPECTATIONS,
        model.keyType(),
        model.valueType(),
        model.outputType(),
        harness.methodName(),
        target,
        harness.methodName());
  }
}
