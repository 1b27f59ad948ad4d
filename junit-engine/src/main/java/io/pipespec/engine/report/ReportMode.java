package io.pipespec.engine.report;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/** Which scenarios get a timeline page: {@code pipespec.reports}. */
@API(status = INTERNAL)
public enum ReportMode {
  /** Scenarios with at least one failed or refused expectation (the default). */
  FAILURES,
  /** Every scenario that ran. */
  ALL,
  /** None; no index either. */
  NONE
}
