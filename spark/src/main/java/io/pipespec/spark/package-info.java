/**
 * Pipespec on Apache Spark: Beam's SparkRunner in local mode, for batch scenarios; what the runner
 * cannot honour (timelines and {@code TestStream}) is refused.
 */
package io.pipespec.spark;
