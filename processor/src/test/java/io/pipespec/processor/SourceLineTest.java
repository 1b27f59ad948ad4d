package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Each expectation carries the line of its method, so that a failure's stack trace can start at the
 * test; where the compiler does not tell (a processing environment that is not javac's own), the
 * suite goes without lines and still compiles.
 */
class SourceLineTest {

  private static final JavaFileObject SINGLE =
      JavaFileObjects.forResource("good/com/example/SingleTest.java");

  @Test
  void eachExpectationIsDeclaredAtTheLineOfItsMethodsName() throws IOException {
    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(SINGLE);

    assertThat(compilation).succeededWithoutWarnings();
    String suite = suite(compilation);
    // @ExpectContains is on line 28, "void lengthsAre() {}" on line 29.
    assertThat(suite)
        .contains(
            "ExpectationSpec.of(SingleTest.class, \"lengthsAre\",\n"
                + "        ExpectationSpec.Target.output(\"lengths\", Expectations.containsInAnyOrder("
                + "Arrays.<Integer>asList(1, -2147483648, 7))))\n"
                + "        .declaredAt(\"SingleTest.java\", 29)");
    assertThat(suite).contains(".declaredAt(\"SingleTest.java\", 32)");
  }

  @Test
  void withoutJavacsTreesTheSuiteHasNoLinesAndCompiles() throws IOException {
    Compilation compilation =
        javac().withProcessors(new WrappedEnvironment(new PipespecProcessor())).compile(SINGLE);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(suite(compilation)).doesNotContain("declaredAt");
  }

  private static String suite(Compilation compilation) throws IOException {
    return compilation
        .generatedSourceFile("com.example.Pipespec_SingleTest")
        .orElseThrow()
        .getCharContent(true)
        .toString();
  }

  /**
   * Runs a processor with a processing environment that forwards to javac's, as some build tools
   * and IDEs pass it: javac's tree API does not accept it.
   */
  private static final class WrappedEnvironment extends AbstractProcessor {
    private final AbstractProcessor delegate;

    WrappedEnvironment(AbstractProcessor delegate) {
      this.delegate = delegate;
    }

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
      super.init(environment);
      delegate.init(
          (ProcessingEnvironment)
              Proxy.newProxyInstance(
                  getClass().getClassLoader(),
                  new Class<?>[] {ProcessingEnvironment.class},
                  (proxy, method, arguments) -> {
                    try {
                      return method.invoke(environment, arguments);
                    } catch (InvocationTargetException e) {
                      throw e.getCause();
                    }
                  }));
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return delegate.getSupportedAnnotationTypes();
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return delegate.getSupportedSourceVersion();
    }

    @Override
    // It passes on whatever the wrapped processor answers, which is the processor's to decide.
    @SuppressWarnings("DoNotClaimAnnotations")
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      return delegate.process(annotations, round);
    }
  }
}
