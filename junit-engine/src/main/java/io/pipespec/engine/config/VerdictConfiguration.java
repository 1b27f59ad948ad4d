package io.pipespec.engine.config;

import static io.pipespec.engine.PipespecEngineConstants.JUDGE_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.JUDGE_THRESHOLD_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.SAVEPOINTS_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.SHAPES_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.SNAPSHOTS_DIR_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.SNAPSHOTS_PROPERTY_NAME;

import io.pipespec.engine.PipespecEngineConstants;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import io.pipespec.runtime.verdict.onrunner.Judging;
import io.pipespec.runtime.verdict.shape.ShapeExpectation;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.junit.platform.engine.ConfigurationParameters;

/**
 * Reads the settings of what judges a run: where output expectations are judged, and the snapshot,
 * shape and savepoint settings ({@link EngineConfiguration} reads the rest).
 */
final class VerdictConfiguration {

  /**
   * The key Maven Surefire sets (as a system property, which the configuration parameters hold) to
   * the directory of the module under test: relative snapshot directories are resolved against it.
   */
  static final String MODULE_DIRECTORY_KEY = "basedir";

  private static final String SNAPSHOTS_DIR_FORMS =
      "expected a directory path, absolute or relative to the module's directory, such as"
          + " src/test/resources";

  private VerdictConfiguration() {}

  /**
   * Where output expectations are judged, {@value PipespecEngineConstants#JUDGE_PROPERTY_NAME} and
   * {@value PipespecEngineConstants#JUDGE_THRESHOLD_PROPERTY_NAME}.
   */
  static Judging judge(ConfigurationParameters parameters) {
    JudgeMode mode =
        parameters
            .get(JUDGE_PROPERTY_NAME)
            .map(
                value -> {
                  try {
                    return JudgeMode.parse(value);
                  } catch (IllegalArgumentException e) {
                    throw new InvalidConfigurationException(
                        JUDGE_PROPERTY_NAME,
                        value,
                        "expected jvm (judge every output in the test JVM, the default), runner"
                            + " (judge @ExpectContains, @ExpectSnapshot, @ExpectCount,"
                            + " @ExpectSum and @ExpectHash in the pipeline and bring back only"
                            + " the differences or the sum or hash) or auto (judge in"
                            + " the pipeline the outputs it can judge whole, on a cluster or"
                            + " where an expectation expects at least pipespec.judge.threshold"
                            + " elements)");
                  }
                })
            .orElse(JudgeMode.JVM);
    long threshold =
        parameters
            .get(JUDGE_THRESHOLD_PROPERTY_NAME)
            .map(
                value -> {
                  String text = value.trim().replace("_", "");
                  if (text.matches("\\d{1,18}") && Long.parseLong(text) > 0) {
                    return Long.parseLong(text);
                  }
                  throw new InvalidConfigurationException(
                      JUDGE_THRESHOLD_PROPERTY_NAME,
                      value,
                      "expected a positive number of expected elements, such as 100000");
                })
            .orElse(Judging.DEFAULT_THRESHOLD);
    return new Judging(mode, threshold);
  }

  /**
   * The snapshot settings of {@value PipespecEngineConstants#SNAPSHOTS_PROPERTY_NAME}, {@value
   * PipespecEngineConstants#SNAPSHOTS_DIR_PROPERTY_NAME}, {@value
   * PipespecEngineConstants#SHAPES_PROPERTY_NAME} and {@value
   * PipespecEngineConstants#SAVEPOINTS_PROPERTY_NAME}, with defaults for the keys not set.
   */
  /** What {@value PipespecEngineConstants#SAVEPOINTS_PROPERTY_NAME} may be, in its own words. */
  private static final String SAVEPOINTS_FORMS =
      "expected verify (restore the savepoints kept beside the tests, record none), record (record"
          + " the missing ones) or update (record every take-over's savepoint anew)";

  static SnapshotSettings snapshotSettings(ConfigurationParameters parameters) {
    SnapshotMode mode = snapshotMode(parameters, SNAPSHOTS_PROPERTY_NAME, SnapshotMode.FORMS);
    Path directory =
        parameters
            .get(SNAPSHOTS_DIR_PROPERTY_NAME)
            .map(
                value -> {
                  String text = value.trim();
                  if (text.isEmpty()) {
                    throw new InvalidConfigurationException(
                        SNAPSHOTS_DIR_PROPERTY_NAME, value, SNAPSHOTS_DIR_FORMS);
                  }
                  try {
                    return SnapshotSettings.resolve(module(parameters), Path.of(text));
                  } catch (InvalidPathException e) {
                    throw new InvalidConfigurationException(
                        SNAPSHOTS_DIR_PROPERTY_NAME,
                        value,
                        SNAPSHOTS_DIR_FORMS + " (" + e.getMessage() + ")");
                  }
                })
            .orElseGet(() -> module(parameters).resolve(SnapshotSettings.DEFAULT_DIRECTORY));
    SnapshotMode shapes = snapshotMode(parameters, SHAPES_PROPERTY_NAME, ShapeExpectation.MODES);
    SnapshotMode savepoints = snapshotMode(parameters, SAVEPOINTS_PROPERTY_NAME, SAVEPOINTS_FORMS);
    return new SnapshotSettings(mode, directory, shapes, savepoints);
  }

  /** The mode {@code key} sets, {@code verify} when unset; {@code forms} say what it may be. */
  private static SnapshotMode snapshotMode(
      ConfigurationParameters parameters, String key, String forms) {
    return parameters
        .get(key)
        .map(
            value -> {
              try {
                return SnapshotMode.of(value);
              } catch (IllegalArgumentException e) {
                throw new InvalidConfigurationException(key, value, forms);
              }
            })
        .orElse(SnapshotMode.VERIFY);
  }

  /**
   * The directory of the module under test: {@value #MODULE_DIRECTORY_KEY} when the build tool sets
   * it, else the working directory (where Gradle and the console launcher run the tests).
   */
  static Path module(ConfigurationParameters parameters) {
    return parameters
        .get(MODULE_DIRECTORY_KEY)
        .map(String::trim)
        .filter(directory -> !directory.isEmpty())
        .map(Path::of)
        .orElseGet(() -> Path.of("").toAbsolutePath());
  }
}
