/**
 * Validation of job tests: a {@code @PipelineTest} whose {@code @UnderTest} method builds a whole
 * job on a {@code Pipeline}. {@link io.pipespec.processor.validation.job.JobTestValidator} runs the
 * shared steps of every test class; {@code JobMethodValidator} checks the method, {@code
 * JobInputsValidator} the reads replaced, {@code JobOutputsValidator} the writes captured and the
 * options, and {@code JobOnlyValidator} refuses these declarations in transform tests.
 */
@API(status = INTERNAL)
package io.pipespec.processor.validation.job;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
