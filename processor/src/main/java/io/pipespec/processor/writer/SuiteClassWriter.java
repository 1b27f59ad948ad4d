package io.pipespec.processor.writer;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.ScenarioModel;
import io.pipespec.processor.model.SuiteModel;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * What the suite of a {@code @PipelineTest} and of a {@code @FunctionTest} have in common: the
 * class that implements {@code PipespecSuite}, its {@code testClass()} and {@code scenarios()}, the
 * frame of each scenario's factory method and its expectations. Both suites must look the same to
 * the engine, so they are written by the same code; {@link SuiteWriter} and {@link
 * FunctionSuiteWriter} add only what differs.
 *
 * @param <U> the model of what is under test
 * @param <I> the model of what feeds a scenario
 */
abstract class SuiteClassWriter<U, I> {

  private static final ClassName SCENARIO_SPEC =
      ClassName.get(PipespecNames.SPEC_PACKAGE, "ScenarioSpec");
  private static final ClassName EXPECTATION_SPEC =
      ClassName.get(PipespecNames.SPEC_PACKAGE, "ExpectationSpec");
  private static final ClassName LIST = ClassName.get("java.util", "List");
  private static final ClassName SUITE = ClassName.get(PipespecNames.SPEC_PACKAGE, "PipespecSuite");
  private static final ClassName GENERATED =
      ClassName.get("javax.annotation.processing", "Generated");

  private final ExpectationCode expectations;

  /** A writer that leaves writing each expectation's check to {@code expectations}. */
  SuiteClassWriter(ExpectationCode expectations) {
    this.expectations = expectations;
  }

  /**
   * The source file of the suite of {@code model}, generated from {@code testClass} (its
   * originating element, so that incremental builds regenerate it when the test class changes).
   */
  public final JavaFile write(SuiteModel<U, I> model, Element testClass) {
    TypeSpec.Builder suite =
        TypeSpec.classBuilder(TypeNames.of(model.suiteName()))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addSuperinterface(SUITE)
            .addOriginatingElement(testClass);
    if (model.withGeneratedAnnotation()) {
      suite.addAnnotation(
          AnnotationSpec.builder(GENERATED)
              .addMember("value", "$L", StringLiterals.of(PipespecNames.PROCESSOR))
              .addMember(
                  "comments", "$L", StringLiterals.of("from " + model.testClass().canonicalName()))
              .build());
    }
    suite.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC).build());
    suite.addMethod(
        MethodSpec.methodBuilder("testClass")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(
                ParameterizedTypeName.get(
                    ClassName.get(Class.class), WildcardTypeName.subtypeOf(Object.class)))
            .addStatement("return $T.class", TypeNames.of(model.testClass()))
            .build());
    suite.addMethod(
        MethodSpec.methodBuilder("scenarios")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(LIST, SCENARIO_SPEC))
            .addStatement(
                "return $T.of($L)",
                LIST,
                model.scenarios().stream()
                    .map(scenario -> CodeBlock.of("$N()", scenario.factoryMethodName()))
                    .collect(CodeBlock.joining(", ")))
            .build());
    suite.addMethod(underTest(model));
    for (ScenarioModel<I> scenario : model.scenarios()) {
      CodeBlock.Builder body =
          CodeBlock.builder()
              .add(
                  "return $T.builder($L, $T.class)",
                  SCENARIO_SPEC,
                  StringLiterals.of(scenario.name()),
                  TypeNames.of(scenario.declaringClass()))
              .indent()
              .indent();
      body.add(run(model, scenario));
      for (ExpectationModel expectation : scenario.expectations()) {
        body.add(expectation(expectation, output(model, expectation)));
      }
      body.add("\n.build();\n").unindent().unindent();
      suite.addMethod(
          MethodSpec.methodBuilder(scenario.factoryMethodName())
              .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
              .returns(SCENARIO_SPEC)
              .addCode(body.build())
              .build());
    }
    return JavaFile.builder(model.suiteName().packageName(), suite.build())
        .skipJavaLangImports(true)
        .build();
  }

  /** The suite's method that makes what is under test. */
  abstract MethodSpec underTest(SuiteModel<U, I> model);

  /**
   * The calls of a scenario's builder that say how it runs: its inputs and transform, or its
   * function and timeline.
   */
  abstract CodeBlock run(SuiteModel<U, I> model, ScenarioModel<I> scenario);

  /**
   * The output that {@code expectation} judges; empty for an expectation that reads a function's
   * state, timers or harness rather than an output.
   */
  abstract Optional<String> output(SuiteModel<U, I> model, ExpectationModel expectation);

  /**
   * One {@code .expectation(...)} of a scenario: the method that names it (and where it is
   * declared, when the compiler told), the output it judges (with its scope, if it has one) and its
   * runtime expectation, written by its kind.
   */
  private CodeBlock expectation(ExpectationModel expectation, Optional<String> output) {
    return CodeBlock.of(
        "\n.expectation($T.builder($T.class, $L)$L$L$L\n    .expect($L)\n    .build())",
        EXPECTATION_SPEC,
        TypeNames.of(expectation.declaringClass()),
        StringLiterals.of(expectation.methodName()),
        expectation
            .declaredAt()
            .map(
                line ->
                    CodeBlock.of(
                        "\n    .declaredAt($L, $L)",
                        StringLiterals.of(line.fileName()),
                        line.line()))
            .orElse(CodeBlock.of("")),
        output
            .map(name -> CodeBlock.of("\n    .output($L)", StringLiterals.of(name)))
            .orElse(CodeBlock.of("")),
        expectation
            .scope()
            .map(scope -> CodeBlock.of("\n    .scope($L)", WindowWriter.scope(scope)))
            .orElse(CodeBlock.of("")),
        expectations.expect(expectation));
  }
}
