package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.effects.EffectExpectation;
import io.pipespec.runtime.verdict.expect.Expectation;
import io.pipespec.runtime.verdict.expect.HarnessExpectation;
import io.pipespec.runtime.verdict.metrics.MetricExpectation;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.shape.ShapeExpectation;
import java.util.Optional;
import java.util.OptionalInt;
import org.apiguardian.api.API;

/**
 * One expectation method: what it reads of the run (an output in a scope, or the harness of a
 * function scenario) and what it expects.
 *
 * <p>The method is identified by its declaring class and its name; the processor rejects overloaded
 * expectation methods, so the name is enough to find it again. Where the processor knows it (javac
 * tells, other compilers may not), the spec also says where the method is declared: its source file
 * and line ({@link #declarationFrame()}); every failure of the expectation starts its stack trace
 * there, so that an IDE's click on the top frame opens the test.
 */
@API(status = INTERNAL)
public final class ExpectationSpec {

  /**
   * What an expectation reads of its scenario's run, made by {@link #output}, {@link #harness},
   * {@link #metrics}, {@link #shape} or {@link #effects}.
   */
  public sealed interface Target {

    /** The elements of {@code output} in {@code scope}. */
    static Output output(String output, Scope scope, Expectation expectation) {
      return new Output(output, scope, expectation);
    }

    /** The elements of {@code output} in every window and pane. */
    static Output output(String output, Expectation expectation) {
      return new Output(output, Scope.everything(), expectation);
    }

    /** The closed harness of a function scenario. */
    static Harness harness(HarnessExpectation expectation) {
      return new Harness(expectation);
    }

    /** The metrics of the run; no output, no scope. */
    static Metrics metrics(MetricExpectation expectation) {
      return new Metrics(expectation);
    }

    /** The shape of the scenario's pipeline, as it was built; no output, no scope. */
    static Shape shape(ShapeExpectation expectation) {
      return new Shape(expectation);
    }

    /** The effects the run made on a fake external system; no output, no scope. */
    static Effects effects(EffectExpectation expectation) {
      return new Effects(expectation);
    }

    /**
     * Whether it reads the pipeline of a pipeline or job scenario, which a function scenario has
     * not.
     */
    default boolean readsPipeline() {
      return false;
    }

    /**
     * Whether it reads the harness of a function scenario, which no other kind of scenario has;
     * every scenario can judge the other targets.
     */
    default boolean readsHarness() {
      return false;
    }

    /** What is expected, for display names and messages: "contains 3 elements". */
    String describe();

    /** The elements of one output, in a scope. */
    record Output(String output, Scope scope, Expectation expectation) implements Target {
      public Output {
        requireNonNull(output, "output");
        requireNonNull(scope, "scope");
        requireNonNull(expectation, "expectation");
      }

      @Override
      public String describe() {
        return expectation.describe() + " in output '" + output + "'";
      }
    }

    /** The closed harness of a function scenario: its state, its timers, or a checker of it. */
    record Harness(HarnessExpectation expectation) implements Target {
      public Harness {
        requireNonNull(expectation, "expectation");
      }

      @Override
      public boolean readsHarness() {
        return true;
      }

      @Override
      public String describe() {
        return expectation.describe();
      }
    }

    /** The shape of the scenario's pipeline: its transforms, state, timers and coders. */
    record Shape(ShapeExpectation expectation) implements Target {
      public Shape {
        requireNonNull(expectation, "expectation");
      }

      @Override
      public boolean readsPipeline() {
        return true;
      }

      @Override
      public String describe() {
        return expectation.describe();
      }
    }

    /** The effects the run made on a fake external system, outside Beam. */
    record Effects(EffectExpectation expectation) implements Target {
      public Effects {
        requireNonNull(expectation, "expectation");
      }

      @Override
      public String describe() {
        return expectation.describe();
      }
    }

    /** The metrics of the run: a counter, distribution or gauge. */
    record Metrics(MetricExpectation expectation) implements Target {
      public Metrics {
        requireNonNull(expectation, "expectation");
      }

      @Override
      public String describe() {
        return expectation.describe();
      }
    }
  }

  private final Class<?> declaringClass;
  private final String methodName;
  private final Target target;
  private final Optional<String> sourceFileName;
  private final int sourceLine;

  private ExpectationSpec(
      Class<?> declaringClass,
      String methodName,
      Target target,
      Optional<String> sourceFileName,
      int sourceLine) {
    this.declaringClass = requireNonNull(declaringClass, "declaringClass");
    this.methodName = requireNonNull(methodName, "methodName");
    this.target = requireNonNull(target, "target");
    this.sourceFileName = sourceFileName;
    this.sourceLine = sourceLine;
  }

  /**
   * The expectation method {@code methodName} of {@code declaringClass}, which expects what {@code
   * target} says; where it is declared is unknown until {@link #declaredAt} tells.
   */
  public static ExpectationSpec of(Class<?> declaringClass, String methodName, Target target) {
    return new ExpectationSpec(declaringClass, methodName, target, Optional.empty(), -1);
  }

  /**
   * This expectation, declared in the source file {@code sourceFileName} as a stack trace shows it
   * ({@code "TopItemsTest.java"}, no directory) at {@code line}, the line of its name, from 1.
   *
   * @throws IllegalArgumentException for a file name with a directory, or a line below 1
   */
  public ExpectationSpec declaredAt(String sourceFileName, int line) {
    requireNonNull(sourceFileName, "sourceFileName");
    if (sourceFileName.isEmpty()
        || sourceFileName.contains("/")
        || sourceFileName.contains("\\")
        || line < 1) {
      throw new IllegalArgumentException(
          "declaredAt(\""
              + sourceFileName
              + "\", "
              + line
              + ") of "
              + methodName
              + " is not a file name and a line from 1; regenerate the suite (mvn clean"
              + " test-compile).");
    }
    return new ExpectationSpec(
        declaringClass, methodName, target, Optional.of(sourceFileName), line);
  }

  public Class<?> declaringClass() {
    return declaringClass;
  }

  public String methodName() {
    return methodName;
  }

  /**
   * The name of the source file that declares the method, as a stack trace shows it ({@code
   * "TopItemsTest.java"}); empty when the processor could not tell.
   */
  public Optional<String> sourceFileName() {
    return sourceFileName;
  }

  /**
   * The line of that file where the method is declared (the line of its name), counted from 1;
   * empty when the processor could not tell.
   */
  public OptionalInt sourceLine() {
    return sourceFileName.isEmpty() ? OptionalInt.empty() : OptionalInt.of(sourceLine);
  }

  /**
   * The stack frame of the method's declaration, {@code
   * com.acme.TopItemsTest$Ties.duneFirst(TopItemsTest.java:45)}, which every failure of this
   * expectation starts with so that an IDE's click goes to the test; without a known source line
   * the frame names the method with an unknown source and line.
   */
  public StackTraceElement declarationFrame() {
    return new StackTraceElement(
        declaringClass.getName(), methodName, sourceFileName.orElse(null), sourceLine);
  }

  /** What the expectation reads: an output in a scope, a function's harness, or the metrics. */
  public Target target() {
    return target;
  }

  /** The scope of an output expectation; every window and pane for the other targets. */
  public Scope scope() {
    return target instanceof Target.Output output ? output.scope() : Scope.everything();
  }

  /** What is expected, for display names and messages: "contains 3 elements". */
  public String describe() {
    return target.describe();
  }

  @Override
  public String toString() {
    return methodName + ": " + describe() + ", " + scope();
  }
}
