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
 * @param failed whether the job failed at the step, as the run flags it ({@link
 *     RestartRun#FAILED}): only then is the step drawn as where it failed
 */
record RestartNote(boolean written, Optional<String> note, boolean failed) {

  /** A scenario that writes no restart step. */
  static final RestartNote NONE = new RestartNote(false, Optional.empty(), false);

  RestartNote {
    requireNonNull(note, "note");
  }

  /** The restart of a scenario that writes a restart step or not, as the run's notes tell it. */
  static RestartNote of(boolean written, Map<String, String> notes) {
    return new RestartNote(
        written,
        Optional.ofNullable(notes.get(RestartRun.NOTE)),
        "true".equals(notes.get(RestartRun.FAILED)));
  }
}
