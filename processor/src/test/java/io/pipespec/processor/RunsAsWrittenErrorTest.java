package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The misuses of {@code @RunsAsWritten}, each an error on its line. */
class RunsAsWrittenErrorTest {

  private static final String IMPORTS =
      """
      package p;
      import io.pipespec.*;
      import org.apache.beam.sdk.Pipeline;
      import org.apache.beam.sdk.io.TextIO;
      import org.apache.beam.sdk.values.PCollection;
      """;

  private static final String JOB =
      """
        @UnderTest static void job(Pipeline p) {
          p.apply("ReadX", TextIO.read().from("/in"))
              .apply("WriteY", TextIO.write().to("/out"));
        }
      """;

  private static final String EXPECTATION =
      "  @ExpectCount(output = \"y\", value = 1) void one() {}\n";

  private static Compilation compile(String body) {
    return javac()
        .withProcessors(new PipespecProcessor())
        .compile(JavaFileObjects.forSourceString("p.E", IMPORTS + body));
  }

  private static JavaFileObject source(Compilation compilation) {
    return compilation.sourceFiles().get(0);
  }

  @Test
  void aBlankNameADuplicateAndANameTheScenarioReplacesOrCapturesAreErrorsOnTheirLines() {
    Compilation compilation =
        compile(
            "@PipelineTest\n"
                + "@Output(name = \"y\", of = \"WriteY\", type = String.class)\n"
                + "@RunsAsWritten({\"ReadZ\", \" \"}) // blank\n"
                + "class E {\n"
                + JOB
                + "  @Scenario\n"
                + "  @RunsAsWritten({\"ReadX\", \"WriteY\", \"ReadZ\", \"WriteW\", \"WriteW\"}) //"
                + " scenario\n"
                + "  static class S {\n"
                + "    @Input(replaces = \"ReadX\") static java.util.List<String> x() {\n"
                + "      return java.util.List.of(\"a\");\n"
                + "    }\n"
                + EXPECTATION
                + "  }\n"
                + "}\n");

    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecRunsAsWritten] @RunsAsWritten on E gives a blank name. Name a read or write"
                + " of the job by its transform name, such as \"ReadReferenceData\".")
        .inFile(source(compilation))
        .onLineContaining("// blank");
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecRunsAsWritten] @RunsAsWritten on S names \"ReadX\", which the scenario also"
                + " replaces with an input or captures with @Output, so it cannot run as written."
                + " Remove it from @RunsAsWritten, or remove the input or @Output to let it run.")
        .inFile(source(compilation))
        .onLineContaining("// scenario");
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecRunsAsWritten] @RunsAsWritten on S names \"WriteY\", which the scenario also"
                + " replaces with an input or captures with @Output")
        .inFile(source(compilation))
        .onLineContaining("// scenario");
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecRunsAsWritten] @RunsAsWritten on S names \"ReadZ\", which its test class's"
                + " @RunsAsWritten names already, for every scenario. Remove it from one of them.")
        .inFile(source(compilation))
        .onLineContaining("// scenario");
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecRunsAsWritten] @RunsAsWritten on S names \"WriteW\" twice. Name it once.")
        .inFile(source(compilation))
        .onLineContaining("// scenario");
    assertThat(compilation.errors()).hasSize(5);
  }

  @Test
  void anEmptyListIsAnError() {
    Compilation compilation =
        compile(
            "@PipelineTest\n"
                + "@Output(name = \"y\", of = \"WriteY\", type = String.class)\n"
                + "@RunsAsWritten({}) // empty\n"
                + "class E {\n"
                + JOB
                + EXPECTATION
                + "}\n");

    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecRunsAsWritten] @RunsAsWritten on E names nothing. Name the reads and writes"
                + " that may run as written, such as @RunsAsWritten(\"ReadReferenceData\"), or"
                + " remove it.")
        .inFile(source(compilation))
        .onLineContaining("// empty");
  }

  @Test
  void onATransformTestItIsAJobOnlyError() {
    Compilation compilation =
        compile(
            """
            @PipelineTest
            class E {
              @UnderTest static PCollection<String> t(PCollection<String> in) {
                return in;
              }
              @Input static java.util.List<String> in() { return java.util.List.of(); }
              @ExpectEmpty void none() {}
              @Scenario
              @RunsAsWritten("ReadX") // transform test
              static class S {}
            }
            """);

    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecJobOnly] @RunsAsWritten on S lets reads and writes of a job run as written,"
                + " but only a job test can honour it")
        .inFile(source(compilation))
        .onLineContaining("// transform test");
  }

  @Test
  void aScenarioThatReplacesWhatItsClassLetsRunTakesThePlaceOfTheClasssLeave() {
    Compilation compilation =
        compile(
            "@PipelineTest\n"
                + "@Output(name = \"y\", of = \"WriteY\", type = String.class)\n"
                + "@RunsAsWritten(\"ReadX\")\n"
                + "class E {\n"
                + JOB
                + "  @Scenario\n"
                + "  static class S {\n"
                + "    @Input(replaces = \"ReadX\") static java.util.List<String> x() {\n"
                + "      return java.util.List.of(\"a\");\n"
                + "    }\n"
                + EXPECTATION
                + "  }\n"
                + "  @Scenario static class T {\n"
                + EXPECTATION
                + "  }\n"
                + "}\n");

    assertThat(compilation).succeeded();
    String suite =
        compilation
            .generatedSourceFile("p.Pipespec_E")
            .map(
                file -> {
                  try {
                    return file.getCharContent(true).toString();
                  } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                  }
                })
            .orElseThrow();
    // T lets ReadX run; S replaces it instead.
    assertThat(suite.split("\\.runsAsWritten\\(\"ReadX\"\\)", -1)).hasLength(2);
  }
}
