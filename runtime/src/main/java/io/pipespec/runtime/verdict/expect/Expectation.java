package io.pipespec.runtime.verdict.expect;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What an expectation method expects of the elements in its scope. Implementations are made by
 * {@link Expectations} from generated code.
 */
@API(status = INTERNAL)
public interface Expectation {

  /** A short description for display names and messages, such as "contains 3 elements". */
  String describe();

  /**
   * Judges the observation; returns normally when it holds and throws an {@link AssertionError} (an
   * opentest4j {@code AssertionFailedError} with expected and actual where there are such) when it
   * does not.
   */
  void verify(Observation observation);

  /**
   * The outputs other than the judged one that this expectation reads (the right side of
   * {@code @ExpectDiff}), so that a failure shows their window history too; none by default.
   */
  default List<String> otherOutputs() {
    return List.of();
  }

  /**
   * The snapshot file this expectation reads ({@code @ExpectSnapshot}), relative to the snapshots'
   * directory and {@code '/'}-separated; empty for every other expectation. The engine reads it to
   * find the files that no expectation uses.
   */
  default Optional<String> snapshotFile() {
    return Optional.empty();
  }

  /**
   * Whether this expectation can be judged on the runner, and how; by default it cannot, since it
   * reads the elements themselves in the test JVM.
   */
  default OnRunner onRunner() {
    return new OnRunner.Refused(
        "it reads the elements themselves in the test JVM; on the runner Pipespec judges"
            + " @ExpectContains, @ExpectSnapshot, @ExpectCount, @ExpectSum and"
            + " @ExpectHash");
  }

  /**
   * The {@code @Where} filters this expectation applies to the elements in its scope before it
   * judges them, outermost first: applied in the pipeline when it is judged on the runner.
   */
  default List<ElementPredicate<?>> filters() {
    return List.of();
  }
}
