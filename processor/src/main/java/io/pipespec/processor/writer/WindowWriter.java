package io.pipespec.processor.writer;

import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.model.ScopeModel;
import io.pipespec.processor.model.WindowModel;
import org.apiguardian.api.API;

/**
 * Writes windows and scopes, each interval with the window as the user wrote it beside its epoch
 * milliseconds.
 */
@API(status = API.Status.INTERNAL)
public final class WindowWriter {

  private WindowWriter() {}

  /** A pipeline expectation's {@code Scopes.of(window, timing, index)}. */
  public static CodeBlock scope(ScopeModel scope) {
    return CodeBlock.of(
        "$T.of($L, $T.$N, $L)",
        TypeNames.SCOPES,
        windowRef(scope.window()),
        TypeNames.TIMING,
        scope.timing(),
        scope.index());
  }

  private static CodeBlock windowRef(WindowModel window) {
    if (window instanceof WindowModel.Interval interval) {
      return CodeBlock.of(
          "$T.interval($LL, $L)",
          TypeNames.WINDOW_REF,
          interval.startMillis(),
          SourceComments.beside(CodeBlock.of("$LL", interval.endMillis()), interval.source()));
    }
    return window instanceof WindowModel.Global
        ? CodeBlock.of("$T.global()", TypeNames.WINDOW_REF)
        : CodeBlock.of("$T.any()", TypeNames.WINDOW_REF);
  }

  /**
   * Beam's window object for a function expectation: an {@code IntervalWindow}, or {@code null} for
   * the global window.
   */
  public static CodeBlock boundedWindow(WindowModel window) {
    if (window instanceof WindowModel.Interval interval) {
      return SourceComments.beside(
          CodeBlock.of(
              "new $T($T.ofEpochMilli($LL), $T.ofEpochMilli($LL))",
              TypeNames.INTERVAL_WINDOW,
              TypeNames.JODA_INSTANT,
              interval.startMillis(),
              TypeNames.JODA_INSTANT,
              interval.endMillis()),
          interval.source());
    }
    return CodeBlock.of("null");
  }
}
