package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;

/** Builds the job of a job test on the pipeline of one run, reads and writes included. */
@FunctionalInterface
@API(status = INTERNAL)
public interface JobUnderTest {
  void build(Pipeline pipeline, PipelineOptions options);
}
