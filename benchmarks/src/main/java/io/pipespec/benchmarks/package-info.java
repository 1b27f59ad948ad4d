/**
 * Benchmarks of Pipespec against a bare pipeline and Beam's PAssert, in one JVM. Run them with
 * {@code benchmarks/run}; {@link io.pipespec.benchmarks.Bench} is the entry point.
 */
package io.pipespec.benchmarks;
