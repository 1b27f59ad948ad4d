package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.FunctionCheck;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.model.TimerModel;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * An expectation on the function's timers after the scenario: those still set ({@link
 * ExpectPendingTimersKind}) or those that fired ({@link ExpectFiredTimersKind}), each written
 * {@code "timerId key @ time"}.
 */
@API(status = API.Status.INTERNAL)
public abstract class TimersKind extends FunctionKind<TimersKind.Check> {

  /**
   * The timers, in the order written, judged by the {@code FunctionExpectations} factory {@code
   * factory}.
   */
  public record Check(String factory, List<TimerModel> timers) implements FunctionCheck {
    public Check {
      timers = List.copyOf(timers);
    }

    @Override
    public RuntimeCall expectation() {
      return RuntimeCall.of(
          RuntimeCall.RuntimeClass.FUNCTION_EXPECTATIONS, factory, new CallArgument.Timers(timers));
    }
  }

  private final String factory;

  /**
   * @param factory the {@code FunctionExpectations} factory that judges the timers
   */
  TimersKind(String annotation, String factory) {
    super(annotation);
    this.factory = factory;
  }

  @Override
  final Optional<Check> validate(ExpectationSite site, DoFnFacts function) {
    return FunctionLiterals.timers(site, function).map(timers -> new Check(factory, timers));
  }
}
