package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @ExpectShape}: a use in a pipeline or job test generates the runtime's shape expectation
 * with the file's path; a function test, which has no pipeline, is refused on the annotation's line
 * with the reason; a scope beside it is refused, since a shape has no windows.
 */
class ShapeProcessorTest {

  private static final String PIPELINE_TEST =
      """
      package com.example;

      import io.pipespec.*;
      import org.apache.beam.sdk.values.PCollection;

      @PipelineTest
      class EchoTest {
        @UnderTest
        static PCollection<String> echo(PCollection<String> lines) {
          return lines;
        }

        @Scenario
        @Timeline({"a @ 1s"})
        static class OneLine {
          @ExpectShape
          void shapeKept() {}
        }
      }
      """;

  private static final String JOB_TEST =
      """
      package com.example;

      import io.pipespec.*;
      import java.util.List;
      import org.apache.beam.sdk.Pipeline;
      import org.apache.beam.sdk.io.TextIO;

      @PipelineTest
      @Output(name = "lines", of = "WriteLines", type = String.class)
      class CopyJobTest {
        @UnderTest
        static void job(Pipeline p) {
          p.apply("ReadLines", TextIO.read().from("in.txt"))
              .apply("WriteLines", TextIO.write().to("out"));
        }

        @Input(replaces = "ReadLines")
        static final List<String> lines = List.of("a", "b");

        @ExpectShape
        void shapeKept() {}

        @ExpectContains({"a", "b"})
        void copied() {}
      }
      """;

  private static final String FUNCTION_TEST =
      """
      package com.example;

      import io.pipespec.*;
      import org.apache.beam.sdk.transforms.DoFn;
      import org.apache.beam.sdk.values.KV;

      @FunctionTest
      @Timeline({"a=x @ 1s"})
      class EchoFnTest {
        static class Echo extends DoFn<KV<String, String>, String> {
          @ProcessElement
          public void process(@Element KV<String, String> element, OutputReceiver<String> out) {
            out.output(element.getValue());
          }
        }

        @UnderTest
        static Echo echo() {
          return new Echo();
        }

        @ExpectShape
        void shapeKept() {}

        @ExpectContains("x")
        void echoed() {}
      }
      """;

  private static Compilation compile(JavaFileObject file) {
    return javac().withProcessors(new PipespecProcessor()).compile(file);
  }

  private static String suite(Compilation compilation, String name) throws IOException {
    return compilation.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
  }

  @Test
  void aPipelineTestCallsTheRuntimeWithTheFileOfItsScenarioAndMethod() throws IOException {
    Compilation compilation =
        compile(JavaFileObjects.forSourceString("com.example.EchoTest", PIPELINE_TEST));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(suite(compilation, "com.example.Pipespec_EchoTest"))
        .contains(
            "ExpectationSpec.Target.shape(ShapeExpectations.of("
                + "\"com/example/EchoTest/OneLine.shapeKept.shape\","
                + " \"EchoTest.OneLine, expectation shapeKept\"))");
  }

  @Test
  void aJobTestCallsTheRuntimeWithTheFileOfItsClass() throws IOException {
    Compilation compilation =
        compile(JavaFileObjects.forSourceString("com.example.CopyJobTest", JOB_TEST));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(suite(compilation, "com.example.Pipespec_CopyJobTest"))
        .contains(
            "ShapeExpectations.of(\"com/example/CopyJobTest/CopyJobTest.shapeKept.shape\","
                + " \"CopyJobTest, expectation shapeKept\")");
  }

  @Test
  void aFunctionTestIsRefusedWithTheReason() {
    JavaFileObject file = JavaFileObjects.forSourceString("com.example.EchoFnTest", FUNCTION_TEST);
    Compilation compilation = compile(file);

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecMisplacedAnnotation] @ExpectShape on shapeKept cannot be used in a"
                + " @FunctionTest: a @FunctionTest runs its DoFn on the function harness, without a"
                + " pipeline, so there is no job shape to record. Move it into a @PipelineTest of"
                + " the pipeline or job that applies the DoFn, or remove it.")
        .inFile(file)
        .onLineContaining("@ExpectShape");
  }

  @Test
  void aWindowBesideItIsRefused() {
    JavaFileObject file =
        JavaFileObjects.forSourceString(
            "com.example.EchoTest",
            PIPELINE_TEST.replace(
                "@ExpectShape\n", "@ExpectShape\n    @Window(start = \"0\", size = \"1m\")\n"));
    Compilation compilation = compile(file);

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "@ExpectShape reads the shape of the whole pipeline, which has no"
                + " windows or panes. Remove @Window.");
  }
}
