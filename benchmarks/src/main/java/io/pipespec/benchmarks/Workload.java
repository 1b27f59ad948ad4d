package io.pipespec.benchmarks;

/** One timed piece of work: a scenario run, a bare pipeline, a set of PAssert pipelines. */
@FunctionalInterface
interface Workload {
  void run() throws Exception;
}
