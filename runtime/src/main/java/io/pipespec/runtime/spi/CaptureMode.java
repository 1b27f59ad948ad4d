package io.pipespec.runtime.spi;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/** Where the capture steps of a run keep what they see. */
@API(status = INTERNAL)
public enum CaptureMode {
  /** In memory for the DirectRunner, which runs in the test JVM; in files for any other runner. */
  AUTO,
  /** In the test JVM's memory; only for runners that run the pipeline in the test JVM. */
  MEMORY,
  /**
   * In files through Beam's {@code FileSystems}, under the pipeline's {@code --tempLocation} (or
   * the JVM's temporary directory without one); works when workers run in other processes, as long
   * as they and the test JVM share that location.
   */
  FILES
}
