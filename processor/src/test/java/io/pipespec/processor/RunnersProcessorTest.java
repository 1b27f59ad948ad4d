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

/** {@code @Runners}: each misuse an error on its line, and the good forms compile. */
class RunnersProcessorTest {

  private static final String TEST_CLASS =
      """
      package com.example;

      import io.pipespec.*;
      import java.util.List;
      import org.apache.beam.sdk.values.PCollection;

      @PipelineTest
      %s
      class RunnersTest {
        @UnderTest
        static PCollection<String> same(PCollection<String> words) {
          return words;
        }

        @Scenario
        %s
        static class OneWord {
          @Input static final List<String> words = List.of("a");

          @ExpectContains("a")
          void theWord() {}
        }
      }
      """;

  static Stream<Arguments> misuses() {
    return Stream.of(
        Arguments.of(
            "@Runners({})",
            "",
            "[PipespecBadRunners] @Runners on RunnersTest names no runner. Name at least one,"
                + " such as @Runners({\"DirectRunner\", \"FlinkRunner\"}), or remove it to run on"
                + " the configured runners."),
        Arguments.of(
            "",
            "@Runners({\"DirectRunner\", \" \"})",
            "[PipespecBadRunners] @Runners on OneWord has a blank runner name. Name each runner"
                + " as Beam's --runner does, such as \"FlinkRunner\"."),
        Arguments.of(
            "@Runners({\"FlinkRunner\", \"FlinkRunner\"})",
            "",
            "[PipespecBadRunners] @Runners on RunnersTest names the runner FlinkRunner twice."
                + " Name each runner once."),
        Arguments.of(
            "",
            "@Runners({\"DirectRunner\", \"FlinkRunner\", \"direct\"})",
            "[PipespecBadRunners] @Runners on OneWord names the runner DirectRunner twice (as"
                + " DirectRunner and direct). Name each runner once."));
  }

  @ParameterizedTest(name = "{0}{1}")
  @MethodSource("misuses")
  void misuseIsAnErrorOnTheAnnotation(String onClass, String onScenario, String message) {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.RunnersTest", TEST_CLASS.formatted(onClass, onScenario));

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(message)
        .inFile(file)
        .onLineContaining(onClass.isEmpty() ? onScenario : onClass);
  }

  @Test
  void runnersOnTheClassAndOnAScenarioCompile() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.RunnersTest",
            TEST_CLASS.formatted(
                "@Runners({\"DirectRunner\", \"FlinkRunner\"})",
                "@Runners({\"org.apache.beam.runners.direct.DirectRunner\", \"flink\"})"));

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(file);

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void runnersOutsideAPipelineTestIsAnError() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.Plain",
            """
            package com.example;

            @io.pipespec.Runners("FlinkRunner")
            class Plain {}
            """);

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(file);

    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecMisplacedAnnotation] @Runners on Plain is neither on a @PipelineTest class"
                + " nor on one of its @Scenario classes, so it is ignored. Move it there.")
        .inFile(file)
        .onLineContaining("@io.pipespec.Runners");
  }

  @Test
  void runnersOnAFunctionTestIsAnError() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.Counting",
            """
            package com.example;

            @io.pipespec.FunctionTest
            @io.pipespec.Runners("FlinkRunner")
            class Counting {}
            """);

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(file);

    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecMisplacedAnnotation] @Runners on Counting has no effect: a @FunctionTest"
                + " runs its scenarios on the function's harness, not on a Beam runner.")
        .inFile(file)
        .onLineContaining("@io.pipespec.Runners");
  }
}
