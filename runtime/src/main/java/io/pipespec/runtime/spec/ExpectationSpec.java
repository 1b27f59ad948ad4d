package io.pipespec.runtime.spec;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.expect.Expectation;
import io.pipespec.runtime.expect.HarnessExpectation;
import io.pipespec.runtime.metrics.MetricExpectation;
import io.pipespec.runtime.scope.Scope;
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

  /** What an expectation reads of its scenario's run. */
  public sealed interface Target {

    /** The elements of one output, in a scope: every expectation of a pipeline scenario. */
    record Output(String output, Scope scope, Expectation expectation) implements Target {
      public Output {
        requireNonNull(output, "output");
        requireNonNull(scope, "scope");
        requireNonNull(expectation, "expectation");
      }
    }

    /** The closed harness of a function scenario: its state, its timers, or a checker of it. */
    record Harness(HarnessExpectation expectation) implements Target {
      public Harness {
        requireNonNull(expectation, "expectation");
      }
    }

    /** The metrics of the run: a counter, distribution or gauge. */
    record Metrics(MetricExpectation expectation) implements Target {
      public Metrics {
        requireNonNull(expectation, "expectation");
      }
    }
  }

  private final Class<?> declaringClass;
  private final String methodName;
  private final Target target;
  private final String sourceFileName;
  private final int sourceLine;

  private ExpectationSpec(Builder builder, Target target) {
    this.declaringClass = builder.declaringClass;
    this.methodName = builder.methodName;
    this.target = target;
    this.sourceFileName = builder.sourceFileName;
    this.sourceLine = builder.sourceLine;
  }

  public static Builder builder(Class<?> declaringClass, String methodName) {
    return new Builder(declaringClass, methodName);
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
    return Optional.ofNullable(sourceFileName);
  }

  /**
   * The line of that file where the method is declared (the line of its name), counted from 1;
   * empty when the processor could not tell.
   */
  public OptionalInt sourceLine() {
    return sourceFileName == null ? OptionalInt.empty() : OptionalInt.of(sourceLine);
  }

  /**
   * The stack frame of the method's declaration, {@code
   * com.acme.TopItemsTest$Ties.duneFirst(TopItemsTest.java:45)}, which every failure of this
   * expectation starts with so that an IDE's click goes to the test; without a known source line
   * the frame names the method with an unknown source and line.
   */
  public StackTraceElement declarationFrame() {
    return new StackTraceElement(
        declaringClass.getName(),
        methodName,
        sourceFileName,
        sourceFileName == null ? -1 : sourceLine);
  }

  /** What the expectation reads: an output in a scope, or a function's harness. */
  public Target target() {
    return target;
  }

  /** The scope of an output expectation; every window and pane for a harness expectation. */
  public Scope scope() {
    return target instanceof Target.Output output ? output.scope() : Scope.everything();
  }

  /** What is expected, for display names and messages: "contains 3 elements". */
  public String describe() {
    if (target instanceof Target.Output output) {
      return output.expectation().describe() + " in output '" + output.output() + "'";
    }
    if (target instanceof Target.Metrics metrics) {
      return metrics.expectation().describe();
    }
    return ((Target.Harness) target).expectation().describe();
  }

  @Override
  public String toString() {
    return methodName + ": " + describe() + ", " + scope();
  }

  /**
   * Builds an expectation: {@code output} and {@code scope} go with an output {@link Expectation};
   * a {@link HarnessExpectation} reads no output.
   */
  public static final class Builder {
    private final Class<?> declaringClass;
    private final String methodName;
    private String output;
    private Scope scope;
    private Expectation expectation;
    private HarnessExpectation harnessExpectation;
    private MetricExpectation metricExpectation;
    private String sourceFileName;
    private int sourceLine;

    private Builder(Class<?> declaringClass, String methodName) {
      this.declaringClass = requireNonNull(declaringClass, "declaringClass");
      this.methodName = requireNonNull(methodName, "methodName");
    }

    /**
     * Where the method is declared: the name of its source file as a stack trace shows it ({@code
     * "TopItemsTest.java"}, no directory) and the line of its name, from 1.
     *
     * @throws IllegalArgumentException for a file name with a directory, or a line below 1
     */
    public Builder declaredAt(String sourceFileName, int line) {
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
      this.sourceFileName = sourceFileName;
      this.sourceLine = line;
      return this;
    }

    /** The name of the output an output expectation judges. */
    public Builder output(String output) {
      this.output = requireNonNull(output, "output");
      return this;
    }

    /** The windows and panes an output expectation judges; every one by default. */
    public Builder scope(Scope scope) {
      this.scope = requireNonNull(scope, "scope");
      return this;
    }

    /** What the elements of the output in scope must satisfy. */
    public Builder expect(Expectation expectation) {
      this.expectation = requireNonNull(expectation, "expectation");
      this.harnessExpectation = null;
      return this;
    }

    /** What the metrics of the run must hold; it reads no output and takes no scope. */
    public Builder expect(MetricExpectation expectation) {
      this.metricExpectation = requireNonNull(expectation, "expectation");
      this.expectation = null;
      this.harnessExpectation = null;
      return this;
    }

    /** What the closed harness of a function scenario must satisfy. */
    public Builder expect(HarnessExpectation expectation) {
      this.harnessExpectation = requireNonNull(expectation, "expectation");
      this.expectation = null;
      return this;
    }

    /**
     * Builds the expectation.
     *
     * @throws IllegalArgumentException for an output expectation without an output, or a harness
     *     expectation with one or with a scope, which generated code never builds
     */
    public ExpectationSpec build() {
      if (metricExpectation != null) {
        if (output != null || scope != null) {
          throw new IllegalArgumentException(
              "The expectation "
                  + methodName
                  + " ("
                  + metricExpectation.describe()
                  + ") reads the run's metrics, not an output: it takes no output and no scope;"
                  + " regenerate the suite (mvn clean test-compile).");
        }
        return new ExpectationSpec(this, new Target.Metrics(metricExpectation));
      }
      if (harnessExpectation != null) {
        if (output != null || scope != null) {
          throw new IllegalArgumentException(
              "The expectation "
                  + methodName
                  + " ("
                  + harnessExpectation.describe()
                  + ") reads the harness, not an output: it takes no output and no scope;"
                  + " regenerate the suite (mvn clean test-compile).");
        }
        return new ExpectationSpec(this, new Target.Harness(harnessExpectation));
      }
      if (expectation == null) {
        throw new IllegalArgumentException(
            "The expectation " + methodName + " expects nothing; call expect(...).");
      }
      if (output == null) {
        throw new IllegalArgumentException(
            "The expectation "
                + methodName
                + " ("
                + expectation.describe()
                + ") names no output; call output(name).");
      }
      return new ExpectationSpec(
          this, new Target.Output(output, scope == null ? Scope.everything() : scope, expectation));
    }
  }
}
