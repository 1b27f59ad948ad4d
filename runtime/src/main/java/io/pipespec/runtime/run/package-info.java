/**
 * Running a scenario of any kind once, within its timeout, and judging its expectations: {@link
 * io.pipespec.runtime.run.ScenarioRunner} runs a pipeline scenario on a Beam runner or a function
 * scenario on its harness, each on threads of its own, into one {@link
 * io.pipespec.runtime.run.ScenarioResult}, whose {@code verify} is the one verify path for every
 * expectation. {@code @API(status = INTERNAL)}: used by the engine.
 */
package io.pipespec.runtime.run;
