package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/** Which value of a metric an expectation reads: Beam's committed or attempted value. */
@API(status = EXPERIMENTAL)
public enum Committed {
  /** The committed value where the runner reports it (the DirectRunner does), else attempted. */
  DEFAULT,
  /** The committed value; refused on a runner that does not report it. */
  COMMITTED,
  /** The attempted value, which counts retried bundles too. */
  ATTEMPTED
}
