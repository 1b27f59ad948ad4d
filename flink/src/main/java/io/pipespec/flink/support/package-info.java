/**
 * The FlinkRunner's {@link io.pipespec.runtime.spi.RunnerSupport}: one per engine execution, on the
 * cluster its parameters name ({@link io.pipespec.flink.cluster.FlinkClusters}), with the options
 * of {@link io.pipespec.flink.FlinkDefaults}. {@code @API(status = INTERNAL)}.
 */
package io.pipespec.flink.support;
