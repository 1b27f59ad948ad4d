/**
 * The Flink clusters Pipespec runs scenarios on, as {@code pipespec.flink.cluster} chooses ({@link
 * io.pipespec.flink.cluster.FlinkClusterSetting}): Beam's embedded mini-cluster, a {@link
 * io.pipespec.flink.cluster.LocalFlinkCluster} of a JobManager and a TaskManager in JVMs of their
 * own, which never outlive the test JVM ({@link io.pipespec.flink.cluster.ParentWatchdog}), or a
 * user's running cluster at {@code host:port}.
 */
package io.pipespec.flink.cluster;
