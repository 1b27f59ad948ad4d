/**
 * Building a job scenario's pipeline: {@link io.pipespec.runtime.job.JobConstruction} builds the
 * user's job with its options ({@code JobOptions}, {@code JobArguments}, {@code OptionsOverlay}),
 * finds the named reads and writes in its graph ({@code TransformGraph}), replaces each read by its
 * input and each write by a capture ({@code JobOverrides}), and refuses every other read and write
 * that would touch what is outside the test ({@code JobBoundary}, {@code JobRefusal}) unless the
 * scenario lets it run as written ({@link io.pipespec.runtime.job.AsWritten}). What it wired is
 * {@link io.pipespec.runtime.job.JobWiring}, for the job's report page. {@code @API(status =
 * INTERNAL)}.
 */
package io.pipespec.runtime.job;
