package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ScopeModel;
import io.pipespec.processor.model.WindowModel;
import org.apiguardian.api.API;

/**
 * Writes windows and scopes, each interval with the window as the user wrote it beside its epoch
 * milliseconds.
 */
@API(status = API.Status.INTERNAL)
public final class WindowWriter {

  private static final ClassName SCOPES = ClassName.get(PipespecNames.SCOPE_PACKAGE, "Scopes");
  private static final ClassName WINDOW_REF =
      ClassName.get(PipespecNames.SCOPE_PACKAGE, "WindowRef");
  private static final ClassName TIMING = ClassName.bestGuess(PipespecNames.TIMING);
  private static final ClassName INTERVAL_WINDOW =
      ClassName.get("org.apache.beam.sdk.transforms.windowing", "IntervalWindow");
  private static final ClassName INSTANT = ClassName.get("org.joda.time", "Instant");

  private WindowWriter() {}

  /** A pipeline expectation's {@code Scopes.of(window, timing, index)}. */
  public static CodeBlock scope(ScopeModel scope) {
    return CodeBlock.of(
        "$T.of($L, $T.$N, $L)",
        SCOPES,
        windowRef(scope.window()),
        TIMING,
        scope.timing(),
        scope.index());
  }

  private static CodeBlock windowRef(WindowModel window) {
    if (window instanceof WindowModel.Interval interval) {
      return CodeBlock.of(
          "$T.interval($LL, $L)",
          WINDOW_REF,
          interval.startMillis(),
          SourceComments.beside(CodeBlock.of("$LL", interval.endMillis()), interval.source()));
    }
    return window instanceof WindowModel.Global
        ? CodeBlock.of("$T.global()", WINDOW_REF)
        : CodeBlock.of("$T.any()", WINDOW_REF);
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
              INTERVAL_WINDOW,
              INSTANT,
              interval.startMillis(),
              INSTANT,
              interval.endMillis()),
          interval.source());
    }
    return CodeBlock.of("null");
  }
}
