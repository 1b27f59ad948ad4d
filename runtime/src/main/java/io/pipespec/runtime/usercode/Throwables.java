package io.pipespec.runtime.usercode;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.util.UserCodeException;
import org.apiguardian.api.API;

/** Finds the user's own exception inside the wrappers that runners and executors put around it. */
@API(status = INTERNAL)
public final class Throwables {

  /** Wrappers of runners that are not on Pipespec's classpath, known by name. */
  private static final Set<String> WRAPPER_NAMES =
      Set.of(
          "org.apache.flink.runtime.client.JobExecutionException",
          // A job submitted to a cluster through its REST endpoint ("Job failed (JobID: ...)").
          "org.apache.flink.client.program.ProgramInvocationException",
          "org.apache.flink.runtime.JobException",
          "org.apache.flink.util.FlinkRuntimeException",
          "org.apache.flink.util.FlinkException",
          "org.apache.flink.runtime.rest.util.RestClientException",
          "org.apache.beam.vendor.guava.v32_1_2_jre.com.google.common.util.concurrent"
              + ".UncheckedExecutionException",
          "com.google.common.util.concurrent.UncheckedExecutionException");

  /** Messages of plain RuntimeExceptions that runners wrap a failed run in. */
  private static final Set<String> RUNNER_WRAPPER_MESSAGES =
      Set.of("Pipeline execution failed", "Fail to get flink job state");

  private Throwables() {}

  public static Throwable unwrap(Throwable thrown) {
    Throwable current = thrown;
    for (int depth = 0; depth < 32 && isWrapper(current); depth++) {
      current = requireNonNull(current.getCause()); // a wrapper has a cause
    }
    return current;
  }

  /** Whether {@code thrown} or one of its causes is the runner's sign of a user code failure. */
  public static boolean isUserCodeFailure(Throwable thrown) {
    for (Throwable t = thrown; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof UserCodeException || t instanceof Pipeline.PipelineExecutionException) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the message of {@code thrown} or of one of its causes contains {@code text}; a chain
   * that points back at itself is read 32 deep at most.
   */
  public static boolean causeSays(Throwable thrown, String text) {
    Throwable t = thrown;
    for (int depth = 0; t != null && depth < 32; depth++, t = t.getCause()) {
      if (String.valueOf(t.getMessage()).contains(text)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isWrapper(Throwable t) {
    Throwable cause = t.getCause();
    if (cause == null || cause == t) {
      return false;
    }
    return t instanceof Pipeline.PipelineExecutionException
        || t instanceof UserCodeException
        || t instanceof InvocationTargetException
        || t instanceof UndeclaredThrowableException
        || t instanceof ExecutionException
        || t instanceof CompletionException
        || WRAPPER_NAMES.contains(t.getClass().getName())
        // new RuntimeException(cause): a wrapper that adds nothing, as DirectRunner makes for
        // checked exceptions, or FlinkRunner's "Pipeline execution failed".
        || (t.getClass() == RuntimeException.class
            && (t.getMessage() == null
                || t.getMessage().equals(cause.toString())
                || RUNNER_WRAPPER_MESSAGES.contains(t.getMessage())));
  }
}
