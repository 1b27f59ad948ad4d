package io.pipespec.runtime.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import java.util.function.Supplier;
import org.apiguardian.api.API;

/**
 * Whether and how an expectation can be judged on the runner ({@code pipespec.judge=runner}): the
 * pipeline then compares the output with the expected side and brings back only the totals and the
 * differing elements ({@code io.pipespec.runtime.onrunner.RunnerJudging}).
 */
@API(status = INTERNAL)
public sealed interface OnRunner {

  /**
   * Counts each distinct element of the output against the expected values, which are read when the
   * pipeline is built (a {@code from} method runs then).
   */
  record Compare(Supplier<List<?>> expected) implements OnRunner {
    public Compare {
      requireNonNull(expected, "expected");
    }
  }

  /** Counts the output's elements; nothing is expected element by element. */
  record CountOnly() implements OnRunner {}

  /** Cannot be judged on the runner, for {@code reason}: "a @Satisfies method runs in the JVM". */
  record Refused(String reason) implements OnRunner {
    public Refused {
      requireNonNull(reason, "reason");
    }
  }
}
