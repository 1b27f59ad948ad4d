/**
 * Pipespec on Apache Flink: Beam's FlinkRunner with the options that make event-time tests
 * faithful, and the clusters it runs on (embedded, local, or an existing one).
 */
package io.pipespec.flink;
