package io.pipespec.engine.logging;

import java.io.PrintStream;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;

/**
 * Prints warnings and errors, one line each ({@code WARN [logger] message}) with the stack trace of
 * a throwable below it; drops the rest. The stream is looked up for every message, so that a build
 * tool that redirects standard error after the logger was made still gets the output.
 */
final class StandardErrorLogger extends LegacyAbstractLogger {

  private static final long serialVersionUID = 1L;

  private final transient Supplier<PrintStream> stream;

  StandardErrorLogger(String name, Supplier<PrintStream> stream) {
    this.name = name;
    this.stream = stream;
  }

  @Override
  public boolean isTraceEnabled() {
    return false;
  }

  @Override
  public boolean isDebugEnabled() {
    return false;
  }

  @Override
  public boolean isInfoEnabled() {
    return false;
  }

  @Override
  public boolean isWarnEnabled() {
    return true;
  }

  @Override
  public boolean isErrorEnabled() {
    return true;
  }

  @Override
  protected @Nullable String getFullyQualifiedCallerName() {
    return null;
  }

  @Override
  protected void handleNormalizedLoggingCall(
      Level level, Marker marker, String pattern, Object[] arguments, Throwable throwable) {
    String message = MessageFormatter.basicArrayFormat(pattern, arguments);
    PrintStream out = stream.get();
    synchronized (out) {
      out.println(level + " [" + name + "] " + message);
      if (throwable != null) {
        throwable.printStackTrace(out);
      }
    }
  }
}
