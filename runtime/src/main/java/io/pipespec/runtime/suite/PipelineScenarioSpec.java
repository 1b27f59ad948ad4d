package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * A {@code @PipelineTest} scenario: its inputs and the transform under test, built into one
 * pipeline that runs on the configured Beam runner; every output is captured.
 */
@API(status = INTERNAL)
public final class PipelineScenarioSpec extends ScenarioSpec {

  private final List<InputSpec<?>> inputs;
  private final TransformUnderTest transform;
  private final @Nullable Generate generation;

  private PipelineScenarioSpec(Builder builder) {
    super(builder);
    this.inputs = Collections.unmodifiableList(new ArrayList<>(builder.inputs));
    this.transform = requireNonNull(builder.transform, "transform");
    this.generation = builder.generation;
  }

  /**
   * What {@code @Generate} asked of a generated scenario.
   *
   * @param tries how many inputs to draw, 0 for the configured number
   * @param within the most time the tries may take, as written ({@code "90s"}), {@code ""} for the
   *     default
   */
  public record Generate(int tries, String within) {
    /** Checks the values the processor wrote. */
    public Generate {
      requireNonNull(within, "within");
      if (tries < 0) {
        throw new IllegalArgumentException("@Generate(tries = " + tries + ") is negative");
      }
    }
  }

  /** How a generated scenario ({@code @Generate}) is tried; empty for a written one. */
  public Optional<Generate> generation() {
    return Optional.ofNullable(generation);
  }

  /** The inputs of the transform under test, in declaration order. */
  public List<InputSpec<?>> transformInputs() {
    return inputs;
  }

  /** The transform under test. */
  public TransformUnderTest transform() {
    return transform;
  }

  /**
   * This scenario with {@code inputs} instead of its own, in the order of {@link
   * #transformInputs()}: a run of its family, as exploration changes its inputs.
   */
  public PipelineScenarioSpec withTransformInputs(List<InputSpec<?>> inputs) {
    if (inputs.size() != this.inputs.size()) {
      throw new IllegalArgumentException(
          inputs.size() + " inputs for the " + this.inputs.size() + " inputs of " + name());
    }
    Builder builder = new Builder(name(), declaringClass());
    inputs.forEach(builder::input);
    builder.transform(transform);
    builder.generation = generation;
    expectations().forEach(builder::expectation);
    return builder.build();
  }

  @Override
  public String noun() {
    return "pipeline";
  }

  @Override
  public boolean runsOnARunner() {
    return true;
  }

  @Override
  public List<ScenarioInput> inputs() {
    return inputs.stream()
        .map(input -> new ScenarioInput("input '" + input.name() + "'", input))
        .toList();
  }

  @Override
  public <R> R match(Cases<R> cases) {
    return cases.pipeline(this);
  }

  /** Builds a pipeline scenario; start with {@link ScenarioSpec#builder}. */
  public static final class Builder extends KindBuilder<PipelineScenarioSpec, Builder> {
    private final List<InputSpec<?>> inputs = new ArrayList<>();
    private @Nullable TransformUnderTest transform;
    private @Nullable Generate generation;

    Builder(String name, Class<?> declaringClass) {
      super(name, declaringClass, "a pipeline");
    }

    public Builder input(InputSpec<?> input) {
      inputs.add(requireNonNull(input, "input"));
      return this;
    }

    public Builder transform(TransformUnderTest transform) {
      this.transform = requireNonNull(transform, "transform");
      return this;
    }

    /**
     * Makes the scenario a generated one ({@code @Generate}): {@code tries} inputs drawn (0 for the
     * configured number), for at most {@code within} ({@code ""} for the default).
     */
    public Builder generate(int tries, String within) {
      this.generation = new Generate(tries, within);
      return this;
    }

    @Override
    Builder self() {
      return this;
    }

    @Override
    public PipelineScenarioSpec build() {
      return new PipelineScenarioSpec(this);
    }
  }
}
