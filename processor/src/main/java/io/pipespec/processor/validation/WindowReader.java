package io.pipespec.processor.validation;

import io.pipespec.grammar.WindowGrammar;
import io.pipespec.grammar.WindowRef;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.apiguardian.api.API;

/**
 * Turns what {@link WindowGrammar} read, from a {@code @Window} or a window text alike, into the
 * {@link WindowRef} it names, and each problem into the error tag it is reported with: a time that
 * is not one is {@link ErrorTag#PipespecBadTime}, a window that is not one {@link
 * ErrorTag#PipespecBadWindow}.
 */
@API(status = API.Status.INTERNAL)
public final class WindowReader {

  private WindowReader() {}

  /** The window {@code parsed} stands for; empty after giving each problem to {@code errors}. */
  public static Optional<WindowRef> model(
      WindowGrammar.Parsed parsed, BiConsumer<ErrorTag, WindowGrammar.Problem> errors) {
    if (parsed instanceof WindowRef window) {
      return Optional.of(window);
    }
    for (WindowGrammar.Problem problem : ((WindowGrammar.Failed) parsed).problems()) {
      errors.accept(
          problem.fault() == WindowGrammar.Fault.TIME
              ? ErrorTag.PipespecBadTime
              : ErrorTag.PipespecBadWindow,
          problem);
    }
    return Optional.empty();
  }
}
