package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.runtime.spec.SuiteNames;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The processor names suites exactly as the runtime looks them up. */
class SuiteNameTest {

  static class Outer {
    static class Inner {
      static class Deepest {}
    }
  }

  @Test
  void processorAndRuntimeAgreeOnSuiteNames() {
    Map<String, Class<?>> classes =
        Map.of(
            "io.pipespec.processor.SuiteNameTest", SuiteNameTest.class,
            "io.pipespec.processor.SuiteNameTest.Outer", Outer.class,
            "io.pipespec.processor.SuiteNameTest.Outer.Inner.Deepest", Outer.Inner.Deepest.class);
    for (Map.Entry<String, Class<?>> entry : classes.entrySet()) {
      NameProbe probe = new NameProbe(entry.getKey());
      Compilation compilation =
          javac()
              .withProcessors(probe)
              .compile(JavaFileObjects.forSourceString("Empty", "class Empty {}"));
      assertThat(compilation).succeeded();
      assertThat(probe.suiteName).isEqualTo(SuiteNames.suiteClassName(entry.getValue()));
    }
  }
}
