package io.pipespec.runtime.runner;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.spi.ScenarioTraits;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.util.common.ReflectHelpers;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The runner supports of one engine execution: every {@link RunnerSupport} on the class path (the
 * DirectRunner's first), each {@linkplain RunnerSupport#configured configured} with the execution's
 * parameters, and the runners resolved by name, each once. The engine makes one when its execution
 * starts and closes it, and with it the resources its supports started (a local Flink cluster),
 * when the execution ends. Runs outside an engine (tests, benchmarks) use {@link #unconfigured()},
 * or make one with the parameters they need.
 */
@API(status = INTERNAL)
public final class RunnerSupports implements AutoCloseable {

  /** The support of a runner nobody wrote one for: Beam's defaults, files, no interrupts. */
  private static final RunnerSupport GENERIC = runner -> true;

  private final Function<String, Optional<String>> parameters;
  private final Map<String, ResolvedRunner> resolved = new ConcurrentHashMap<>();
  private @Nullable List<RunnerSupport> supports;
  private boolean closed;

  private RunnerSupports(
      Function<String, Optional<String>> parameters, @Nullable List<RunnerSupport> supports) {
    this.parameters = parameters;
    this.supports = supports;
  }

  /**
   * The supports on the class path, configured with {@code parameters} now, so that a bad value
   * fails here, once.
   *
   * @throws IllegalArgumentException when a runner's parameter is not valid, with its message
   */
  public static RunnerSupports configured(Function<String, Optional<String>> parameters) {
    RunnerSupports made = new RunnerSupports(requireNonNull(parameters, "parameters"), null);
    made.supports();
    return made;
  }

  /**
   * The supports on the class path without parameters (a runner's defaults: Flink's embedded
   * mini-cluster), configured when a runner is first resolved.
   */
  public static RunnerSupports unconfigured() {
    return new RunnerSupports(key -> Optional.empty(), null);
  }

  /** Exactly {@code supports}, already configured, in that order: for tests. */
  public static RunnerSupports of(List<RunnerSupport> supports) {
    return new RunnerSupports(key -> Optional.empty(), List.copyOf(supports));
  }

  /**
   * The runner {@code name} names ({@link RunnerLookup#resolve}) with its support, found once per
   * name and the same for every scenario that asks.
   *
   * @throws IllegalArgumentException when no runner of that name is on the class path
   */
  public ResolvedRunner resolve(String name) {
    ResolvedRunner known = resolved.get(name);
    if (known != null) {
      return known;
    }
    Class<? extends PipelineRunner<?>> runner = RunnerLookup.resolve(name);
    return resolved.computeIfAbsent(name, key -> new ResolvedRunner(runner, forRunner(runner)));
  }

  /**
   * Why {@code runnerName} refuses {@code scenario}, known from its declaration: for the engine to
   * report the scenario refused at discovery instead of running it. Empty when the runner can run
   * it, and when there is no such runner (the run then fails with how to add it).
   */
  public Optional<String> refusal(String runnerName, ScenarioSpec scenario) {
    if (scenario instanceof PipelineScenarioSpec pipeline
        && pipeline.generation().isPresent()
        && !runnerName.substring(runnerName.lastIndexOf('.') + 1).equals("DirectRunner")) {
      // Its tries run batched on the DirectRunner (generate.Generations): on another runner only
      // its first input would be judged, which no verdict of a property may rest on.
      return Optional.of(
          "generation runs on the DirectRunner, and this run is on "
              + runnerName
              + "; run the generated scenario on the DirectRunner (its shrunk @Scenario, pasted,"
              + " runs on every runner)");
    }
    ResolvedRunner runner;
    try {
      runner = resolve(runnerName);
    } catch (IllegalArgumentException unknown) {
      return Optional.empty();
    }
    return runner.refusal(ScenarioTraits.of(scenario));
  }

  /** The support of {@code runner}; a generic one when none on the class path supports it. */
  public RunnerSupport forRunner(Class<? extends PipelineRunner<?>> runner) {
    for (RunnerSupport support : supports()) {
      if (support.supports(runner)) {
        return support;
      }
    }
    Optional<String> missing = RunnerSupportLookup.missingModule(runner.getName());
    if (missing.isPresent()) {
      return new RunnerSupport() {
        @Override
        public boolean supports(Class<? extends PipelineRunner<?>> candidate) {
          return candidate.equals(runner);
        }

        @Override
        public Optional<String> refusal(Pipeline pipeline) {
          return missing;
        }
      };
    }
    return GENERIC;
  }

  private synchronized List<RunnerSupport> supports() {
    if (closed) {
      throw new IllegalStateException(
          "The runner supports of this engine execution are closed: the execution has ended");
    }
    List<RunnerSupport> loaded = supports;
    if (loaded == null) {
      loaded = configure(parameters);
      supports = loaded;
    }
    return loaded;
  }

  private static List<RunnerSupport> configure(Function<String, Optional<String>> parameters) {
    List<RunnerSupport> configured = new ArrayList<>();
    try {
      for (RunnerSupport support : found()) {
        configured.add(support.configured(parameters));
      }
    } catch (RuntimeException e) {
      configured.forEach(RunnerSupports::closeQuietly);
      throw e;
    }
    return List.copyOf(configured);
  }

  /** Fresh instances of the supports on the class path, the DirectRunner's first. */
  private static List<RunnerSupport> found() {
    List<RunnerSupport> found = new ArrayList<>();
    found.add(new DirectRunnerSupport());
    ClassLoader[] loaders = {
      ReflectHelpers.findClassLoader(), RunnerSupport.class.getClassLoader()
    };
    List<String> seen = new ArrayList<>();
    seen.add(DirectRunnerSupport.class.getName());
    for (ClassLoader loader : loaders) {
      for (RunnerSupport support : ServiceLoader.load(RunnerSupport.class, loader)) {
        if (!seen.contains(support.getClass().getName())) {
          seen.add(support.getClass().getName());
          found.add(support);
        }
      }
    }
    return found;
  }

  private static void closeQuietly(RunnerSupport support) {
    try {
      support.close();
    } catch (RuntimeException e) {
      // The configuration failure is what the user must see.
    }
  }

  /**
   * Closes every configured support, each even when one before it fails; the first failure is
   * thrown with the others suppressed. Later resolutions fail.
   */
  @Override
  public void close() {
    List<RunnerSupport> open;
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
      open = supports;
      supports = null;
    }
    if (open == null) {
      return;
    }
    RuntimeException failure = null;
    for (RunnerSupport support : open) {
      try {
        support.close();
      } catch (RuntimeException e) {
        if (failure == null) {
          failure = e;
        } else {
          failure.addSuppressed(e);
        }
      }
    }
    if (failure != null) {
      throw failure;
    }
  }
}
