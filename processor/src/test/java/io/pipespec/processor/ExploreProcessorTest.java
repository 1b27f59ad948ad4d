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
 * {@code @Explore} and {@code @NotExplored}: each misuse an error on its line, saying what is wrong
 * and how to fix it, and the forms the engine accepts compile without a warning.
 */
class ExploreProcessorTest {

  /** A transform test: the class's annotations, its one scenario's, and the scenario's timeline. */
  private static final String TRANSFORM_TEST =
      """
      package com.example;

      import io.pipespec.*;
      import org.apache.beam.sdk.values.PCollection;

      @PipelineTest
      %s
      class ExploredTest {
        @UnderTest
        static PCollection<String> same(PCollection<String> words) {
          return words;
        }

        @Scenario
        %s
        @Timeline({%s})
        static class Words {
          @ExpectContains("a")
          %s
          void theWord() {}

          %s
          static void helper() {}
        }
      }
      """;

  private static JavaFileObject transformTest(
      String onClass, String onScenario, String timeline, String onExpectation, String onHelper) {
    return JavaFileObjects.forSourceString(
        "com.example.ExploredTest",
        TRANSFORM_TEST.formatted(onClass, onScenario, timeline, onExpectation, onHelper));
  }

  private static final String TWO_IN_A_SEGMENT = "\"a @ 1s\", \"b @ 2s\"";

  private static Compilation compile(JavaFileObject... files) {
    return javac().withProcessors(new PipespecProcessor()).compile(files);
  }

  static Stream<Arguments> misusedAnnotations() {
    return Stream.of(
        Arguments.of(
            "@Explore(runs = -1)",
            "",
            "",
            "[PipespecExploreRuns] @Explore on ExploredTest has runs = -1, but a number of runs is"
                + " 0 or more. Write the most members to run besides the scenario as written, such"
                + " as runs = 200, or leave runs out (0) to take pipespec.explore.budget, else 50."),
        Arguments.of(
            "",
            "@Explore(within = \"soon\")",
            "",
            "[PipespecExploreWithin] @Explore on Words has within = \"soon\": `soon` is not a"
                + " duration: write a duration such as 20m, 90s, 1h30m, 59.999s, 250ms or PT20M."
                + " It is the most time exploring one scenario may take; leave it out to take"
                + " pipespec.explore.budget, else one minute."),
        Arguments.of(
            "@Explore(within = \"0s\")",
            "",
            "",
            "[PipespecExploreWithin] @Explore on ExploredTest has within = \"0s\": `0s` is no time"
                + " at all; write a duration such as 20m, 90s, 1h30m, 59.999s, 250ms or PT20M,"
                + " more than 0."),
        Arguments.of(
            "",
            "@Explore(within = \"-5m\")",
            "",
            "[PipespecExploreWithin] @Explore on Words has within = \"-5m\": `-5m` is negative;"
                + " write a duration such as 20m, 90s, 1h30m, 59.999s, 250ms or PT20M, more than"
                + " 0."),
        Arguments.of(
            "",
            "@Explore(within = \" \")",
            "",
            "[PipespecExploreWithin] @Explore on Words has within = \" \": it is blank; write a"
                + " duration such as 20m, 90s, 1h30m, 59.999s, 250ms or PT20M."),
        Arguments.of(
            "",
            "",
            "@NotExplored(\"\")",
            "[PipespecNotExploredReason] @NotExplored on theWord gives no reason, which the report"
                + " shows beside the expectation. Say why it depends on arrival order or bundling"
                + " by Beam's model, such as @NotExplored(\"which two elements fill the early pane"
                + " is the runner's choice\")."),
        Arguments.of(
            "",
            "",
            "@NotExplored(\"  \")",
            "[PipespecNotExploredReason] @NotExplored on theWord gives no reason"));
  }

  @ParameterizedTest(name = "{0}{1}{2}")
  @MethodSource("misusedAnnotations")
  void misuseIsAnErrorOnTheAnnotation(
      String onClass, String onScenario, String onExpectation, String message) {
    JavaFileObject file = transformTest(onClass, onScenario, TWO_IN_A_SEGMENT, onExpectation, "");

    Compilation compilation = compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    String annotation =
        !onClass.isEmpty() && onExpectation.isEmpty()
            ? onClass
            : onScenario.isEmpty() ? onExpectation : onScenario;
    assertThat(compilation).hadErrorContaining(message).inFile(file).onLineContaining(annotation);
  }

  @Test
  void notExploredBesideNoExpectationIsAnError() {
    JavaFileObject file =
        transformTest("@Explore", "", TWO_IN_A_SEGMENT, "", "@NotExplored(\"order\")");

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecNotExploredWithoutExpectation] @NotExplored on helper leaves an expectation"
                + " out of exploration, but helper has no expectation annotation, so it is"
                + " ignored. Put it on the expectation method to judge on the scenario as written"
                + " only (beside @ExpectContains, for instance), or remove it.")
        .inFile(file)
        .onLineContaining("@NotExplored(\"order\")");
  }

  static Stream<Arguments> acceptedForms() {
    return Stream.of(
        Arguments.of("@Explore", "", ""),
        Arguments.of("", "@Explore(runs = 200, within = \"2m\")", ""),
        Arguments.of("@Explore(runs = 0, within = \"\")", "@Explore(within = \"PT30S\")", ""),
        // Nothing is explored here, but pipespec.explore=on may explore it when the tests run.
        Arguments.of("", "", "@NotExplored(\"which element comes first is the runner's choice\")"));
  }

  @ParameterizedTest(name = "{0}{1}{2}")
  @MethodSource("acceptedForms")
  void acceptedFormsCompile(String onClass, String onScenario, String onExpectation) {
    Compilation compilation =
        compile(transformTest(onClass, onScenario, TWO_IN_A_SEGMENT, onExpectation, ""));

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void exploringAScenarioWhoseEveryExpectationIsLeftOutIsAnError() {
    JavaFileObject file =
        transformTest("", "@Explore", TWO_IN_A_SEGMENT, "@NotExplored(\"order matters\")", "");

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecNoExploredExpectation] @Explore asks to explore scenario Words of"
                + " ExploredTest, but every expectation of it is left out of exploration"
                + " (@NotExplored on theWord), so no explored run would be judged. Remove"
                + " @NotExplored from an expectation that must hold whatever the order and bundles"
                + " of its elements, or remove @Explore.")
        .inFile(file)
        .onLineContaining("@Explore");
  }

  @Test
  void theTestClassesExploreOverAScenarioWhoseEveryExpectationIsLeftOutIsAnError() {
    JavaFileObject file =
        transformTest(
            "@Explore(within = \"1m30s\")",
            "",
            TWO_IN_A_SEGMENT,
            "@NotExplored(\"order matters\")",
            "");

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecNoExploredExpectation] @Explore asks to explore scenario Words of"
                + " ExploredTest (the @Explore of ExploredTest), but every expectation of it is"
                + " left out of exploration (@NotExplored on theWord), so no explored run would be"
                + " judged. Remove @NotExplored from an expectation that must hold whatever the"
                + " order and bundles of its elements, or remove @Explore from ExploredTest and put"
                + " it on the scenarios to explore.")
        .inFile(file)
        .onLineContaining("static class Words");
  }

  @Test
  void exploringAScenarioWithOneExpectationLeftOutAndOneExploredCompiles() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.ExploredTest",
            TRANSFORM_TEST
                .formatted(
                    "@Explore(within = \"1m30s\")",
                    "",
                    TWO_IN_A_SEGMENT,
                    "@NotExplored(\"order matters\")",
                    "")
                .replace(
                    "static void helper() {}",
                    "static void helper() {}\n\n    @ExpectIncludes(\"b\")\n    void theOther() {}"));

    assertThat(compile(file)).succeededWithoutWarnings();
  }

  @Test
  void exploreOutsideATestOrScenarioClassIsAnError() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.Plain",
            """
            package com.example;

            @io.pipespec.Explore
            class Plain {}
            """);

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecMisplacedAnnotation] @Explore on Plain is neither on a @PipelineTest or"
                + " @FunctionTest class nor on a @Scenario class, so nothing explores it. Move it to the test class,"
                + " to explore each of its scenarios, or to the @Scenario class to explore.")
        .inFile(file)
        .onLineContaining("@io.pipespec.Explore");
  }

  @Test
  void exploreOnAHelperClassOfATestIsAnError() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.ExploredTest",
            TRANSFORM_TEST
                .formatted("", "", TWO_IN_A_SEGMENT, "", "")
                .replace(
                    "static void helper() {}",
                    "static void helper() {}\n\n    @Explore\n    static class Helper {}"));

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining("[PipespecMisplacedAnnotation] @Explore on Helper is neither on a")
        .inFile(file)
        .onLineContaining("@Explore");
  }

  private static final String FUNCTION_TEST =
      """
      package com.example;

      import io.pipespec.*;
      import org.apache.beam.sdk.transforms.DoFn;
      import org.apache.beam.sdk.values.KV;

      @FunctionTest
      %s
      class CountingTest {
        static class Fn extends DoFn<KV<String, Integer>, KV<String, Integer>> {
          @ProcessElement
          public void process(@Element KV<String, Integer> element) {}
        }

        @UnderTest
        static Fn fn() {
          return new Fn();
        }

        @Scenario
        %s
        @Timeline({"a=1 @ 1s", "b=2 @ 2s"})
        static class TwoKeys {
          @ExpectEmpty
          void nothing() {}
        }
      }
      """;

  @Test
  void exploreOnAFunctionTestCompilesAndItsTimelineMayCutBundles() throws Exception {
    Compilation compilation =
        compile(
            JavaFileObjects.forSourceString(
                "com.example.CountingTest",
                FUNCTION_TEST
                    .formatted("@Explore", "")
                    .replace(
                        "\"a=1 @ 1s\", \"b=2 @ 2s\"", "\"a=1 @ 1s\", \"bundle\", \"b=2 @ 2s\"")));

    assertThat(compilation).succeededWithoutWarnings();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_CountingTest")
            .orElseThrow()
            .getCharContent(false)
            .toString();
    com.google.common.truth.Truth.assertThat(suite).contains("timeline.bundle(\"bundle\");");
  }

  @Test
  void exploreOnAScenarioOfAFunctionTestCompiles() {
    Compilation compilation =
        compile(
            JavaFileObjects.forSourceString(
                "com.example.CountingTest",
                FUNCTION_TEST.formatted("", "@Explore(runs = 1000, within = \"10s\")")));

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void notExploredInAFunctionTestCompiles() {
    Compilation compilation =
        compile(
            JavaFileObjects.forSourceString(
                "com.example.CountingTest",
                FUNCTION_TEST
                    .formatted("", "")
                    .replace("@ExpectEmpty", "@ExpectEmpty\n    @NotExplored(\"for later\")")));

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aScenarioWithOneElementInAllHasNothingToExplore() {
    JavaFileObject file = transformTest("", "@Explore", "\"a @ 1s\", \"watermark 5s\"", "", "");

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecNothingToExplore] @Explore asks to explore scenario Words of ExploredTest,"
                + " but there is nothing to explore: its @Timeline holds one element in all, so"
                + " there is no order to change, no bundle to cut and no combiner input to split."
                + " Put two or more elements between two advances, or remove @Explore.")
        .inFile(file)
        .onLineContaining("@Explore");
  }

  @Test
  void aScenarioWithoutElementsHasNothingToExplore() {
    JavaFileObject file = transformTest("", "@Explore(runs = 10)", "\"watermark 5s\"", "", "");

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecNothingToExplore] @Explore asks to explore scenario Words of ExploredTest,"
                + " but there is nothing to explore: its @Timeline holds no element.")
        .inFile(file)
        .onLineContaining("@Explore(runs = 10)");
  }

  @Test
  void theTestClassesExploreCoversEachScenario() {
    JavaFileObject file = transformTest("@Explore", "", "\"a @ 1s\"", "", "");

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecNothingToExplore] @Explore asks to explore scenario Words of ExploredTest"
                + " (the @Explore of ExploredTest), but there is nothing to explore: its @Timeline"
                + " holds one element in all, so there is no order to change, no bundle to cut and"
                + " no combiner input to split. Put two or more elements between two advances, or"
                + " remove @Explore from ExploredTest and put it on the scenarios to explore.")
        .inFile(file)
        .onLineContaining("static class Words");
  }

  @Test
  void aTestClassThatIsItsOwnScenarioIsToldToRemoveItsExplore() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.OwnScenarioTest",
            """
            package com.example;

            import io.pipespec.*;
            import org.apache.beam.sdk.values.PCollection;

            @PipelineTest
            @Explore(runs = 100)
            @Timeline({"a @ 1s", "watermark 5s"})
            class OwnScenarioTest {
              @UnderTest
              static PCollection<String> same(PCollection<String> words) {
                return words;
              }

              @ExpectContains("a")
              void theWord() {}
            }
            """);

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecNothingToExplore] @Explore asks to explore OwnScenarioTest, but there is"
                + " nothing to explore: its @Timeline holds one element in all, so there is no"
                + " order to change, no bundle to cut and no combiner input to split. Put two or"
                + " more elements between two advances, or remove @Explore.")
        .inFile(file)
        .onLineContaining("@Explore(runs = 100)");
  }

  @Test
  void aTimelineWithErrorsIsReportedAloneNotAsNothingToExplore() {
    JavaFileObject file = transformTest("", "@Explore", "\"a @ soon\"", "", "");

    Compilation compilation = compile(file);

    // The wrong step leaves the timeline out of the scenario's parts; judged without it, the
    // scenario would seem to hold nothing.
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("`soon` is not a time");
  }

  static Stream<Arguments> whatMayBePerturbed() {
    return Stream.of(
        // Two elements between two advances: their order and bundles.
        Arguments.of("\"a @ 1s\", \"b @ 2s\", \"watermark 5s\""),
        Arguments.of("\"a\", \"b\""),
        // One element a segment, but the transform's combiners may be cut, which only the runtime
        // can see.
        Arguments.of("\"a @ 1s\", \"watermark 5s\", \"b @ 6s\""));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("whatMayBePerturbed")
  void aScenarioWithSomethingThatMayBePerturbedCompiles(String timeline) {
    Compilation compilation = compile(transformTest("", "@Explore", timeline, "", ""));

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void anInputMemberIsSeenOnlyWhenTheTestsRun() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.ExploredTest",
            TRANSFORM_TEST
                .formatted("@Explore", "", "\"a @ 1s\"", "", "")
                .replace("@Timeline({\"a @ 1s\"})", "")
                .replace(
                    "static void helper() {}",
                    "@Input static final java.util.List<String> words = java.util.List.of(\"a\");"));

    assertThat(compile(file)).succeededWithoutWarnings();
  }

  /** A job test: the scenario's annotations and its timeline in place of the job's read. */
  private static final String JOB_TEST =
      """
      package com.example;

      import io.pipespec.*;
      import org.apache.beam.sdk.Pipeline;
      import org.apache.beam.sdk.io.TextIO;

      @PipelineTest
      @Output(name = "lines", of = "WriteLines", type = String.class)
      class JobExploredTest {
        @UnderTest
        static void job(Pipeline p) {
          p.apply("ReadLines", TextIO.read().from("in.txt"))
              .apply("WriteLines", TextIO.write().to("out"));
        }

        @Scenario
        @Explore
        %s
        static class Streamed {
          @ExpectContains({"a", "b"})
          void written() {}
        }
      }
      """;

  @Test
  void aJobScenarioWithOneElementASegmentHasNothingToExplore() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.JobExploredTest",
            JOB_TEST.formatted(
                "@Timeline(replaces = \"ReadLines\", type = String.class, value = {\"a @ 1s\","
                    + " \"watermark 5s\", \"b @ 6s\"})"));

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecNothingToExplore] @Explore asks to explore scenario Streamed of"
                + " JobExploredTest, but there is nothing to explore: every segment of its"
                + " @Timeline between two advances holds one element at most (\"a @ 1s\","
                + " \"watermark 5s\", \"b @ 6s\"), and a runner may reorder and bundle elements"
                + " only within a segment, never across an advance of the watermark or of"
                + " processing time. Put two or more elements between two advances, or remove"
                + " @Explore.")
        .inFile(file)
        .onLineContaining("@Explore");
  }

  @Test
  void aJobScenarioThatReplacesNoReadHasNothingToExplore() {
    JavaFileObject file =
        JavaFileObjects.forSourceString("com.example.JobExploredTest", JOB_TEST.formatted(""));

    Compilation compilation = compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecNothingToExplore] @Explore asks to explore scenario Streamed of"
                + " JobExploredTest, but there is nothing to explore: the test replaces none of"
                + " the job's reads, so Pipespec has no element whose order or bundles it could"
                + " change. Replace a read with @Input(replaces = ...) or @Timeline(replaces ="
                + " ...), or remove @Explore.")
        .inFile(file)
        .onLineContaining("@Explore");
  }

  @Test
  void aJobScenarioWithTwoElementsInASegmentCompiles() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.JobExploredTest",
            JOB_TEST.formatted(
                "@Timeline(replaces = \"ReadLines\", type = String.class, value = {\"a @ 1s\","
                    + " \"b @ 2s\", \"watermark 5s\"})"));

    assertThat(compile(file)).succeededWithoutWarnings();
  }
}
