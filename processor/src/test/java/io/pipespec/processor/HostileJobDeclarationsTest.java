package io.pipespec.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Declarations a hostile user tried (issue 22's list): each gets one error that says what is wrong
 * and how to fix it, and no second error that follows from the first.
 */
class HostileJobDeclarationsTest {

  private static final String IMPORTS =
      """
      package p;
      import io.pipespec.*;
      import java.util.List;
      import org.apache.beam.sdk.Pipeline;
      import org.apache.beam.sdk.options.PipelineOptions;
      import org.apache.beam.sdk.transforms.Create;
      import org.apache.beam.sdk.transforms.MapElements;
      import org.apache.beam.sdk.values.TypeDescriptors;
      """;

  /** A job that reads "ReadX" and writes (in this sketch, maps) with "W". */
  private static final String JOB =
      """
        @UnderTest static void job(Pipeline p) {
          p.apply("ReadX", Create.of("a"))
              .apply("W", MapElements.into(TypeDescriptors.strings()).via((String s) -> s));
        }
      """;

  static Stream<Arguments> declarations() {
    return Stream.of(
        Arguments.of(
            "an enum",
            "@PipelineTest enum E { A; }",
            "[PipespecTestClassKind] @PipelineTest E is an enum, but @PipelineTest goes on a class:"
                + " the suite creates an instance of it and calls its expectation methods. Declare"
                + " E as a class."),
        Arguments.of(
            "a record",
            "@PipelineTest record E() {}",
            "[PipespecTestClassKind] @PipelineTest E is a record, but @PipelineTest goes on a"
                + " class"),
        Arguments.of(
            "an interface",
            "@FunctionTest interface E {}",
            "[PipespecTestClassKind] @FunctionTest E is an interface, but @FunctionTest goes on a"
                + " class"),
        Arguments.of(
            "literals on an output without type",
            "@PipelineTest @Output(name = \"o\", of = \"W\") class E {\n"
                + JOB
                + "  @ExpectContains(output = \"o\", value = \"x\") void e() {}\n}",
            "The output is captured from the write 'W' without a type, so its elements are"
                + " Objects. Add type = X.class to @Output(name = \"o\", of = \"W\") with the class"
                + " of the elements the job writes (such as type = String.class), or judge it"
                + " without literals: @ExpectCount, @ExpectEmpty or @Satisfies of List<Object>"),
        Arguments.of(
            "a predicate on an output without type",
            "@PipelineTest @Output(name = \"o\", of = \"W\") class E {\n"
                + JOB
                + "  @ExpectIncludes(output = \"o\", value = \"x\") void e() {}\n}",
            "Add type = X.class to @Output(name = \"o\", of = \"W\")"),
        Arguments.of(
            "a generic output type",
            "@PipelineTest @Output(name = \"o\", of = \"W\", type = List.class) class E {\n"
                + JOB
                + "  @ExpectContains(output = \"o\", value = \"x\") void e() {}\n}",
            "[PipespecJobOutput] @Output \"o\" declares type = List.class, which has type"
                + " parameters"),
        Arguments.of(
            "a counter beyond a long",
            "@PipelineTest class E {\n"
                + JOB
                + "  @ExpectCounter(name = \"c\", value = \"9223372036854775808\") void e() {}\n}",
            "[PipespecMetricValue] value = \"9223372036854775808\" of @ExpectCounter on e is out"
                + " of range: metrics count in longs, from -9223372036854775808 to"
                + " 9223372036854775807"),
        Arguments.of(
            "a timeline's input in a job",
            "@PipelineTest @Timeline(input = \"x\", replaces = \"ReadX\", type = String.class,"
                + " value = {\"a @ 1s\"}) class E {\n"
                + JOB
                + "  @ExpectCounter(name = \"c\", value = \"1\") void e() {}\n}",
            "[PipespecJobInput] @Timeline on E gives input = \"x\", but a job method takes no"
                + " inputs: in a job test a timeline is named by the read it replaces (replaces ="
                + " \"ReadX\"). Remove input."),
        Arguments.of(
            "min above max",
            "@PipelineTest class E {\n"
                + JOB
                + "  @ExpectDistribution(name = \"d\", min = \"5\", max = \"1\") void e() {}\n}",
            "[PipespecMetricValue] @ExpectDistribution on e can never hold: min = \"5\" is above"
                + " max = \"1\". Correct the values."),
        Arguments.of(
            "a sum of nothing",
            "@PipelineTest class E {\n"
                + JOB
                + "  @ExpectDistribution(name = \"d\", count = \"0\", sum = \"3\") void e() {}\n}",
            "can never hold: count = \"0\" means no update, which has no sum, min or max."),
        Arguments.of(
            "a sum beyond count times max",
            "@PipelineTest class E {\n"
                + JOB
                + "  @ExpectDistribution(name = \"d\", count = \"2\", min = \"1\", max = \"3\","
                + " sum = \"100\") void e() {}\n}",
            "can never hold: sum = \"100\" is above the most 2 updates can add: 4."),
        Arguments.of(
            "one update of two values",
            "@PipelineTest class E {\n"
                + JOB
                + "  @ExpectDistribution(name = \"d\", count = \"1\", min = \"1\", max = \"3\")"
                + " void e() {}\n}",
            "can never hold: count = \"1\" means one update, which is both the min and the max."),
        Arguments.of(
            "swapped job parameters",
            """
            @PipelineTest class E {
              @UnderTest static void job(PipelineOptions o, Pipeline p) {}
              @ExpectCounter(name = "c", value = "1") void e() {}
            }\
            """,
            "[PipespecJobUnderTest] @UnderTest method job takes (PipelineOptions, Pipeline), but"
                + " the Pipeline comes first: (Pipeline p, MyOptions o). Swap its parameters."));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("declarations")
  void oneErrorSaysWhatIsWrongAndHowToFixIt(String what, String body, String message) {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forSourceString("p.E", IMPORTS + body));

    assertThat(compilation).hadErrorContaining(message);
    assertWithMessage("the errors of %s", what)
        .that(
            compilation.errors().stream()
                .map((Diagnostic<?> error) -> error.getMessage(null))
                .toList())
        .hasSize(1);
  }

  @Test
  void aPossibleDistributionCompiles() {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(
                JavaFileObjects.forSourceString(
                    "p.E",
                    IMPORTS
                        + "@PipelineTest class E {\n"
                        + JOB
                        + "  @ExpectDistribution(name = \"d\", count = \"3\", sum = \"9\", min ="
                        + " \"1\", max = \"5\") void e() {}\n"
                        + "  @ExpectDistribution(name = \"d\", count = \"1\", sum = \"4\", min ="
                        + " \"4\", max = \"4\") void f() {}\n}"));

    assertThat(compilation).succeeded();
  }
}
