package io.pipespec.runtime.spec;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * One scenario: its inputs, the transform under test and its expectations. One pipeline run serves
 * every expectation of the scenario.
 */
public final class ScenarioSpec {

  private final String name;
  private final Class<?> declaringClass;
  private final List<InputSpec<?>> inputs;
  private final TransformUnderTest transform;
  private final List<ExpectationSpec> expectations;
  private final FunctionScenarioSpec<?, ?, ?> function;

  private ScenarioSpec(Builder builder) {
    this.name = builder.name;
    this.declaringClass = builder.declaringClass;
    this.inputs = Collections.unmodifiableList(new ArrayList<>(builder.inputs));
    this.function = builder.function;
    // A function scenario drives a harness instead of a pipeline: it has no transform.
    this.transform =
        function == null ? requireNonNull(builder.transform, "transform") : builder.transform;
    this.expectations = Collections.unmodifiableList(new ArrayList<>(builder.expectations));
  }

  /**
   * @param name the scenario's name: the simple name of its {@code @Scenario} class, or of the test
   *     class when it is its own single scenario
   * @param declaringClass the class that declares the scenario's expectations
   */
  public static Builder builder(String name, Class<?> declaringClass) {
    return new Builder(name, declaringClass);
  }

  public String name() {
    return name;
  }

  public Class<?> declaringClass() {
    return declaringClass;
  }

  public List<InputSpec<?>> inputs() {
    return inputs;
  }

  /** The transform under test; null for a {@link #function() function} scenario. */
  public TransformUnderTest transform() {
    return transform;
  }

  public List<ExpectationSpec> expectations() {
    return expectations;
  }

  /**
   * The function and timeline of a {@code @FunctionTest} scenario, which runs on a function harness
   * instead of a pipeline; empty for a pipeline scenario.
   */
  public Optional<FunctionScenarioSpec<?, ?, ?>> function() {
    return Optional.ofNullable(function);
  }

  @Override
  public String toString() {
    return "scenario " + name;
  }

  public static final class Builder {
    private final String name;
    private final Class<?> declaringClass;
    private final List<InputSpec<?>> inputs = new ArrayList<>();
    private TransformUnderTest transform;
    private final List<ExpectationSpec> expectations = new ArrayList<>();
    private FunctionScenarioSpec<?, ?, ?> function;

    private Builder(String name, Class<?> declaringClass) {
      this.name = requireNonNull(name, "name");
      this.declaringClass = requireNonNull(declaringClass, "declaringClass");
    }

    public Builder input(InputSpec<?> input) {
      inputs.add(requireNonNull(input, "input"));
      return this;
    }

    public Builder transform(TransformUnderTest transform) {
      this.transform = requireNonNull(transform, "transform");
      return this;
    }

    /** Makes this a function scenario, run on a harness instead of a pipeline. */
    public Builder function(FunctionScenarioSpec<?, ?, ?> function) {
      this.function = requireNonNull(function, "function");
      return this;
    }

    public Builder expectation(ExpectationSpec expectation) {
      expectations.add(requireNonNull(expectation, "expectation"));
      return this;
    }

    public ScenarioSpec build() {
      return new ScenarioSpec(this);
    }
  }
}
