package io.pipespec.processor.writer;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.ScenarioModel;
import io.pipespec.processor.model.SuiteModel;
import io.pipespec.processor.names.PipespecNames;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import org.apiguardian.api.API;

/**
 * What the suites of the three kinds of test have in common: the class that implements {@code
 * PipespecSuite}, its {@code testClass()} and {@code scenarios()}, the frame of each scenario's
 * factory method and its expectations. Every suite must look the same to the engine, so they are
 * written by the same code; {@link SuiteWriter}, {@link JobWriter} and {@link FunctionSuiteWriter}
 * add only what differs.
 *
 * @param <U> the model of what is under test
 * @param <I> the model of what feeds a scenario
 */
@API(status = API.Status.INTERNAL)
public abstract class SuiteClassWriter<U, I> {

  /** {@code ScenarioSpec.KindBuilder<?, ?>}: the builder of a scenario of any kind. */
  private static final TypeName ANY_KIND_BUILDER =
      ParameterizedTypeName.get(
          TypeNames.SCENARIO_SPEC.nestedClass("KindBuilder"),
          WildcardTypeName.subtypeOf(Object.class),
          WildcardTypeName.subtypeOf(Object.class));

  /** The names of the suite's own methods, which no scenario or helper method may take. */
  private static final Set<String> SUITE_METHODS =
      Set.of("testClass", "scenarios", "underTest", "newHarness");

  /**
   * The source file of the suite of {@code model}, generated from {@code testClass} (its
   * originating element, so that incremental builds regenerate it when the test class changes).
   */
  public final JavaFile write(SuiteModel<U, I> model, Element testClass) {
    Set<String> methodNames = new HashSet<>(SUITE_METHODS);
    model.scenarios().forEach(scenario -> methodNames.add(scenario.factoryMethodName()));
    List<MethodSpec> helpers = helpers(model);
    helpers.forEach(helper -> methodNames.add(helper.name()));
    MethodSplitter splitter = new MethodSplitter(TypeNames.of(model.suiteName()), methodNames);
    LiteralWriter literals = new LiteralWriter(splitter);
    ExpectationWriter code =
        new ExpectationWriter(TypeNames.of(model.suiteName()), literals, splitter);
    TypeSpec.Builder suite =
        TypeSpec.classBuilder(TypeNames.of(model.suiteName()))
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addSuperinterface(TypeNames.PIPESPEC_SUITE)
            .addOriginatingElement(testClass);
    if (model.withGeneratedAnnotation()) {
      suite.addAnnotation(
          AnnotationSpec.builder(TypeNames.GENERATED)
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
                    TypeNames.CLASS, WildcardTypeName.subtypeOf(Object.class)))
            .addStatement("return $T.class", TypeNames.of(model.testClass()))
            .build());
    suite.addMethod(
        MethodSpec.methodBuilder("scenarios")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(TypeNames.LIST, TypeNames.SCENARIO_SPEC))
            .addStatement(
                "return $T.of($L)",
                TypeNames.LIST,
                model.scenarios().stream()
                    .map(scenario -> CodeBlock.of("$N()", scenario.factoryMethodName()))
                    .collect(CodeBlock.joining(", ")))
            .build());
    suite.addMethod(underTest(model));
    helpers.forEach(suite::addMethod);
    for (ScenarioModel<I> scenario : model.scenarios()) {
      suite.addMethod(scenario(model, scenario, code, splitter, literals));
    }
    splitter.addTo(suite);
    return JavaFile.builder(model.suiteName().packageName(), suite.build())
        .skipJavaLangImports(true)
        .build();
  }

  /**
   * The factory method of one scenario: what runs it (the statements before its builder, such as a
   * function's timeline, and the calls on its builder), then one statement per expectation (a chain
   * of calls would overflow javac's stack for a scenario of a thousand expectations).
   */
  private MethodSpec scenario(
      SuiteModel<U, I> model,
      ScenarioModel<I> scenario,
      ExpectationWriter code,
      MethodSplitter splitter,
      LiteralWriter literals) {
    CodeBlock.Builder body = CodeBlock.builder();
    body.add(prepare(model, scenario, splitter, literals));
    body.add(
            "$T scenario = $T.builder($L, $T.class)",
            ANY_KIND_BUILDER,
            TypeNames.SCENARIO_SPEC,
            StringLiterals.of(scenario.name()),
            TypeNames.of(scenario.declaringClass()))
        .indent()
        .indent()
        .add(run(model, scenario, splitter, literals))
        .add(";\n")
        .unindent()
        .unindent();
    List<MethodSplitter.Piece> expectations = new ArrayList<>();
    for (ExpectationModel expectation : scenario.expectations()) {
      CodeBlock statement = CodeBlock.of("scenario.expectation($L)", code.spec(expectation));
      expectations.add(MethodSplitter.Piece.statement(statement, weight(statement)));
    }
    body.add(splitter.statements(ANY_KIND_BUILDER, "scenario", expectations));
    body.addStatement("return scenario.build()");
    return MethodSpec.methodBuilder(scenario.factoryMethodName())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(TypeNames.SCENARIO_SPEC)
        .addCode(body.build())
        .build();
  }

  /**
   * The weight of an expectation's statement in {@link MethodSplitter}'s terms, from its text: each
   * value, call or constant in it is followed by a comma or opens parentheses, and each counts
   * twice, so that no statement weighs less than its literals would (its long lists are split apart
   * already).
   */
  private static int weight(CodeBlock statement) {
    String text = statement.toString();
    int separators = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == ',' || text.charAt(i) == '(') {
        separators++;
      }
    }
    return 10 + 2 * separators;
  }

  /** The suite's method that makes what is under test. */
  abstract MethodSpec underTest(SuiteModel<U, I> model);

  /**
   * The suite's methods that the scenarios' expectations name beside {@link #underTest}, such as
   * the reference transforms of {@code @ExpectSameAs}; none by default.
   */
  List<MethodSpec> helpers(SuiteModel<U, I> model) {
    return List.of();
  }

  /**
   * The statements that prepare a scenario before its builder, such as the steps of a function's
   * timeline on a local {@code timeline}; none by default.
   */
  CodeBlock prepare(
      SuiteModel<U, I> model,
      ScenarioModel<I> scenario,
      MethodSplitter splitter,
      LiteralWriter literals) {
    return CodeBlock.of("");
  }

  /**
   * The calls of a scenario's builder that say how it runs: its inputs and transform, or its
   * function and timeline.
   */
  abstract CodeBlock run(
      SuiteModel<U, I> model,
      ScenarioModel<I> scenario,
      MethodSplitter splitter,
      LiteralWriter literals);
}
