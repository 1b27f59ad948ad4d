package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import org.apiguardian.api.API;

/**
 * What the annotation processor generates for each {@code @PipelineTest} class, and what the engine
 * runs: the scenarios of the class, each with its inputs, the transform under test and its
 * expectations.
 *
 * <p>Implementations are generated; they are public, final, and have a public constructor without
 * parameters. Their name is given by {@link io.pipespec.grammar.SuiteName#binaryName(Class)}.
 */
@API(status = INTERNAL)
public interface PipespecSuite {

  /** The {@code @PipelineTest} class this suite was generated from. */
  Class<?> testClass();

  /** The scenarios, in declaration order; a class without nested scenarios has exactly one. */
  List<ScenarioSpec> scenarios();
}
