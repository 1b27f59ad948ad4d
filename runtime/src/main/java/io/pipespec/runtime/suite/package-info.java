/**
 * What a generated suite calls, and all it calls of the runtime: the scenario model it builds (the
 * sealed {@link io.pipespec.runtime.suite.ScenarioSpec} with its kinds, inputs, timelines and
 * expectations), and the factories of expectations, scopes, predicates, metrics and shapes. A
 * generated suite imports only this package, {@code io.pipespec} and the harness's {@code
 * io.pipespec.function} (as Dagger's generated code calls {@code dagger.internal} only); the rooms
 * of the runtime read the model, and this package reaches the judges of {@code runtime.verdict}
 * through its factories. {@code @API(status = INTERNAL)}: used by generated code, not by test
 * classes.
 */
package io.pipespec.runtime.suite;
