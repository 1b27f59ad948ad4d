package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.ScenarioResult;
import java.util.List;

/** Runs members of one scenario's family: each gives a result the expectations are judged on. */
interface MemberRuns {

  /**
   * The result of each of {@code members}, in order; a member whose run failed has a result that
   * fails every expectation with that failure.
   */
  List<ScenarioResult> run(List<Member> members);

  /**
   * How many members share one run of the runner (a pipeline): up to that many, a run costs about
   * what one member alone does, so a caller with fewer members to run may add others it is likely
   * to need next. 1 when every member runs on its own.
   */
  default int batchSize() {
    return 1;
  }
}
