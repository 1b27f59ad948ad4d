package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.verdict.shape.ShapeReading;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The result of a pipeline scenario's run: its outputs and, when an expectation reads it, the shape
 * of the pipeline it built.
 */
@API(status = INTERNAL)
public final class PipelineResult extends ScenarioResult {

  private final PipelineScenarioSpec scenario;
  private final Optional<ShapeReading> shape;

  /**
   * @param shape the shape of the pipeline as it was built (see {@link #shape()})
   */
  PipelineResult(PipelineScenarioSpec scenario, Common common, Optional<ShapeReading> shape) {
    super(common);
    this.scenario = requireNonNull(scenario, "scenario");
    this.shape = requireNonNull(shape, "shape");
  }

  @Override
  public PipelineScenarioSpec spec() {
    return scenario;
  }

  /**
   * The shape of the pipeline as read when it was built, before Pipespec attached its capture steps
   * and the runner replaced anything; what {@code @ExpectShape} judges. Empty when no expectation
   * reads it, or the pipeline was not built.
   */
  public Optional<ShapeReading> shape() {
    return shape;
  }

  @Override
  public <R> R match(Cases<R> cases) {
    return cases.pipeline(this);
  }

  @Override
  PipelineResult with(Common common) {
    return new PipelineResult(scenario, common, shape);
  }
}
