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
 * <p>A test class without nested scenarios still has its scenario segment, named after the class. A
 * test class that cannot run has one test, {@code [unrunnable:class]}, which fails with the reason.
 */
@API(status = INTERNAL)
public final class PipespecUniqueIds {

  /** A {@code @PipelineTest} or {@code @FunctionTest} class, by its binary name. */
  public static final String CLASS_SEGMENT_TYPE = "class";

  /** A scenario, by its name. */
  public static final String SCENARIO_SEGMENT_TYPE = "scenario";

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

  public static UniqueId forUnrunnableClass(UniqueId classId) {
    return classId.append(UNRUNNABLE_SEGMENT_TYPE, "class");
  }

  public static UniqueId forExpectation(UniqueId scenarioId, String methodName) {
    return scenarioId.append(EXPECTATION_SEGMENT_TYPE, methodName);
  }
}
