package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.grammar.SuiteName;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The processor names suites exactly as the engine looks them up. */
class SuiteNameTest {

  static class Outer {
    static class Inner {
      static class Deepest {}
    }

    static class Under_Scored {}
  }

  @Test
  void processorAndEngineAgreeOnSuiteNames() {
    Map<String, Class<?>> classes =
        Map.of(
            "io.pipespec.processor.SuiteNameTest", SuiteNameTest.class,
            "io.pipespec.processor.SuiteNameTest.Outer", Outer.class,
            "io.pipespec.processor.SuiteNameTest.Outer.Inner.Deepest", Outer.Inner.Deepest.class,
            "io.pipespec.processor.SuiteNameTest.Outer.Under_Scored", Outer.Under_Scored.class);
    for (Map.Entry<String, Class<?>> entry : classes.entrySet()) {
      NameProbe probe = new NameProbe(entry.getKey());
      Compilation compilation =
          javac()
              .withProcessors(probe)
              .compile(JavaFileObjects.forSourceString("Empty", "class Empty {}"));
      assertThat(compilation).succeeded();
      assertThat(probe.suiteName).isEqualTo(SuiteName.binaryName(entry.getValue()));
    }
  }

  @Test
  void aNestedTestClassIsRefusedAndTheTopLevelClassOfItsJoinedNameGetsItsSuite() {
    JavaFileObject holder = JavaFileObjects.forResource("bad/com/example/names/Holder.java");
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(holder, JavaFileObjects.forResource("bad/com/example/names/Holder_PkgT.java"));

    // Holder.PkgT and Holder_PkgT once both became Pipespec_Holder_PkgT: a FilerException.
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecNestedTestClass] @PipelineTest class PkgT is nested in Holder, and Maven"
                + " Surefire's default excludes skip nested classes (Holder$PkgT), so mvn test"
                + " would never run it. Move PkgT to a top-level class in a file of its own"
                + " (PkgT.java)")
        .inFile(holder)
        .onLineContaining("@PipelineTest");
  }

  @Test
  void aTopLevelClassWithAnUnderscoreGetsASuiteOfItsOwnName() {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource("bad/com/example/names/Holder_PkgT.java"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("com.example.names.Pipespec_Holder_0PkgT")
        .contentsAsUtf8String()
        .contains("return Holder_PkgT.class;");
  }

  @Test
  void aClassThatTakesTheSuitesNameIsReportedWithTheFix() {
    JavaFileObject test = JavaFileObjects.forResource("bad/com/example/names/Taken.java");

    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(
                test, JavaFileObjects.forResource("bad/com/example/names/Pipespec_Taken.java"));

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecSuiteNameTaken] The suite of com.example.names.Taken is"
                + " com.example.names.Pipespec_Taken, but a class of that name already exists")
        .inFile(test)
        .onLineContaining("class Taken");
    assertThat(compilation)
        .hadErrorContaining(
            "Rename that class: names that start with Pipespec_ are kept for the suites the"
                + " Pipespec processor generates.");
  }
}
