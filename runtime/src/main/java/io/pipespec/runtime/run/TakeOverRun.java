package io.pipespec.runtime.run;

import io.pipespec.beam.TransformNodes;
import io.pipespec.runtime.build.ConstructionFailure;
import io.pipespec.runtime.build.PipelineConstruction;
import io.pipespec.runtime.run.RunFailure.Phase;
import io.pipespec.runtime.spi.Savepoints;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.takeover.TakeOverOptions;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import io.pipespec.runtime.usercode.UserCode;
import io.pipespec.runtime.verdict.snapshot.ReviewedFiles;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.jspecify.annotations.Nullable;

/**
 * The part of a take-over scenario before and after its run: the savepoint it restores from, kept
 * beside the test as {@code <TestClass>/<TestClass>.<scenario>.savepoint/}, recorded from the
 * current code when {@code pipespec.savepoints} asks; the run's options set to restore from it; and
 * a failed run's failure with the recorded transforms named.
 */
final class TakeOverRun {

  /** The recorded job's transforms, one full name a line, kept in the savepoint's directory. */
  static final String TRANSFORMS = "pipespec-transforms.txt";

  /** Fresh options for the recording's run: the same as the scenario's, made anew. */
  @FunctionalInterface
  interface FreshOptions {
    PipelineOptions get() throws ScenarioTimeoutException;
  }

  private final ScenarioSpec scenario;
  private final RunSettings settings;
  private final Savepoints savepoints;
  private final Path directory;

  private TakeOverRun(ScenarioSpec scenario, RunSettings settings, Savepoints savepoints) {
    this.scenario = scenario;
    this.settings = settings;
    this.savepoints = savepoints;
    this.directory = directory(scenario, settings);
  }

  /**
   * The directory of {@code scenario}'s savepoint, under its top-level test class as snapshot and
   * shape files are: a {@code @Scenario} class is nested in its test class, and its simple name
   * alone would give two test classes with a scenario of the same name one savepoint.
   */
  static Path directory(ScenarioSpec scenario, RunSettings settings) {
    Class<?> testClass = scenario.declaringClass();
    for (Class<?> outer = testClass.getEnclosingClass();
        outer != null;
        outer = outer.getEnclosingClass()) {
      testClass = outer;
    }
    String simple = testClass.getSimpleName();
    return settings
        .snapshots()
        .directory()
        .resolve(testClass.getPackageName().replace('.', '/'))
        .resolve(simple)
        .resolve(simple + "." + scenario.name() + ".savepoint");
  }

  /**
   * Records the savepoint where the settings ask, then sets {@code options} to restore from it.
   *
   * @return the take-over, for {@link #explain}; or why the scenario cannot run
   */
  static Result prepare(
      ScenarioSpec scenario,
      RunSettings settings,
      Savepoints savepoints,
      PipelineOptions options,
      FreshOptions fresh,
      PipelineConstruction construction) {
    TakeOverRun takeOver = new TakeOverRun(scenario, settings, savepoints);
    SnapshotMode mode = settings.snapshots().savepoints();
    boolean recorded = Files.exists(takeOver.directory);
    if (!recorded && mode == SnapshotMode.VERIFY) {
      return new Result(
          null,
          new RunFailure(
              Phase.SETUP,
              "no savepoint is recorded at "
                  + takeOver.directory
                  + " for the take-over at its \"savepoint\" step. Record it from the version of"
                  + " the job this one takes over from (or from this one, for a first recording)"
                  + " with -Dpipespec.savepoints=record, then review and commit the directory"
                  + " (docs/takeover.md).",
              new IllegalStateException("no savepoint at " + takeOver.directory)));
    }
    if (!recorded || mode == SnapshotMode.UPDATE) {
      try {
        takeOver.record(fresh, construction);
      } catch (ConstructionFailure e) {
        return new Result(null, RunFailure.of(e));
      } catch (ScenarioTimeoutException e) {
        return new Result(null, new RunFailure(Phase.TIMEOUT, "timeout", e));
      } catch (Exception e) {
        return new Result(
            null,
            new RunFailure(
                Phase.SETUP,
                "its first phase could not be recorded as a savepoint at "
                    + takeOver.directory
                    + ":",
                e));
      }
    }
    try {
      savepoints.restoreFrom(options, takeOver.directory);
    } catch (IllegalArgumentException e) {
      return new Result(null, new RunFailure(Phase.SETUP, String.valueOf(e.getMessage()), e));
    }
    return new Result(takeOver, null);
  }

  /** A prepared take-over, or why the scenario cannot run. */
  record Result(@Nullable TakeOverRun takeOver, @Nullable RunFailure failure) {}

  /** Runs the first phase with the current code and keeps its savepoint. */
  private void record(FreshOptions fresh, PipelineConstruction construction) throws Exception {
    PipelineOptions options = fresh.get();
    Path work = Files.createTempDirectory("pipespec-savepoint-");
    try {
      Path marker = work.resolve("first-phase-emitted");
      Path taken = work.resolve("savepoint");
      options.as(TakeOverOptions.class).setPipespecTakeOverMarker(marker.toString());
      ScenarioPipeline pipeline = new ScenarioPipeline(options, scenario.noun());
      UserCode.call(
          scenario.name(), "was not built", settings.timeout(), () -> construction.build(pipeline));
      pipeline.built();
      List<String> transforms = new ArrayList<>();
      TransformNodes.forEach(pipeline, node -> transforms.add(node.getFullName()));
      savepoints.record(pipeline, marker, taken, settings.timeout());
      Files.writeString(taken.resolve(TRANSFORMS), String.join("\n", transforms) + "\n");
      delete(directory);
      Files.createDirectories(directory.getParent());
      copy(taken, directory);
      ReviewedFiles.note(
          "recorded the savepoint of scenario '"
              + scenario.name()
              + "' ("
              + savepoints.format()
              + ") at "
              + directory
              + ": review and commit it");
    } finally {
      delete(work);
    }
  }

  /**
   * Why the built {@code pipeline} must not run: restored, it would drop state of the savepoint
   * without failing. Empty when it may run.
   */
  Optional<RunFailure> dropsState(Pipeline pipeline) {
    return savepoints
        .dropsState(pipeline.getOptions(), directory, recorded(), transforms(pipeline))
        .map(
            reason ->
                new RunFailure(Phase.START, reason, new IllegalStateException("state dropped")));
  }

  /**
   * {@code failure} of the restored run of {@code pipeline}, with the recorded transforms it
   * concerns named.
   */
  RunFailure explain(RunFailure failure, Pipeline pipeline) {
    Throwable explained =
        savepoints.explain(failure.cause(), directory, recorded(), transforms(pipeline));
    return explained == failure.cause()
        ? failure
        : new RunFailure(failure.phase(), failure.explanation(), explained);
  }

  private static List<String> transforms(Pipeline pipeline) {
    List<String> names = new ArrayList<>();
    TransformNodes.forEach(pipeline, node -> names.add(node.getFullName()));
    return names;
  }

  /** The recorded job's transforms, kept with the savepoint; none where the file is missing. */
  private List<String> recorded() {
    try {
      Path file = directory.resolve(TRANSFORMS);
      return Files.exists(file)
          ? Files.readAllLines(file).stream().filter(line -> !line.isBlank()).toList()
          : List.of();
    } catch (IOException e) {
      return List.of();
    }
  }

  private static void copy(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        Path target = to.resolve(from.relativize(file).toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(target);
        } else {
          Files.copy(file, target);
        }
      }
    }
  }

  private static void delete(Path path) {
    if (!Files.exists(path)) {
      return;
    }
    try (Stream<Path> files = Files.walk(path)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Pipespec could not delete " + path, e);
    }
  }
}
