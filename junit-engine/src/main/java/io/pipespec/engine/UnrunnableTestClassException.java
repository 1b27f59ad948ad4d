package io.pipespec.engine;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Thrown, as the failure of a test class's one test, when the class cannot run: it has no generated
 * suite, its suite is out of date, or it is nested in another class. The message says what is wrong
 * and how to fix it. Not an assertion failure: no expectation of the class was judged.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class UnrunnableTestClassException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public UnrunnableTestClassException(String message, @Nullable Throwable cause) {
    super(message, cause);
  }
}
