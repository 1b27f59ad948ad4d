package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The result of a function scenario's run on its harness: its main output and the closed harness,
 * which state and timer expectations read, and what each step did when the settings asked for it.
 */
@API(status = INTERNAL)
public final class FunctionResult extends ScenarioResult {

  private final FunctionScenarioSpec scenario;
  private final Optional<StatefulFunctionHarness<?, ?, ?>> harness;
  private final Optional<FunctionTrace> trace;

  /**
   * @param harness the closed harness (see {@link #functionHarness()})
   * @param trace what each step did (see {@link #functionTrace()})
   */
  FunctionResult(
      FunctionScenarioSpec scenario,
      Common common,
      Optional<StatefulFunctionHarness<?, ?, ?>> harness,
      Optional<FunctionTrace> trace) {
    super(common);
    this.scenario = requireNonNull(scenario, "scenario");
    this.harness = requireNonNull(harness, "harness");
    this.trace = requireNonNull(trace, "trace");
  }

  @Override
  public FunctionScenarioSpec spec() {
    return scenario;
  }

  /**
   * The closed harness of the run, when it can be read: empty when a step that did not stop still
   * owns it, or the run ran out of memory and let go of it.
   */
  public Optional<StatefulFunctionHarness<?, ?, ?>> functionHarness() {
    return harness;
  }

  /**
   * What each step of the run did, when the run settings asked for it ({@link
   * RunSettings#functionTrace}); empty otherwise.
   */
  public Optional<FunctionTrace> functionTrace() {
    return trace;
  }

  @Override
  public <R> R match(Cases<R> cases) {
    return cases.function(this);
  }

  @Override
  FunctionResult with(Common common) {
    return new FunctionResult(scenario, common, harness, trace);
  }
}
