package io.pipespec.runtime.run;

import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.values.PCollection;

/**
 * How {@link PipelineScenarioRunner} builds the pipeline of one scenario kind: a transform under
 * test fed by inputs ({@link TransformConstruction}), or a whole job with replaced reads and
 * captured writes ({@link JobConstruction}). Everything after building (capture, run, verify) is
 * the same for both.
 */
interface PipelineConstruction {

  /**
   * The options of the run, before Pipespec sets the runner.
   *
   * @param engineArgs the engine's {@code pipespec.pipelineOptions}
   * @throws IllegalArgumentException when they are not valid, with how to fix them
   */
  PipelineOptions options(List<String> engineArgs);

  /** Builds what runs on {@code pipeline}; returns the collections to capture, by output name. */
  Map<String, PCollection<?>> build(Pipeline pipeline) throws ConstructionFailure;

  /** What the build has to tell besides its outputs, for the scenario's report entries. */
  default Map<String, String> notes() {
    return Map.of();
  }
}
