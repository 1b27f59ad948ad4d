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
}
