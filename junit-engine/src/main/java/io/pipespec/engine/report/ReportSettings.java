package io.pipespec.engine.report;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.nio.file.Path;
import org.apiguardian.api.API;

/**
 * Where and for which scenarios timeline pages are written.
 *
 * @param mode which scenarios get a page
 * @param directory the directory of the pages and the index, absolute
 */
@API(status = INTERNAL)
public record ReportSettings(ReportMode mode, Path directory) {

  /** The directory used when none is configured, relative to the working directory. */
  public static final String DEFAULT_DIRECTORY = "target/pipespec-reports";

  public ReportSettings {
    requireNonNull(mode, "mode");
    directory = requireNonNull(directory, "directory").toAbsolutePath().normalize();
  }

  /** Pages for failures, under {@value #DEFAULT_DIRECTORY}. */
  public static ReportSettings defaults() {
    return new ReportSettings(ReportMode.FAILURES, Path.of(DEFAULT_DIRECTORY));
  }
}
