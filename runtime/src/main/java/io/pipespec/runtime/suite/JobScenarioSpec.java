package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * A job test scenario: a whole job built on the pipeline of the run, some of its reads replaced by
 * the scenario's inputs and some of its writes captured as named outputs instead of written; the
 * job gets its own options. After the run it is judged like a pipeline scenario.
 */
@API(status = INTERNAL)
public final class JobScenarioSpec extends ScenarioSpec {

  /** A read of the job, named as in the pipeline graph, replaced by {@code input}. */
  public record Replacement(String transform, InputSpec<?> input) {
    public Replacement {
      requireNonNull(transform, "transform");
      requireNonNull(input, "input");
    }
  }

  /**
   * A write of the job whose input is captured as the output {@code name}.
   *
   * @param type the declared element type; empty when not declared
   */
  public record CapturedWrite(String name, String transform, Optional<Class<?>> type) {
    public CapturedWrite {
      requireNonNull(name, "name");
      requireNonNull(transform, "transform");
      requireNonNull(type, "type");
    }
  }

  /**
   * The job's own options, as its {@code @Options} method gives them.
   *
   * @param origin the method, for messages: {@code "ScoresTest.options()"}
   * @param options gives a {@code PipelineOptions} or the {@code String[]} arguments
   */
  public record JobOptions(String origin, Supplier<?> options) {
    public JobOptions {
      requireNonNull(origin, "origin");
      requireNonNull(options, "options");
    }
  }

  private final JobUnderTest job;
  private final Class<? extends PipelineOptions> optionsType;
  private final List<Replacement> replacements;
  private final List<CapturedWrite> writes;
  private final Optional<JobOptions> options;
  private final List<String> asWritten;
  private final Set<String> keptPaths;

  private JobScenarioSpec(Builder builder) {
    super(builder);
    this.job = builder.job;
    this.optionsType = builder.optionsType;
    this.replacements = Collections.unmodifiableList(new ArrayList<>(builder.replacements));
    this.writes = Collections.unmodifiableList(new ArrayList<>(builder.writes));
    this.options = Optional.ofNullable(builder.options);
    this.asWritten = List.copyOf(builder.asWritten);
    this.keptPaths = Set.copyOf(builder.keptPaths);
  }

  public JobUnderTest job() {
    return job;
  }

  /** The {@code PipelineOptions} subtype the job takes; {@code PipelineOptions} when none. */
  public Class<? extends PipelineOptions> optionsType() {
    return optionsType;
  }

  /** The reads replaced, in declaration order. */
  public List<Replacement> replacements() {
    return replacements;
  }

  /** The writes captured, in declaration order. */
  public List<CapturedWrite> writes() {
    return writes;
  }

  /** The job's own options; empty for Beam's defaults (with the engine's options). */
  public Optional<JobOptions> options() {
    return options;
  }

  /**
   * The reads and writes the test lets run as written ({@code @RunsAsWritten}), by the names it
   * gives them, in declaration order; every other read must be replaced and every other write
   * captured.
   */
  public List<String> asWritten() {
    return asWritten;
  }

  /**
   * The names of {@link #asWritten()} whose files stay where the job puts them ({@code keepPaths =
   * true}); the files of the other writes of files go to a temporary directory.
   */
  public Set<String> keptPaths() {
    return keptPaths;
  }

  /**
   * This scenario with the reads replaced by {@code inputs} instead, in the order of {@link
   * #replacements()}: a member of its family, as exploration arranges its inputs.
   */
  public JobScenarioSpec withReplacementInputs(List<InputSpec<?>> inputs) {
    if (inputs.size() != replacements.size()) {
      throw new IllegalArgumentException(
          inputs.size() + " inputs for the " + replacements.size() + " replaced reads");
    }
    Builder builder = new Builder(name(), declaringClass(), job, optionsType);
    for (int i = 0; i < inputs.size(); i++) {
      builder.replace(replacements.get(i).transform(), inputs.get(i));
    }
    for (CapturedWrite write : writes) {
      builder.output(write.name(), write.transform(), write.type().orElse(null));
    }
    options.ifPresent(given -> builder.options(given.origin(), given.options()));
    builder.runsAsWritten(asWritten.toArray(new String[0]));
    builder.keepingPaths(keptPaths.toArray(new String[0]));
    expectations().forEach(builder::expectation);
    return builder.build();
  }

  @Override
  public String noun() {
    return "job";
  }

  @Override
  public boolean runsOnARunner() {
    return true;
  }

  @Override
  public List<ScenarioInput> inputs() {
    return replacements.stream()
        .map(
            replacement ->
                new ScenarioInput(
                    "input replacing '" + replacement.transform() + "'", replacement.input()))
        .toList();
  }

  @Override
  public <R> R match(Cases<R> cases) {
    return cases.job(this);
  }

  /** Builds a job scenario; start with {@link ScenarioSpec#builder}. */
  public static final class Builder extends KindBuilder<JobScenarioSpec, Builder> {
    private final JobUnderTest job;
    private final Class<? extends PipelineOptions> optionsType;
    private final List<Replacement> replacements = new ArrayList<>();
    private final List<CapturedWrite> writes = new ArrayList<>();
    private @Nullable JobOptions options;
    private final List<String> asWritten = new ArrayList<>();
    private final Set<String> keptPaths = new LinkedHashSet<>();

    Builder(
        String name,
        Class<?> declaringClass,
        JobUnderTest job,
        Class<? extends PipelineOptions> optionsType) {
      super(name, declaringClass, "a job");
      this.job = requireNonNull(job, "job");
      this.optionsType = requireNonNull(optionsType, "optionsType");
    }

    /** Replaces the read {@code transform} of the job with {@code input}. */
    public Builder replace(String transform, InputSpec<?> input) {
      for (Replacement earlier : replacements) {
        if (earlier.transform().equals(transform)) {
          throw new IllegalArgumentException(
              "Two inputs replace '" + transform + "' in scenario '" + name + "'");
        }
      }
      replacements.add(new Replacement(transform, input));
      return this;
    }

    /** Captures the input of the write {@code transform} as the output {@code output}. */
    public Builder output(String output, String transform, @Nullable Class<?> type) {
      for (CapturedWrite earlier : writes) {
        if (earlier.name().equals(output)) {
          throw new IllegalArgumentException(
              "Two outputs are named '" + output + "' in scenario '" + name + "'");
        }
      }
      writes.add(
          new CapturedWrite(
              output,
              transform,
              type == null || type == void.class ? Optional.empty() : Optional.of(type)));
      return this;
    }

    /** The job's own options, given by {@code options}. */
    public Builder options(String origin, Supplier<?> options) {
      this.options = new JobOptions(origin, options);
      return this;
    }

    /**
     * Lets the reads and writes {@code transforms} run as written ({@code @RunsAsWritten}); adds to
     * those given before.
     */
    public Builder runsAsWritten(String... transforms) {
      for (String transform : transforms) {
        if (asWritten.contains(transform)) {
          throw new IllegalArgumentException(
              "'" + transform + "' is let run as written twice in scenario '" + name + "'");
        }
        asWritten.add(requireNonNull(transform, "transform"));
      }
      return this;
    }

    /**
     * Lets the writes {@code transforms}, named to {@link #runsAsWritten} already, put their files
     * where the job says ({@code @RunsAsWritten(keepPaths = true)}) instead of in a temporary
     * directory.
     */
    public Builder keepingPaths(String... transforms) {
      for (String transform : transforms) {
        if (!asWritten.contains(transform)) {
          throw new IllegalArgumentException(
              "'"
                  + transform
                  + "' keeps its paths but is not let run as written in scenario '"
                  + name
                  + "'");
        }
        keptPaths.add(transform);
      }
      return this;
    }

    @Override
    Builder self() {
      return this;
    }

    @Override
    public JobScenarioSpec build() {
      return new JobScenarioSpec(this);
    }
  }
}
