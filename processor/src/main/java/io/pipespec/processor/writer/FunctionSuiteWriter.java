package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.pipespec.processor.model.FunctionModel;
import io.pipespec.processor.model.FunctionTimelineModel;
import io.pipespec.processor.model.ScenarioModel;
import io.pipespec.processor.model.SuiteModel;
import javax.lang.model.element.Modifier;
import org.apiguardian.api.API;

/**
 * Writes the suite of a {@code @FunctionTest} class. It implements the same {@code PipespecSuite}
 * as a pipeline test's, so that the engine discovers, shows and selects it the same way; its
 * scenarios carry a {@code FunctionTimeline} instead of a transform, which the runtime runs on a
 * {@code StatefulFunctionHarness}.
 */
@API(status = API.Status.INTERNAL)
public final class FunctionSuiteWriter
    extends SuiteClassWriter<FunctionModel, FunctionTimelineModel> {

  private static final ClassName TIMELINE_BUILDER =
      TypeNames.FUNCTION_TIMELINE.nestedClass("Builder");
  private static final ClassName BUILDER =
      TypeNames.STATEFUL_FUNCTION_HARNESS.nestedClass("Builder");

  /** {@code K, V, OutputT} of the function. */
  private static TypeName[] typeArguments(FunctionModel function) {
    return new TypeName[] {
      TypeNames.of(function.keyType()),
      TypeNames.of(function.valueType()),
      TypeNames.of(function.outputType())
    };
  }

  /** {@code newHarness()}: the builder of the function harness, configured. */
  @Override
  MethodSpec underTest(SuiteModel<FunctionModel, FunctionTimelineModel> model) {
    FunctionModel function = model.underTest();
    TypeName builder = ParameterizedTypeName.get(BUILDER, typeArguments(function));
    ClassName testClass = TypeNames.of(model.testClass());
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("newHarness")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(builder)
            .addStatement(
                "$T harness = $T.forKeyedDoFn($T.$N())",
                builder,
                TypeNames.STATEFUL_FUNCTION_HARNESS,
                testClass,
                function.underTestMethod());
    function
        .configureMethod()
        .ifPresent(name -> method.addStatement("$T.$N(harness)", testClass, name));
    return method.addStatement("return harness").build();
  }

  /**
   * The scenario's {@code FunctionTimeline.Builder} in the local {@code timeline}, with its base
   * time, then one statement per step.
   */
  @Override
  CodeBlock prepare(
      SuiteModel<FunctionModel, FunctionTimelineModel> model,
      ScenarioModel<FunctionTimelineModel> scenario,
      MethodSplitter splitter,
      LiteralWriter literals) {
    FunctionModel function = model.underTest();
    TypeName[] types = typeArguments(function);
    CodeBlock.Builder prepare =
        CodeBlock.builder()
            .add(
                "$T timeline = $T.<$T, $T, $T>builder($L, $L, $T::newHarness)",
                ParameterizedTypeName.get(TIMELINE_BUILDER, types),
                TypeNames.FUNCTION_TIMELINE,
                types[0],
                types[1],
                types[2],
                StringLiterals.of(function.outputName()),
                StringLiterals.of(
                    model.testClass().nestedName() + "." + function.underTestMethod() + "()"),
                TypeNames.of(model.suiteName()));
    scenario
        .input()
        .baseTime()
        .ifPresent(
            base ->
                prepare.add(
                    "\n    .baseTime($L)",
                    SourceComments.beside(CodeBlock.of("$LL", base.millis()), base.source())));
    prepare.add(";\n");
    ParameterizedTypeName builderType = ParameterizedTypeName.get(TIMELINE_BUILDER, types);
    return prepare
        .add(
            splitter.statements(
                builderType,
                "timeline",
                TimelineWriter.functionSteps(scenario.input().steps(), literals)))
        .build();
  }

  @Override
  CodeBlock run(
      SuiteModel<FunctionModel, FunctionTimelineModel> model,
      ScenarioModel<FunctionTimelineModel> scenario,
      MethodSplitter splitter,
      LiteralWriter literals) {
    return CodeBlock.of("\n.function(timeline.build())");
  }
}
