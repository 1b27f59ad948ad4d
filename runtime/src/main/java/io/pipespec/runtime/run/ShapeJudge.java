package io.pipespec.runtime.run;

import io.pipespec.runtime.build.PipelineConstruction.Constructed;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.shape.ShapeExpectation;
import io.pipespec.runtime.verdict.shape.ShapeReader;
import io.pipespec.runtime.verdict.shape.ShapeReading;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.beam.sdk.Pipeline;

/**
 * Reads the shape of a scenario's pipeline once it is built, when an expectation reads it, and
 * judges a shape expectation against it.
 */
final class ShapeJudge {

  private ShapeJudge() {}

  /**
   * The shape of {@code pipeline} as {@code construction} built it, before Pipespec attached its
   * capture steps: without the inputs a pipeline test fed and the inner steps of the reads and
   * writes a job test replaced. Empty when no expectation of {@code scenario} reads it.
   */
  static Optional<ShapeReading> read(
      ScenarioSpec scenario, Pipeline pipeline, Constructed construction) {
    if (scenario.expectations().stream().noneMatch(e -> e.target().readsPipeline())) {
      return Optional.empty();
    }
    Set<String> inputs =
        scenario.match(
            new ScenarioSpec.Cases<Set<String>>() {
              @Override
              public Set<String> pipeline(PipelineScenarioSpec transform) {
                return transform.transformInputs().stream()
                    .map(InputSpec::name)
                    .collect(Collectors.toSet());
              }

              @Override
              public Set<String> job(JobScenarioSpec job) {
                return Set.of(); // its replaced reads are left out below
              }

              @Override
              public Set<String> function(FunctionScenarioSpec function) {
                return Set.of();
              }
            });
    Set<String> replaced = new HashSet<>();
    construction
        .job()
        .ifPresent(
            job -> {
              job.reads().forEach(read -> replaced.add(read.transform()));
              job.writes().forEach(write -> replaced.add(write.transform()));
            });
    return Optional.of(ShapeReading.of(() -> ShapeReader.read(pipeline, inputs, replaced)));
  }

  static void verify(ScenarioResult run, ExpectationSpec spec, ShapeExpectation expectation) {
    Optional<ShapeReading> shape =
        run.match(
            new ScenarioResult.Cases<Optional<ShapeReading>>() {
              @Override
              public Optional<ShapeReading> pipeline(PipelineResult result) {
                return result.shape();
              }

              @Override
              public Optional<ShapeReading> job(JobResult result) {
                return result.shape();
              }

              @Override
              public Optional<ShapeReading> function(FunctionResult result) {
                return Optional.empty();
              }
            });
    expectation.verify(
        shape.orElseThrow(
            () ->
                new IllegalArgumentException(
                    "The expectation "
                        + spec.methodName()
                        + " ("
                        + expectation.describe()
                        + ") reads the shape of a pipeline, but scenario '"
                        + run.scenario()
                        + "' ran a "
                        + run.noun()
                        + " whose shape was not read.")),
        run.snapshots());
  }
}
