package io.pipespec.runtime.run;

import io.pipespec.runtime.spi.ScenarioTraits;
import io.pipespec.runtime.takeover.RestartLog;
import io.pipespec.runtime.takeover.RestartOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.beam.sdk.options.PipelineOptions;

/**
 * The part of a run that a {@code "fail and restart"} step adds: a directory where the timeline's
 * source marks its failure and the checkpoint it was restored from, and the note that says so.
 */
public final class RestartRun {

  /** The key of the note that tells the restart, in the report and in every failure. */
  public static final String NOTE = "pipespec.restart";

  /**
   * The key of the flag that the job did fail at the restart step ({@code "true"}; absent when it
   * did not), so that a reader need not parse {@link #NOTE}'s words.
   */
  public static final String FAILED = "pipespec.restart.failed";

  private RestartRun() {}

  /** Gives a run of {@code traits} with {@code options} its restart directory, if it restarts. */
  static void prepare(ScenarioTraits traits, PipelineOptions options) {
    if (!traits.restarts()) {
      return;
    }
    try {
      options
          .as(RestartOptions.class)
          .setPipespecRestartDir(Files.createTempDirectory("pipespec-restart").toString());
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot create a directory for the restart's log", e);
    }
  }

  /** Whether a run with {@code options} restarts: its capture then keeps every attempt. */
  static boolean restarts(PipelineOptions options) {
    return options.as(RestartOptions.class).getPipespecRestartDir() != null;
  }

  /**
   * {@code notes} with what the restart did, read from the run's restart directory, which is then
   * deleted; {@code notes} as they are for a run that does not restart.
   */
  static Map<String, String> noted(PipelineOptions options, Map<String, String> notes) {
    String directory = options.as(RestartOptions.class).getPipespecRestartDir();
    if (directory == null) {
      return notes;
    }
    Path path = Path.of(directory);
    Optional<RestartLog.Told> restart = RestartLog.describe(path);
    delete(path);
    Map<String, String> noted = new LinkedHashMap<>(notes);
    noted.put(
        NOTE,
        restart
            .map(
                told ->
                    told.text()
                        + ": the restored job went on from there with the same watermark, so an"
                        + " element missing here that a run without the failure gives was lost in"
                        + " the restart (held outside Beam's state, such as in a field), not late")
            .orElse("the job never reached its `fail and restart` step"));
    if (restart.filter(RestartLog.Told::failed).isPresent()) {
      noted.put(FAILED, "true");
    }
    return noted;
  }

  private static void delete(Path directory) {
    try (Stream<Path> files = Files.walk(directory)) {
      files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
    } catch (IOException e) {
      // A file left in the temporary directory fails no run.
    }
  }
}
