package io.pipespec.processor.expectation;

import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.model.FunctionCheck;
import io.pipespec.processor.model.TimerModel;
import io.pipespec.processor.writer.ExpectationCalls;
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

  /** The timers, in the order written. */
  public record Check(List<TimerModel> timers) implements FunctionCheck {
    public Check {
      timers = List.copyOf(timers);
    }
  }

  private final String factory;

  /**
   * @param factory the {@code FunctionExpectations} factory that judges the timers
   */
  TimersKind(String annotation, String factory) {
    super(annotation, Check.class);
    this.factory = factory;
  }

  @Override
  final Optional<Check> validate(ExpectationSite site, DoFnFacts function) {
    return FunctionLiterals.timers(site, function).map(Check::new);
  }

  @Override
  public final CodeBlock write(Check check, ExpectationCalls code) {
    return CodeBlock.of(
        "$T.$N($L)", ExpectationCalls.FUNCTION_EXPECTATIONS, factory, code.timers(check.timers()));
  }
}
