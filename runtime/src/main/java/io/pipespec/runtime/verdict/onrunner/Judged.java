package io.pipespec.runtime.verdict.onrunner;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.expect.Expectation;
import io.pipespec.runtime.verdict.scope.Scope;
import org.apiguardian.api.API;

/**
 * An expectation on an output, as judging on the runner needs it: its key among the output's
 * verdicts, its method's name for the steps' names, the output it reads, its scope and its judge.
 * The run makes one of each output expectation of its scenario; judging knows nothing of the model.
 *
 * @param key how the expectation is named among the verdicts of its output ({@link #key})
 */
@API(status = INTERNAL)
public record Judged(
    String key, String methodName, String output, Scope scope, Expectation expectation) {

  public Judged {
    requireNonNull(key, "key");
    requireNonNull(methodName, "methodName");
    requireNonNull(output, "output");
    requireNonNull(scope, "scope");
    requireNonNull(expectation, "expectation");
  }

  /** The key of the expectation method {@code methodName} declared in {@code declaringClass}. */
  public static String key(Class<?> declaringClass, String methodName) {
    return declaringClass.getName() + "#" + methodName;
  }
}
