package io.pipespec.runtime.spec;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.expect.Expectation;
import io.pipespec.runtime.scope.Scope;

/**
 * One expectation method: which output it judges, in which scope, and what it expects.
 *
 * <p>The method is identified by its declaring class and its name; the processor rejects overloaded
 * expectation methods, so the name is enough to find it again.
 */
public final class ExpectationSpec {

  private final Class<?> declaringClass;
  private final String methodName;
  private final String output;
  private final Scope scope;
  private final Expectation expectation;

  private ExpectationSpec(Builder builder) {
    this.declaringClass = builder.declaringClass;
    this.methodName = builder.methodName;
    this.output = requireNonNull(builder.output, "output");
    this.scope = builder.scope;
    this.expectation = requireNonNull(builder.expectation, "expectation");
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

  /** The name of the output this expectation judges. */
  public String output() {
    return output;
  }

  public Scope scope() {
    return scope;
  }

  public Expectation expectation() {
    return expectation;
  }

  @Override
  public String toString() {
    return methodName + ": " + expectation.describe() + " in output '" + output + "', " + scope;
  }

  public static final class Builder {
    private final Class<?> declaringClass;
    private final String methodName;
    private String output;
    private Scope scope = Scope.everything();
    private Expectation expectation;

    private Builder(Class<?> declaringClass, String methodName) {
      this.declaringClass = requireNonNull(declaringClass, "declaringClass");
      this.methodName = requireNonNull(methodName, "methodName");
    }

    public Builder output(String output) {
      this.output = requireNonNull(output, "output");
      return this;
    }

    public Builder scope(Scope scope) {
      this.scope = requireNonNull(scope, "scope");
      return this;
    }

    public Builder expect(Expectation expectation) {
      this.expectation = requireNonNull(expectation, "expectation");
      return this;
    }

    public ExpectationSpec build() {
      return new ExpectationSpec(this);
    }
  }
}
