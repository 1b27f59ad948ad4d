package io.pipespec.engine.logging;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
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
 *
 * <p>A logger's level can be raised as slf4j-simple's is, by a system property {@code
 * org.slf4j.simpleLogger.log.<logger or a prefix of its name>}, the longest prefix set winning:
 * {@code error} drops its warnings, {@code off} everything. A level below WARN prints what WARN
 * prints. The properties are read for each warning, so one set after the logger was made counts
 * (the Flink module quiets Flink's loggers so when its runner is chosen).
 */
final class StandardErrorLogger extends LegacyAbstractLogger {

  private static final long serialVersionUID = 1L;

  /** The levels slf4j-simple's keys take, lowest first; anything else counts as {@code warn}. */
  private static final List<String> LEVEL_KEY_ORDER =
      List.of("trace", "debug", "info", "warn", "error", "off");

  /** The prefix of slf4j-simple's keys that set one logger's level. */
  static final String LEVEL_KEY = "org.slf4j.simpleLogger.log.";

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
    return LEVEL_KEY_ORDER.indexOf(level()) <= LEVEL_KEY_ORDER.indexOf("warn");
  }

  @Override
  public boolean isErrorEnabled() {
    return !"off".equals(level());
  }

  /** This logger's level as the system properties set it, {@code warn} when none does. */
  private String level() {
    for (String prefix = name; !prefix.isEmpty(); ) {
      String set = System.getProperty(LEVEL_KEY + prefix);
      if (set != null) {
        String level = set.trim().toLowerCase(Locale.ROOT);
        return LEVEL_KEY_ORDER.contains(level) ? level : "warn";
      }
      int dot = prefix.lastIndexOf('.');
      prefix = dot < 0 ? "" : prefix.substring(0, dot);
    }
    return "warn";
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
