package io.pipespec.runtime.spi;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;

/**
 * How a runner that restores state takes part in a take-over scenario ({@code "savepoint"} in a
 * timeline): it records the first phase's savepoint, and restores the current code from it.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public interface Savepoints {

  /**
   * Runs {@code firstPhase} until its timeline source has written {@code marker}, stops it with a
   * savepoint and writes that savepoint to the directory {@code target} (replacing what is there).
   *
   * @throws Exception the run's failure, or why no savepoint could be taken, within {@code timeout}
   */
  void record(Pipeline firstPhase, Path marker, Path target, Duration timeout) throws Exception;

  /**
   * Checks that this runner can read the savepoint in {@code savepoint} and sets {@code options} so
   * that the run restores from it, refusing state that has no transform to go to.
   *
   * @throws IllegalArgumentException when the savepoint cannot be read, with what is wrong and how
   *     to fix it
   */
  void restoreFrom(PipelineOptions options, Path savepoint);

  /**
   * The failure of a run restored from {@code savepoint}, with the transforms it concerns named
   * where the runner names operators: {@code recorded} are the full names of the recorded job's
   * transforms, {@code current} those of the job that was restored. The failure itself where there
   * is nothing to add.
   */
  Throwable explain(Throwable failure, Path savepoint, List<String> recorded, List<String> current);

  /**
   * Why restoring the built job of {@code current} transforms from {@code savepoint} with {@code
   * options} would drop state without failing (a runner told to drop state no transform takes);
   * empty when it would not, or when the runner refuses such a restore itself.
   */
  Optional<String> dropsState(
      PipelineOptions options, Path savepoint, List<String> recorded, List<String> current);

  /** The runner's version whose savepoints this one reads, for messages ("Flink 1.19"). */
  String format();
}
