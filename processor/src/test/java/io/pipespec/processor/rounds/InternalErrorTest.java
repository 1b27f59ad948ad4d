package io.pipespec.processor.rounds;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.expectation.ExpectationKind;
import io.pipespec.processor.expectation.ExpectationKinds;
import io.pipespec.processor.expectation.ExpectationSite;
import io.pipespec.processor.expectation.Judged;
import io.pipespec.processor.model.CheckModel;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.model.TargetModel;
import io.pipespec.processor.validation.TestKind;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A bug in the processor is reported on the test class it was processing, with the stack trace,
 * instead of crashing javac. The bug is planted through the package-private constructor that takes
 * the expectation kinds, which javac never calls.
 */
class InternalErrorTest {

  /** An expectation kind with a bug: it throws where it should validate. */
  private static final class BrokenKind extends ExpectationKind<BrokenKind.Check> {

    record Check() implements CheckModel {
      @Override
      public TargetModel target() {
        throw new AssertionError("never asked: validation failed");
      }

      @Override
      public RuntimeCall expectation() {
        throw new AssertionError("never written: validation failed");
      }
    }

    BrokenKind() {
      super("io.pipespec.ExpectContains", Set.of(TestKind.PIPELINE));
    }

    @Override
    public Optional<Check> validate(ExpectationSite site, Judged judged) {
      throw new IllegalStateException("a bug in an expectation kind");
    }
  }

  @Test
  void anExceptionInTheProcessorIsAnErrorOnTheTestClass() {
    JavaFileObject file = JavaFileObjects.forResource("good/com/example/SingleTest.java");

    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor(new ExpectationKinds(List.of(new BrokenKind()))))
            .compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecInternalError] the Pipespec processor failed on com.example.SingleTest."
                + " This is a bug in Pipespec; please report it with this stack trace:")
        .inFile(file)
        .onLineContaining("class SingleTest");
    Diagnostic<? extends JavaFileObject> error = compilation.errors().get(0);
    assertThat(error.getMessage(null))
        .contains("java.lang.IllegalStateException: a bug in an expectation kind");
    assertThat(error.getMessage(null))
        .contains("at io.pipespec.processor.rounds.InternalErrorTest");
  }
}
