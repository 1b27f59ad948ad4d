/**
 * The scenario model that generated suites build and the engine runs: the sealed {@link
 * io.pipespec.runtime.spec.ScenarioSpec} with its kinds, and the expectations of each scenario.
 * {@code @API(status = INTERNAL)}: used by generated code, not by test classes.
 */
package io.pipespec.runtime.spec;
