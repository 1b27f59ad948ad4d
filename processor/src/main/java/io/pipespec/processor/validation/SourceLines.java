package io.pipespec.processor.validation;

import io.pipespec.processor.model.SourceLine;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.ExecutableElement;
import org.apiguardian.api.API;

/**
 * The source lines of expectation methods, so that a failure's stack trace can start at the test.
 * Only javac tells a processor where an element is (through its {@code com.sun.source} tree API);
 * under another compiler, or a build tool that wraps javac's processing environment, every line is
 * unknown and the suite is generated without one.
 */
@API(status = API.Status.INTERNAL)
public final class SourceLines {

  /** Finds the line of a method; only {@link JavacSourceLines} touches javac's API. */
  interface Finder {
    Optional<SourceLine> lineOf(ExecutableElement method);
  }

  private static final SourceLines UNKNOWN = new SourceLines(method -> Optional.empty());

  private final Finder finder;

  SourceLines(Finder finder) {
    this.finder = finder;
  }

  /** The lines javac knows in {@code environment}; none under another compiler. */
  public static SourceLines of(ProcessingEnvironment environment) {
    try {
      return new SourceLines(new JavacSourceLines(environment));
    } catch (IllegalArgumentException | LinkageError notJavac) {
      // Trees.instance refuses a processing environment that is not javac's, and without the
      // jdk.compiler module its classes do not even load: the suite then goes without lines.
      return UNKNOWN;
    }
  }

  /** The line of {@code method}'s name in its source file; empty when it cannot be known. */
  public Optional<SourceLine> lineOf(ExecutableElement method) {
    try {
      return finder.lineOf(method);
    } catch (RuntimeException | LinkageError unexpected) {
      // A line is a convenience for stack traces; never fail the suite for want of one.
      return Optional.empty();
    }
  }
}
