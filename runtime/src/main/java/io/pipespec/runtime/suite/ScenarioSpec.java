package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apiguardian.api.API;

/**
 * One scenario: what it runs and the expectations judged against that one run. The kinds are {@link
 * PipelineScenarioSpec} (inputs and the transform under test, run on a Beam runner) and {@link
 * FunctionScenarioSpec} (a {@code DoFn} driven through a timeline on its harness) and {@link
 * JobScenarioSpec} (a whole job, its reads replaced and its writes captured). Whatever the kind, a
 * run captures outputs and every expectation is judged by the same verify path, so a new kind is
 * one more permitted subtype with its builder and its runner.
 *
 * <p>Generated suites build scenarios with {@link #builder}: the first call after it ({@code
 * input}, {@code transform} or {@code function}) decides the kind.
 */
@API(status = INTERNAL)
public abstract sealed class ScenarioSpec
    permits PipelineScenarioSpec, FunctionScenarioSpec, JobScenarioSpec {

  private final String name;
  private final Class<?> declaringClass;
  private final List<ExpectationSpec> expectations;

  ScenarioSpec(KindBuilder<?, ?> builder) {
    this.name = builder.name;
    this.declaringClass = builder.declaringClass;
    this.expectations = Collections.unmodifiableList(new ArrayList<>(builder.expectations));
  }

  /**
   * Starts a scenario.
   *
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

  /** The expectations, in declaration order. */
  public List<ExpectationSpec> expectations() {
    return expectations;
  }

  /** What a scenario of this kind runs, as messages say it: "pipeline", "job", "function". */
  public abstract String noun();

  /** Whether a scenario of this kind runs on a Beam runner (pipeline, job), not on a harness. */
  public abstract boolean runsOnARunner();

  /**
   * The inputs that feed the scenario's pipeline, in declaration order: the transform's inputs, or
   * the inputs that replace a job's reads; none for a function scenario, which a timeline drives.
   */
  public abstract List<ScenarioInput> inputs();

  /**
   * The steps of a function scenario's timeline, as written; none for the other kinds, whose
   * timelines are their {@link #inputs()}'.
   */
  public List<String> functionSteps() {
    return List.of();
  }

  /**
   * The event and processing times of a function scenario's timeline, as a report draws them; none
   * for the other kinds, whose timelines are their {@link #inputs()}'.
   */
  public List<TimeMark> functionTimeMarks() {
    return List.of();
  }

  /**
   * The one place that tells the kinds apart: calls the case of {@code cases} for this scenario's
   * kind with the scenario itself.
   */
  public abstract <R> R match(Cases<R> cases);

  /**
   * What to do with a scenario of each kind; {@link #match} calls the one that applies.
   *
   * @param <R> the result
   */
  public interface Cases<R> {
    R pipeline(PipelineScenarioSpec scenario);

    R job(JobScenarioSpec scenario);

    R function(FunctionScenarioSpec scenario);
  }

  @Override
  public String toString() {
    return noun() + " scenario " + name;
  }

  /** Chooses the kind of the scenario by its first call. */
  public static final class Builder {
    private final String name;
    private final Class<?> declaringClass;

    private Builder(String name, Class<?> declaringClass) {
      this.name = requireNonNull(name, "name");
      this.declaringClass = requireNonNull(declaringClass, "declaringClass");
    }

    /** A pipeline scenario, fed by {@code input}. */
    public PipelineScenarioSpec.Builder input(InputSpec<?> input) {
      return new PipelineScenarioSpec.Builder(name, declaringClass).input(input);
    }

    /** A pipeline scenario of {@code transform}, without inputs or with inputs given next. */
    public PipelineScenarioSpec.Builder transform(TransformUnderTest transform) {
      return new PipelineScenarioSpec.Builder(name, declaringClass).transform(transform);
    }

    /**
     * A job scenario: {@code job} builds the whole job, which takes options of {@code optionsType}.
     */
    public JobScenarioSpec.Builder job(
        JobUnderTest job,
        Class<? extends org.apache.beam.sdk.options.PipelineOptions> optionsType) {
      return new JobScenarioSpec.Builder(name, declaringClass, job, optionsType);
    }

    /** A function scenario: {@code timeline} drives the function under test on its harness. */
    public FunctionScenarioSpec.Builder function(FunctionTimeline<?, ?, ?> timeline) {
      return new FunctionScenarioSpec.Builder(name, declaringClass, timeline);
    }
  }

  /**
   * What the builders of every kind share: the expectations.
   *
   * @param <S> the scenario kind built
   * @param <B> the builder itself, so that chained calls keep its type
   */
  public abstract static class KindBuilder<S extends ScenarioSpec, B extends KindBuilder<S, B>> {
    final String name;
    final Class<?> declaringClass;
    final List<ExpectationSpec> expectations = new ArrayList<>();
    private final String runs;

    /**
     * @param runs what a scenario of this kind runs, as messages say it: "a pipeline"
     */
    KindBuilder(String name, Class<?> declaringClass, String runs) {
      this.name = name;
      this.declaringClass = declaringClass;
      this.runs = runs;
    }

    /**
     * Adds an expectation, judged after the run.
     *
     * @throws IllegalArgumentException for an expectation of a function's harness in a scenario
     *     without one, which generated code never adds
     */
    public B expectation(ExpectationSpec expectation) {
      requireNonNull(expectation, "expectation");
      if (expectation.target().readsHarness() && !hasHarness()) {
        throw new IllegalArgumentException(
            "The expectation "
                + expectation.methodName()
                + " ("
                + expectation.describe()
                + ") reads the harness of a @FunctionTest, but scenario '"
                + name
                + "' runs "
                + runs
                + "; regenerate the suite (mvn clean test-compile).");
      }
      if (expectation.target().readsPipeline() && hasHarness()) {
        throw new IllegalArgumentException(
            "The expectation "
                + expectation.methodName()
                + " ("
                + expectation.describe()
                + ") reads the shape of a pipeline, but scenario '"
                + name
                + "' runs "
                + runs
                + ", which has none; regenerate the suite (mvn clean test-compile).");
      }
      expectations.add(expectation);
      return self();
    }

    /** Whether its run has a function harness, which harness expectations read. */
    boolean hasHarness() {
      return false;
    }

    abstract B self();

    public abstract S build();
  }
}
