package io.pipespec.runtime.run;

import io.pipespec.runtime.capture.CaptureStore;
import io.pipespec.runtime.capture.FileCaptureStore;
import io.pipespec.runtime.capture.MemoryCaptureStore;
import io.pipespec.runtime.spi.CaptureMode;
import io.pipespec.runtime.spi.RunnerSupport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.options.PipelineOptions;

/** Makes the capture store of one pipeline run, as its {@link CaptureMode} says. */
final class CaptureStores {

  private CaptureStores() {}

  /**
   * A store for a run on {@code runner} with {@code options}: in memory for {@link
   * CaptureMode#MEMORY} (and {@link CaptureMode#AUTO} on a runner whose {@link RunnerSupport} keeps
   * it in memory, the DirectRunner), else in files under the run's {@code --tempLocation}, or a new
   * temporary directory without one; reading every attempt of a task with {@code everyAttempt} (a
   * restart scenario), not its latest only.
   *
   * <p>The file store resolves that location through Beam's {@link FileSystems}, whose registry is
   * global to the JVM. It is registered here only when nothing registered it yet ({@link
   * FileSystems#registerFileSystemsOnce}), never replaced per run: the registry holds every file
   * system on the class path whatever options registered it, so runs in parallel with other options
   * still find their location's scheme. (Beam itself registers again with the run's options when a
   * pipeline is run.)
   */
  static CaptureStore create(
      CaptureMode mode, RunnerSupport runner, PipelineOptions options, boolean everyAttempt) {
    CaptureMode effective = mode;
    if (effective == CaptureMode.AUTO) {
      effective =
          runner.captureMode() == CaptureMode.MEMORY ? CaptureMode.MEMORY : CaptureMode.FILES;
    }
    if (effective == CaptureMode.MEMORY) {
      return MemoryCaptureStore.create();
    }
    String base = options.getTempLocation();
    if (base == null || base.isEmpty()) {
      base = temporaryDirectory();
    }
    FileSystems.registerFileSystemsOnce(options);
    return FileCaptureStore.create(base, everyAttempt);
  }

  /** A new directory of the JVM's temporary files, for a run with no {@code --tempLocation}. */
  private static String temporaryDirectory() {
    try {
      Path directory = Files.createTempDirectory("pipespec-capture");
      directory.toFile().deleteOnExit();
      return directory.toString();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot create a directory for the capture files", e);
    }
  }
}
