package io.pipespec.runtime.usercode;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Tells the user's frames in a stack from those of the JDK, Beam, the runners and Pipespec: a
 * timed-out run names the user's code that did not stop, not the runner's threads.
 */
@API(status = INTERNAL)
public final class UserFrames {

  /** Packages of code that is not the user's. */
  private static final List<String> INFRASTRUCTURE =
      List.of(
          "java.",
          "javax.",
          "jdk.",
          "sun.",
          "com.sun.",
          "org.apache.beam.",
          "org.apache.flink.",
          "org.apache.spark.",
          "scala.",
          "akka.",
          "org.apache.pekko.",
          "io.netty.",
          "org.slf4j.",
          "org.joda.",
          "org.junit.",
          "org.apache.maven.",
          "io.pipespec.runtime.",
          "io.pipespec.function.",
          "io.pipespec.engine.descriptor.",
          "io.pipespec.engine.execution.",
          "io.pipespec.engine.discovery.",
          "io.pipespec.engine.Pipespec",
          "io.pipespec.flink.Flink",
          "io.pipespec.flink.cluster.",
          "io.pipespec.grammar.");

  private UserFrames() {}

  /** The topmost user frame of {@code stack}, or null when it has none. */
  public static @Nullable StackTraceElement first(StackTraceElement[] stack) {
    for (StackTraceElement frame : stack) {
      if (isUser(frame.getClassName())) {
        return frame;
      }
    }
    return null;
  }

  /**
   * The outermost user frame of {@code stack}: the user's method that Pipespec called (an input
   * method, a checker), where {@link #first} is where that call has got to; null when it has none.
   */
  static @Nullable StackTraceElement entry(StackTraceElement[] stack) {
    for (int i = stack.length - 1; i >= 0; i--) {
      if (isUser(stack[i].getClassName())) {
        return stack[i];
      }
    }
    return null;
  }

  /** "com.example.ScoresTest.lines(ScoresTest.java:31)", without the class loader's name. */
  public static String describe(StackTraceElement frame) {
    return frame.getClassName()
        + "."
        + frame.getMethodName()
        + "("
        + (frame.getFileName() == null
            ? "Unknown Source"
            : frame.getFileName() + (frame.getLineNumber() >= 0 ? ":" + frame.getLineNumber() : ""))
        + ")";
  }

  static boolean isUser(String className) {
    for (String prefix : INFRASTRUCTURE) {
      if (className.startsWith(prefix)) {
        return false;
      }
    }
    // Beam's generated invokers are named after the user's DoFn, and so are user frames.
    return !className.startsWith("Pipespec_") && !className.contains(".Pipespec_");
  }
}
