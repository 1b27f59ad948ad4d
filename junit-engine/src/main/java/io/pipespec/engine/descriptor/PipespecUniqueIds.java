package io.pipespec.engine.descriptor;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
import org.junit.platform.engine.UniqueId;

/**
 * The one place that knows the segment types of Pipespec unique ids. An id is stable across runs
 * and builds as long as the class, scenario and method keep their names:
 *
 * <pre>
 * [engine:pipespec]/[class:com.example.WordCountTest]/[scenario:TwoLines]/[expectation:counts]
 * </pre>
 *
 * <p>A scenario that runs on several runners has a runner segment between scenario and expectation:
 * {@code .../[scenario:TwoLines]/[runner:FlinkRunner]/[expectation:counts]}.
 *
 * <p>A test class without nested scenarios still has its scenario segment, named after the class. A
 * test class that cannot run has one test, {@code [unrunnable:class]}, which fails with the reason.
 */
@API(status = INTERNAL)
public final class PipespecUniqueIds {

  /** A {@code @PipelineTest} or {@code @FunctionTest} class, by its binary name. */
  public static final String CLASS_SEGMENT_TYPE = "class";

  /** A scenario, by its name. */
  public static final String SCENARIO_SEGMENT_TYPE = "scenario";

  /**
   * A runner of a scenario that runs on several, by the runner's simple class name; a scenario on
   * one runner has no runner segment, so its ids are those of a build without runners.
   */
  public static final String RUNNER_SEGMENT_TYPE = "runner";

  /** An expectation, by its method name; the processor forbids overloads. */
  public static final String EXPECTATION_SEGMENT_TYPE = "expectation";

  /** The one test of a test class that cannot run. */
  public static final String UNRUNNABLE_SEGMENT_TYPE = "unrunnable";

  private PipespecUniqueIds() {}

  public static UniqueId forClass(UniqueId engineId, String className) {
    return engineId.append(CLASS_SEGMENT_TYPE, className);
  }

  public static UniqueId forScenario(UniqueId classId, String scenarioName) {
    return classId.append(SCENARIO_SEGMENT_TYPE, scenarioName);
  }

  public static UniqueId forRunner(UniqueId scenarioId, String runner) {
    return scenarioId.append(RUNNER_SEGMENT_TYPE, runner);
  }

  public static UniqueId forUnrunnableClass(UniqueId classId) {
    return classId.append(UNRUNNABLE_SEGMENT_TYPE, "class");
  }

  public static UniqueId forExpectation(UniqueId scenarioId, String methodName) {
    return scenarioId.append(EXPECTATION_SEGMENT_TYPE, methodName);
  }
}
