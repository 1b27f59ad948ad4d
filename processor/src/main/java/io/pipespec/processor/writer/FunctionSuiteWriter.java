package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.FunctionSuiteModel;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.model.TimerModel;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import org.apiguardian.api.API;

/**
 * Writes the suite of one {@code @FunctionTest} class. It implements the same {@code PipespecSuite}
 * as a pipeline test's, so that the engine discovers, shows and selects it the same way; its
 * scenarios carry a {@code FunctionScenarioSpec} instead of a transform, which the runtime runs on
 * a {@code StatefulFunctionHarness}.
 */
@API(status = API.Status.INTERNAL)
public final class FunctionSuiteWriter {

  private static final String SPEC = PipespecNames.SPEC_PACKAGE;
  private static final ClassName FUNCTION_SCENARIO_SPEC =
      ClassName.get(SPEC, "FunctionScenarioSpec");
  private static final ClassName FUNCTION_EXPECTATIONS =
      ClassName.get(PipespecNames.EXPECT_PACKAGE, "FunctionExpectations");
  private static final ClassName STATEFUL_HARNESS =
      ClassName.get(PipespecNames.FUNCTION_PACKAGE, "StatefulFunctionHarness");
  private static final ClassName BUILDER = STATEFUL_HARNESS.nestedClass("Builder");
  private static final ClassName LIST = ClassName.get("java.util", "List");
  private static final ClassName EXPECTED_TIMER =
      ClassName.get(PipespecNames.EXPECT_PACKAGE, "ExpectedTimer");

  /** The source file of the suite of {@code model}, generated from {@code testClass}. */
  public JavaFile write(FunctionSuiteModel model, Element testClass) {
    TypeSpec.Builder suite =
        SuiteClass.start(
            model.suiteName(),
            model.testClass(),
            testClass,
            model.withGeneratedAnnotation(),
            model.scenarios().stream()
                .map(FunctionSuiteModel.Scenario::factoryMethodName)
                .toList());
    suite.addMethod(newHarness(model));
    for (FunctionSuiteModel.Scenario scenario : model.scenarios()) {
      suite.addMethod(scenario(model, scenario));
    }
    return SuiteClass.file(model.suiteName(), suite);
  }

  private static TypeName builderType(FunctionSuiteModel model) {
    return ParameterizedTypeName.get(BUILDER, typeArguments(model));
  }

  /** {@code K, V, OutputT} of the function. */
  private static TypeName[] typeArguments(FunctionSuiteModel model) {
    return new TypeName[] {
      TypeNames.of(model.keyType()),
      TypeNames.of(model.valueType()),
      TypeNames.of(model.outputType())
    };
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
                TypeNames.of(model.testClass()),
                model.underTestMethod());
    model
        .configureMethod()
        .ifPresent(
            name -> method.addStatement("$T.$N(harness)", TypeNames.of(model.testClass()), name));
    return method.addStatement("return harness").build();
  }

  private static MethodSpec scenario(
      FunctionSuiteModel model, FunctionSuiteModel.Scenario scenario) {
    CodeBlock.Builder body = SuiteClass.scenarioBody(scenario.name(), scenario.declaringClass());
    TypeName[] types = typeArguments(model);
    body.add(
        "\n.function($T.<$T, $T, $T>builder($S, $S, $T::newHarness)",
        FUNCTION_SCENARIO_SPEC,
        types[0],
        types[1],
        types[2],
        model.outputName(),
        model.testClass().nestedName() + "." + model.underTestMethod() + "()",
        TypeNames.of(model.suiteName()));
    for (TimelineStep step : scenario.steps()) {
      body.add("\n    .$L", TimelineWriter.functionStep(step));
    }
    body.add("\n    .build())");
    for (Object expectation : scenario.expectations()) {
      ClassRef declaring;
      String methodName;
      CodeBlock expect;
      if (expectation instanceof ExpectationModel output) {
        declaring = output.declaringClass();
        methodName = output.methodName();
        expect = SuiteWriter.expect(output);
      } else {
        FunctionSuiteModel.Function function = (FunctionSuiteModel.Function) expectation;
        declaring = function.declaringClass();
        methodName = function.methodName();
        expect = expect(model, function);
      }
      body.add(
          "\n.expectation($T.builder($T.class, $S)\n    .output($S)\n    .expect($L)\n    .build())",
          SuiteClass.EXPECTATION_SPEC,
          TypeNames.of(declaring),
          methodName,
          model.outputName(),
          expect);
    }
    return SuiteClass.scenarioFactory(scenario.factoryMethodName(), body);
  }

  private static CodeBlock expect(
      FunctionSuiteModel model, FunctionSuiteModel.Function expectation) {
    if (expectation instanceof FunctionSuiteModel.State state) {
      CodeBlock window = WindowWriter.boundedWindow(state.window());
      CodeBlock key = LiteralWriter.write(state.key());
      return state.value().isPresent()
          ? CodeBlock.of(
              "$T.state($S, $L, $L, $L)",
              FUNCTION_EXPECTATIONS,
              state.stateId(),
              key,
              window,
              LiteralWriter.write(state.value().get()))
          : CodeBlock.of(
              "$T.noState($S, $L, $L)", FUNCTION_EXPECTATIONS, state.stateId(), key, window);
    }
    if (expectation instanceof FunctionSuiteModel.Timers timers) {
      return CodeBlock.of(
          "$T.$N($T.of($L))",
          FUNCTION_EXPECTATIONS,
          timers.fired() ? "firedTimers" : "pendingTimers",
          LIST,
          timers.timers().stream()
              .map(FunctionSuiteWriter::timer)
              .collect(CodeBlock.joining(", ")));
    }
    FunctionSuiteModel.Harness harness = (FunctionSuiteModel.Harness) expectation;
    CodeBlock target =
        harness.isStatic()
            ? CodeBlock.of("$T", TypeNames.of(harness.declaringClass()))
            : CodeBlock.of("new $T()", TypeNames.of(harness.declaringClass()));
    TypeName[] types = typeArguments(model);
    return CodeBlock.of(
        "$T.<$T, $T, $T>harness($S, harness -> $L.$N(harness))",
        FUNCTION_EXPECTATIONS,
        types[0],
        types[1],
        types[2],
        harness.methodName(),
        target,
        harness.methodName());
  }

  private static CodeBlock timer(TimerModel timer) {
    return CodeBlock.of(
        "$T.of($S, $L, $L)",
        EXPECTED_TIMER,
        timer.id(),
        LiteralWriter.write(timer.key()),
        SourceComments.beside(CodeBlock.of("$LL", timer.millis()), timer.source()));
  }
}
