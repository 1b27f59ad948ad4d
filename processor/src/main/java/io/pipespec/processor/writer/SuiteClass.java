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
import io.pipespec.processor.model.ClassRef;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * What the suite of a {@code @PipelineTest} and of a {@code @FunctionTest} have in common: the
 * class that implements {@code PipespecSuite}, its {@code testClass()} and {@code scenarios()}, and
 * the frame of each scenario's factory method. Both suites must look the same to the engine, so
 * they are written by the same code; {@link SuiteWriter} and {@link FunctionSuiteWriter} add only
 * what differs.
 */
final class SuiteClass {

  static final ClassName SCENARIO_SPEC = ClassName.get(PipespecNames.SPEC_PACKAGE, "ScenarioSpec");
  static final ClassName EXPECTATION_SPEC =
      ClassName.get(PipespecNames.SPEC_PACKAGE, "ExpectationSpec");
  private static final ClassName LIST = ClassName.get("java.util", "List");
  private static final ClassName SUITE = ClassName.get(PipespecNames.SPEC_PACKAGE, "PipespecSuite");
  private static final ClassName GENERATED =
      ClassName.get("javax.annotation.processing", "Generated");

  private SuiteClass() {}

  /**
   * The suite class with its constructor, {@code testClass()} and {@code scenarios()}, which calls
   * {@code scenarioFactories} in order; {@code testClassElement} is the element it is generated
   * from, so that incremental builds regenerate it when the test class changes.
   */
  static TypeSpec.Builder start(
      ClassRef suiteName,
      ClassRef testClassName,
      Element testClassElement,
      boolean withGeneratedAnnotation,
      List<String> scenarioFactories) {
    ClassName testClass = TypeNames.of(testClassName);
    TypeSpec.Builder suite =
        TypeSpec.classBuilder(TypeNames.of(suiteName))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addSuperinterface(SUITE)
            .addOriginatingElement(testClassElement);
    if (withGeneratedAnnotation) {
      suite.addAnnotation(
          AnnotationSpec.builder(GENERATED)
              .addMember("value", "$S", PipespecNames.PROCESSOR)
              .addMember("comments", "$S", "from " + testClass.canonicalName())
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
            .addStatement("return $T.class", testClass)
            .build());
    suite.addMethod(
        MethodSpec.methodBuilder("scenarios")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(LIST, SCENARIO_SPEC))
            .addStatement(
                "return $T.of($L)",
                LIST,
                scenarioFactories.stream()
                    .map(factory -> CodeBlock.of("$N()", factory))
                    .collect(CodeBlock.joining(", ")))
            .build());
    return suite;
  }

  /** The source file of {@code suite}. */
  static JavaFile file(ClassRef suiteName, TypeSpec.Builder suite) {
    return JavaFile.builder(suiteName.packageName(), suite.build())
        .skipJavaLangImports(true)
        .build();
  }

  /** The start of a scenario factory's body; the writer adds the calls that configure it. */
  static CodeBlock.Builder scenarioBody(String scenarioName, ClassRef declaringClass) {
    return CodeBlock.builder()
        .add(
            "return $T.builder($S, $T.class)",
            SCENARIO_SPEC,
            scenarioName,
            TypeNames.of(declaringClass))
        .indent()
        .indent();
  }

  /** The factory method {@code name} that returns the scenario {@code body} builds. */
  static MethodSpec scenarioFactory(String name, CodeBlock.Builder body) {
    body.add("\n.build();\n").unindent().unindent();
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(SCENARIO_SPEC)
        .addCode(body.build())
        .build();
  }
}
