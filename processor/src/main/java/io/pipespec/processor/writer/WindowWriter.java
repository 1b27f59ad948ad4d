package io.pipespec.processor.writer;

import com.palantir.javapoet.CodeBlock;
import io.pipespec.grammar.WindowRef;
import io.pipespec.processor.model.ScopeModel;
import org.apiguardian.api.API;

/**
 * The only code that writes windows: the scopes of output expectations, whose window is the
 * runtime's {@link WindowRef} with the window as the user wrote it, and the Beam window objects of
 * function expectations, with the window as written in a comment beside its epoch milliseconds.
 */
@API(status = API.Status.INTERNAL)
public final class WindowWriter {

  private WindowWriter() {}

  /** A pipeline expectation's {@code Scopes.of(window, timing, index)}. */
  public static CodeBlock scope(ScopeModel scope) {
    return CodeBlock.of(
        "$T.of($L, $T.$N, $L)",
        TypeNames.SCOPES,
        window(scope.window()),
        TypeNames.TIMING,
        scope.timing(),
        scope.index());
  }

  /**
   * The window a scope names, as the runtime takes it: {@code Scopes.anyWindow()}, {@code
   * Scopes.globalWindow()} or {@code Scopes.window(start, end, "as written")}.
   */
  private static CodeBlock window(WindowRef window) {
    if (window instanceof WindowRef.Interval interval) {
      return CodeBlock.of(
          "$T.window($LL, $LL, $L)",
          TypeNames.SCOPES,
          interval.startMillis(),
          interval.endMillis(),
          StringLiterals.of(interval.source()));
    }
    return CodeBlock.of(
        "$T.$N()",
        TypeNames.SCOPES,
        window instanceof WindowRef.Global ? "globalWindow" : "anyWindow");
  }

  /**
   * Beam's window object for a function expectation: an {@code IntervalWindow}, or {@code null} for
   * the global window.
   */
  public static CodeBlock boundedWindow(WindowRef window) {
    if (window instanceof WindowRef.Interval interval) {
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
