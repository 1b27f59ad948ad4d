package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apiguardian.api.API;

/**
 * Whether and how an expectation can be judged on the runner ({@code pipespec.judge=runner}): the
 * pipeline then compares the output with the expected side and brings back only the totals and the
 * differing elements ({@code io.pipespec.runtime.verdict.onrunner.RunnerJudging}).
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

  /**
   * Counts each distinct element of the output against the lines of a snapshot file, which the
   * pipeline reads and parses: the test JVM reads only the file's header.
   *
   * @param path the file's path relative to the snapshots' directory
   * @param type the element type, whose literal reader parses each line
   * @param elementType the element type as the file's header writes it
   */
  record Snapshot(String path, TypeDescriptor<?> type, String elementType) implements OnRunner {
    public Snapshot {
      requireNonNull(path, "path");
      requireNonNull(type, "type");
      requireNonNull(elementType, "elementType");
    }

    /**
     * Why the runner cannot judge it with {@code settings}: a mode that writes files, a missing,
     * unreadable or grouped file, another element type; empty when it can.
     */
    public Optional<String> refusal(SnapshotSettings settings) {
      return MatchesSnapshot.runnerRefusal(settings, this);
    }

    /** How many elements the file's header counts; 0 when it counts none. */
    public long size(SnapshotSettings settings) {
      return MatchesSnapshot.headerCount(settings, this);
    }
  }

  /** Counts the output's elements, of which {@code count} are expected; none one by one. */
  record CountOnly(long count) implements OnRunner {}

  /**
   * Folds every element of the output into one value on the runner, {@code aggregation}'s sum or
   * hash, with its size, its nulls and its first elements; nothing is expected one by one.
   *
   * @param expectedSize how many elements are expected, for {@code pipespec.judge=auto} to weigh
   */
  record Aggregate(Aggregation aggregation, long expectedSize) implements OnRunner {
    public Aggregate {
      requireNonNull(aggregation, "aggregation");
    }
  }

  /** Cannot be judged on the runner, for {@code reason}: "a @Satisfies method runs in the JVM". */
  record Refused(String reason) implements OnRunner {
    public Refused {
      requireNonNull(reason, "reason");
    }
  }
}
