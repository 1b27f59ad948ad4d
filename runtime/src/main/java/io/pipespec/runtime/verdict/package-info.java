/**
 * The verdict room: everything that judges a captured output or a harness, kept apart from running.
 * {@code verdict.literal} reads and writes values in the literal syntax; {@code verdict.scope}
 * selects the windows and panes an expectation judges; {@code verdict.expect} holds the judges and
 * their failure messages; {@code verdict.snapshot} and {@code verdict.shape} the reviewed files of
 * snapshots and job shapes; {@code verdict.metrics} the metric expectations; {@code
 * verdict.onrunner} judging inside the pipeline (a comparison step in place of the capture). No
 * package of this room depends on the scenario model, the build or the run. {@code @API(status =
 * INTERNAL)}.
 */
package io.pipespec.runtime.verdict;
