/**
 * A scenario's run, of any kind, once, within its timeout, from building its pipeline to judging
 * its expectations: {@link io.pipespec.runtime.run.ScenarioRunner} runs a pipeline scenario on a
 * Beam runner (built by a {@link io.pipespec.runtime.build.PipelineConstruction}, with a capture
 * point on each output) or a function scenario on its harness, each on threads of its own, into one
 * {@link io.pipespec.runtime.run.ScenarioResult}, whose {@code verify} is the one verify path for
 * every expectation ({@code Verification}, judged into a {@link
 * io.pipespec.runtime.run.Judgement}); {@link io.pipespec.runtime.run.RunnerComparison} compares
 * the results of one scenario on several runners. The runners themselves are in {@code
 * io.pipespec.runtime.runner}, the user's code as a run calls it in {@code
 * io.pipespec.runtime.usercode}. {@code @API(status = INTERNAL)}: used by the engine.
 */
package io.pipespec.runtime.run;
