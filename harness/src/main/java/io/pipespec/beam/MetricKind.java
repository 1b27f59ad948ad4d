package io.pipespec.beam;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/** The kinds of metric a {@code DoFn} declares and an expectation can read. */
@API(status = INTERNAL)
public enum MetricKind {
  COUNTER("counter"),
  DISTRIBUTION("distribution"),
  GAUGE("gauge");

  private final String word;

  MetricKind(String word) {
    this.word = word;
  }

  /** The kind as messages write it. */
  public String word() {
    return word;
  }
}
