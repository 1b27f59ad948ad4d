package io.pipespec.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One fixture under {@code bad/} per error: each must fail with its tagged message, on the line
 * that is wrong, and generate no suite.
 */
class ValidationErrorTest {

  static Stream<Arguments> errors() {
    return Stream.of(
        error(
            "NoUnderTest",
            "[PipespecNoUnderTest] NoUnderTest has no @UnderTest method. Add",
            "class NoUnderTest"),
        error(
            "TwoUnderTests",
            "[PipespecTwoUnderTests] TwoUnderTests has more than one @UnderTest method: t and second",
            "second("),
        error(
            "UnderTestNotStatic",
            "[PipespecUnderTestNotStatic] @UnderTest method instanceMethod is not static. Make instanceMethod static.",
            "instanceMethod("),
        error(
            "UnderTestPrivate",
            "[PipespecPrivateMember] @UnderTest method hidden is private",
            "hidden("),
        error(
            "UnderTestBadParameter",
            "[PipespecUnderTestParameter] Parameter lines of @UnderTest method t is List<String>, not a PCollection<T>",
            "      List<String> lines)"),
        error(
            "UnderTestRawParameter",
            "[PipespecUnderTestParameter] Parameter lines of @UnderTest method t is a raw PCollection. Give the element type",
            "PCollection lines"),
        error(
            "UnderTestBadReturn",
            "[PipespecUnderTestReturn] The return type of @UnderTest method badReturn is List<String>. Return the output PCollection<T>",
            "badReturn("),
        error(
            "UnderTestRecordBadComponent",
            "[PipespecUnderTestReturn] Component bad of R, returned by @UnderTest method recordReturn, is String, not a PCollection<T>",
            "recordReturn("),
        error(
            "UnderTestNoParameters",
            "[PipespecUnderTestNoParameters] @UnderTest method noInputs takes no input. Add a PCollection<T> parameter",
            "noInputs()"),
        error(
            "InputUnknownParameter",
            "[PipespecInputUnknownParameter] @Input wrods matches no parameter of t(lines, words); the parameters are [lines, words]",
            "wrods"),
        error(
            "InputUnknownExplicit",
            "[PipespecInputUnknownParameter] @Input nope matches no parameter of t(lines)",
            "@Input(\"nope\")"),
        error(
            "MissingInput",
            "[PipespecMissingInput] Scenario NoWords has no input for parameter words of t(lines, words). Add an @Input",
            "class NoWords"),
        error(
            "DuplicateInput",
            "[PipespecDuplicateInput] Two inputs feed parameter words in DuplicateInput: words1 and words2",
            "words2"),
        error(
            "InputBadType",
            "[PipespecInputType] @Input lines is Map<String, String>. Make it an Iterable<T>",
            "Map<String, String> lines"),
        error(
            "InputElementMismatch",
            "[PipespecInputElementType] @Input lines is List<Integer>, but it feeds parameter lines of type PCollection<String>. Give it the element type String",
            "List<Integer> lines"),
        error(
            "InputWithParameters",
            "[PipespecInputParameters] @Input lines takes parameters. Remove them",
            "lines(int n)"),
        error(
            "InputNotStatic",
            "[PipespecInputNotStatic] @Input lines is not static. Make lines static.",
            "final List<String> lines"),
        error(
            "InputPrivate",
            "[PipespecPrivateMember] @Input lines is private",
            "private static final List<String> lines"),
        error(
            "ScenarioNotStatic",
            "[PipespecScenarioNotStatic] @Scenario class Inner is an inner class. Make Inner static.",
            "@Scenario"),
        error(
            "PrivateExpectation",
            "[PipespecPrivateMember] @ExpectEmpty method hiddenExpectation is private",
            "hiddenExpectation()"),
        error(
            "ExpectationNotVoid",
            "[PipespecExpectationNotVoid] @ExpectEmpty method returnsSomething returns int. Make it void.",
            "returnsSomething()"),
        error(
            "ExpectationParameters",
            "[PipespecExpectationParameters] @ExpectEmpty method withParameter takes parameters. Remove them",
            "withParameter(int x)"),
        error(
            "TwoExpectations",
            "[PipespecTwoExpectations] Method both has two expectation annotations, @ExpectContains and @ExpectEmpty",
            "@ExpectEmpty"),
        error(
            "Overloaded",
            "[PipespecOverloadedExpectation] Overloaded has 2 methods named check",
            "@ExpectEmpty void check()"),
        error(
            "UnknownOutput",
            "[PipespecUnknownOutput] @ExpectEmpty on e names the output \"nope\", but the outputs of t are [t]. Use one of them.",
            "output = \"nope\""),
        error(
            "OutputRequired",
            "[PipespecOutputRequired] @ExpectEmpty on whichOne does not say which output it checks, and t has several: [a, b]. Add output = \"...\"",
            "@ExpectEmpty void whichOne()"),
        error(
            "BadIntegerLiteral",
            "[PipespecBadLiteral] `1.5` is not a valid Integer: write a whole number from -2147483648 to 2147483647",
            "\"1.5\""),
        error(
            "ByteOutOfRange",
            "[PipespecBadLiteral] `300` is not a valid Byte: it is out of range; write a whole number from -128 to 127",
            "\"300\""),
        error(
            "BadKvValue",
            "[PipespecBadLiteral] `x` in `blue=x` is not a valid Integer (the value of KV<String, Integer>)",
            "\"blue=x\""),
        error(
            "KvWithoutEquals",
            "[PipespecBadLiteral] `blue` is not a valid KV<String, Integer>: it has no '=' between key and value",
            "\"blue\""),
        error(
            "ExpectContainsEmpty",
            "[PipespecExpectContainsEmpty] @ExpectContains on e lists no element. To expect no element, use @ExpectEmpty instead.",
            "@ExpectContains({})"),
        error(
            "UnsupportedLiteralType",
            "[PipespecUnsupportedLiteralType] @ExpectContains on e cannot write literals of Map<String, Integer>, the element type of output \"t\": Map<String, Integer> has no literal form",
            "@ExpectContains(\"a\")"),
        error(
            "SatisfiesWrongType",
            "[PipespecSatisfiesParameter] The parameter of @Satisfies method check is List<Integer>, but"
                + " the elements of output \"t\" are String. Make it List<String>,"
                + " Collection<String> or Iterable<String> for the values of output \"t\";"
                + " List<OutputElement<String>> for each value with its timestamp, window and pane.",
            "List<Integer> elements"),
        error(
            "SatisfiesTwoParameters",
            "[PipespecSatisfiesParameter] @Satisfies method check takes 2 parameters. Give it exactly one",
            "@Satisfies"),
        error(
            "SatisfiesNoConstructor",
            "[PipespecNoConstructor] @Satisfies method needsInstance is an instance method, but SatisfiesNoConstructor has no constructor without parameters",
            "@Satisfies"),
        error(
            "ExpectationOnOuter",
            "[PipespecExpectationOutsideScenario] Expectation method onOuter is declared on ExpectationOnOuter, which has @Scenario classes",
            "onOuter()"),
        error(
            "ScenarioNotNested",
            "[PipespecScenarioNotNested] @Scenario class Lost is not nested in a @PipelineTest or @FunctionTest class",
            "@Scenario"),
        error(
            "PrivateTestClass",
            "[PipespecNestedTestClass] @PipelineTest class Hidden is nested in PrivateTestClass",
            "@PipelineTest"),
        error(
            "PrivateScenario",
            "[PipespecPrivateClass] @Scenario class Hidden is private, so the generated suite"
                + " cannot refer to it. Make it package-private.",
            "@Scenario"),
        error(
            "NoExpectations",
            "[PipespecNoExpectations] Scenario Empty has no expectation, so it would test nothing. Add an @ExpectContains",
            "class Empty"),
        error(
            "OrphanExpectation",
            "[PipespecMisplacedAnnotation] @ExpectEmpty on lonely is in OrphanExpectation, which is neither a @PipelineTest nor a @Scenario class",
            "lonely()"),
        error(
            "NotAClass",
            "[PipespecTestClassKind] @PipelineTest NotAClass is an interface, but @PipelineTest"
                + " goes on a class: the suite creates an instance of it and calls its expectation"
                + " methods. Declare NotAClass as a class.",
            "@PipelineTest"),
        error(
            "BothKinds",
            "[PipespecTestClassKind] BothKinds is both a @PipelineTest and a @FunctionTest. Keep"
                + " one; put the other kind of test in a class of its own.",
            "@PipelineTest"),
        error(
            "InnerTestClass",
            "[PipespecNestedTestClass] @PipelineTest class Inner is nested in InnerTestClass, and"
                + " Maven Surefire's default excludes skip nested classes (InnerTestClass$Inner),"
                + " so mvn test would never run it. Move Inner to a top-level class in a file of"
                + " its own (Inner.java); to test several cases of one @UnderTest, give it"
                + " @Scenario classes.",
            "@PipelineTest"),
        error(
            "GenericTestClass",
            "[PipespecGenericClass] @PipelineTest class GenericTestClass has type parameters."
                + " Remove them; the suite creates and names the class without type arguments.",
            "@PipelineTest"),
        error(
            "GenericUnderTest",
            "[PipespecUnderTestGeneric] @UnderTest method t has type parameters. Remove them and"
                + " use the exact element types.",
            "@UnderTest"),
        error(
            "InaccessibleElementType",
            "[PipespecInaccessibleType] Parameter secrets of @UnderTest method t uses Secret,"
                + " which the generated suite in package com.example cannot refer to. Make Secret"
                + " (and the classes that enclose it) public or package-private",
            "PCollection<Secret> secrets"),
        error(
            "CheckedUnderTest",
            "[PipespecCheckedException] @UnderTest method t declares the checked exception Exception",
            "throws Exception"));
  }

  private static Arguments error(String fixture, String message, String line) {
    return Arguments.of(fixture, message, line);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errors")
  void reportsTheErrorOnTheOffendingLine(String fixture, String message, String line) {
    JavaFileObject file = JavaFileObjects.forResource("bad/com/example/" + fixture + ".java");

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining(message).inFile(file).onLineContaining(line);
  }

  @Test
  void aMissingTypeLeavesOnlyJavacsOwnError() {
    JavaFileObject file = JavaFileObjects.forResource("bad/com/example/MissingType.java");

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining("cannot find symbol")
        .inFile(file)
        .onLineContaining("NoSuchEvent");
  }
}
