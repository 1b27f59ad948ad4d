package com.example.matrix;

import java.util.List;
import org.apache.beam.runners.direct.DirectOptions;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.runners.PipelineRunnerRegistrar;

/**
 * A second runner for running the project on several runners without Flink: the DirectRunner
 * without its immutability checks, registered as a runner's artifact registers its runner.
 */
public final class UncheckedDirectRunner extends PipelineRunner<PipelineResult> {

  private final DirectRunner direct;

  private UncheckedDirectRunner(DirectRunner direct) {
    this.direct = direct;
  }

  public static UncheckedDirectRunner fromOptions(PipelineOptions options) {
    options.as(DirectOptions.class).setEnforceImmutability(false);
    return new UncheckedDirectRunner(DirectRunner.fromOptions(options));
  }

  @Override
  public PipelineResult run(Pipeline pipeline) {
    return direct.run(pipeline);
  }

  /** Listed in META-INF/services. */
  public static final class Registrar implements PipelineRunnerRegistrar {
    @Override
    public Iterable<Class<? extends PipelineRunner<?>>> getPipelineRunners() {
      return List.of(UncheckedDirectRunner.class);
    }
  }
}
