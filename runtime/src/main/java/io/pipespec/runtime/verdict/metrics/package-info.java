/**
 * Metrics of a run as expectations read them: a {@link
 * io.pipespec.runtime.verdict.metrics.MetricsObservation} taken from a {@code PipelineResult} or
 * from the DoFn harness, and the counter, distribution and gauge expectations judged against it.
 */
@API(status = INTERNAL)
package io.pipespec.runtime.verdict.metrics;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
