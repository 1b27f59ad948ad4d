package io.pipespec.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Beam's {@code Window} (and {@code PaneInfo.Timing}) imported beside {@code io.pipespec.*}: the
 * single-type import wins, and javac stops with a type error before any processor runs, so
 * Pipespec cannot explain it; the README shows the message and the fix, {@code
 * @io.pipespec.Window}. These tests keep that documentation true.
 */
class NameClashTest {

  @Test
  void beamsWindowImportedMakesJavacStopBeforeTheProcessor() {
    JavaFileObject test =
        JavaFileObjects.forResource("bad/com/example/clash/BeamWindowImported.java");

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(test);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "incompatible types: org.apache.beam.sdk.transforms.windowing.Window cannot be"
                + " converted to java.lang.annotation.Annotation")
        .inFile(test)
        .onLineContaining("@Window(start");
  }

  @Test
  void beamsTimingImportedMakesJavacStopBeforeTheProcessor() {
    JavaFileObject test =
        JavaFileObjects.forResource("bad/com/example/clash/BeamTimingImported.java");

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(test);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining("incompatible types")
        .inFile(test)
        .onLineContaining("@Pane(Timing.ON_TIME)");
  }

  @Test
  void pipespecsAnnotationsWithTheirPackageWorkBesideBeamsImports() {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(
                JavaFileObjects.forResource("good/com/example/clash/QualifiedWindowTest.java"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("com.example.clash.Pipespec_QualifiedWindowTest")
        .contentsAsUtf8String()
        .contains("Timing.ON_TIME");
  }
}
