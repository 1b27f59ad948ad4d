package io.pipespec.processor.validation;

import io.pipespec.grammar.WindowGrammar;
import io.pipespec.processor.model.WindowModel;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.apiguardian.api.API;

/**
 * Turns what {@link WindowGrammar} read, from a {@code @Window} or a window text alike, into the
 * model's window, and each problem into the error tag it is reported with: a time that is not one
 * is {@link ErrorTag#PipespecBadTime}, a window that is not one {@link ErrorTag#PipespecBadWindow}.
 */
@API(status = API.Status.INTERNAL)
public final class WindowReader {

  private WindowReader() {}

  /** The window {@code parsed} stands for; empty after giving each problem to {@code errors}. */
  public static Optional<WindowModel> model(
      WindowGrammar.Parsed parsed, BiConsumer<ErrorTag, WindowGrammar.Problem> errors) {
    if (parsed instanceof WindowGrammar.Interval interval) {
      return Optional.of(
          new WindowModel.Interval(
              interval.startMillis(), interval.endMillis(), interval.source()));
    }
    if (parsed instanceof WindowGrammar.Failed failed) {
      for (WindowGrammar.Problem problem : failed.problems()) {
        errors.accept(
            problem.fault() == WindowGrammar.Fault.TIME
                ? ErrorTag.PipespecBadTime
                : ErrorTag.PipespecBadWindow,
            problem);
      }
      return Optional.empty();
    }
    return Optional.of(new WindowModel.Global());
  }
}
