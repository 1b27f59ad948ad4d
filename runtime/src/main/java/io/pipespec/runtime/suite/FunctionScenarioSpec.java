package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import org.apiguardian.api.API;

/**
 * A {@code @FunctionTest} scenario: one {@code DoFn} driven through its {@link FunctionTimeline} on
 * a {@code StatefulFunctionHarness} instead of a pipeline. Its main output is captured as a
 * pipeline's outputs are, and its expectations may also read the closed harness: state and timers.
 */
@API(status = INTERNAL)
public final class FunctionScenarioSpec extends ScenarioSpec {

  private final FunctionTimeline<?, ?, ?> timeline;

  private FunctionScenarioSpec(Builder builder) {
    super(builder);
    this.timeline = builder.timeline;
  }

  /** The function under test and the steps that drive it. */
  public FunctionTimeline<?, ?, ?> timeline() {
    return timeline;
  }

  @Override
  public String noun() {
    return "function";
  }

  @Override
  public boolean runsOnARunner() {
    return false;
  }

  /** None: a timeline drives the function on its harness. */
  @Override
  public List<ScenarioInput> inputs() {
    return List.of();
  }

  @Override
  public List<String> functionSteps() {
    return timeline.steps().stream().map(step -> step.source()).toList();
  }

  @Override
  public List<TimeMark> functionTimeMarks() {
    return timeline.timeMarks();
  }

  @Override
  public <R> R match(Cases<R> cases) {
    return cases.function(this);
  }

  /** Builds a function scenario; start with {@link ScenarioSpec#builder}. */
  public static final class Builder extends KindBuilder<FunctionScenarioSpec, Builder> {
    private final FunctionTimeline<?, ?, ?> timeline;

    Builder(String name, Class<?> declaringClass, FunctionTimeline<?, ?, ?> timeline) {
      super(name, declaringClass, "a function");
      this.timeline = requireNonNull(timeline, "timeline");
    }

    @Override
    boolean hasHarness() {
      return true;
    }

    @Override
    Builder self() {
      return this;
    }

    @Override
    public FunctionScenarioSpec build() {
      return new FunctionScenarioSpec(this);
    }
  }
}
