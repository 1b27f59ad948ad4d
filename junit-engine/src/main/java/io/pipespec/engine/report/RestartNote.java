package io.pipespec.engine.report;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.run.RestartRun;
import java.util.Map;
import java.util.Optional;

/**
 * What a scenario's {@code "fail and restart"} (or {@code "kill the TaskManager and restart"}) step
 * did, for its page: the line near the top and the step's mark in the timeline's lane.
 *
 * @param written whether the scenario's timeline writes a restart step
 * @param note the run's note on the restart ({@link RestartRun#NOTE}); empty when the run never
 *     came to note it (it was refused, or failed before it ran)
 */
record RestartNote(boolean written, Optional<String> note) {

  /** A scenario that writes no restart step. */
  static final RestartNote NONE = new RestartNote(false, Optional.empty());

  /**
   * How the runtime's note begins when the job did fail at the step ({@code RestartLog.describe}):
   * the other notes say the step was never reached or the log could not be read.
   */
  private static final String FAILED = "the job failed at step";

  RestartNote {
    requireNonNull(note, "note");
  }

  /** The restart of a scenario that writes a restart step or not, as the run's notes tell it. */
  static RestartNote of(boolean written, Map<String, String> notes) {
    return new RestartNote(written, Optional.ofNullable(notes.get(RestartRun.NOTE)));
  }

  /** Whether the job failed at the step: only then is the step drawn as where it failed. */
  boolean failed() {
    return note.filter(text -> text.startsWith(FAILED)).isPresent();
  }
}
