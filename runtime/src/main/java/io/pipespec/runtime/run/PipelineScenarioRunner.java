package io.pipespec.runtime.run;

import io.pipespec.runtime.capture.Capture;
import io.pipespec.runtime.capture.CaptureMemoryExhaustedException;
import io.pipespec.runtime.capture.CaptureStore;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.HeapWatch;
import io.pipespec.runtime.capture.MemoryCaptureStore;
import io.pipespec.runtime.metrics.MetricsObservation;
import io.pipespec.runtime.run.RunFailure.Phase;
import io.pipespec.runtime.spec.JobScenarioSpec;
import io.pipespec.runtime.spec.PipelineScenarioSpec;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.metrics.MetricsFilter;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.windowing.Trigger;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.WindowingStrategy;

/**
 * One run of a pipeline scenario, from setup to the result: builds its pipeline, captures every
 * output, runs it on the configured runner and waits, within the timeout.
 *
 * <p>Every output of the transform under test is captured, whether an expectation names it or not,
 * so that a failure can say where a missing element went. The runner's {@link RunnerSupport} says
 * which options Pipespec sets, what the runner refuses, and how the run is waited for: it does not
 * block, so that the timeout can cancel it through {@link PipelineResult#cancel()}. After a cancel
 * the run's threads are interrupted and awaited only where the support allows it (the
 * DirectRunner's); on other runners Pipespec waits for the threads that are in user code to leave
 * it, and a timeout names those that did not.
 */
final class PipelineScenarioRunner {

  private final ScenarioSpec scenario;
  private final PipelineConstruction construction;
  private final RunSettings settings;
  private final Map<String, PCollection<?>> outputs = new LinkedHashMap<>();
  private final Map<String, Coder<?>> coders = new LinkedHashMap<>();
  private final Map<String, Trigger> declaredTriggers = new LinkedHashMap<>();
  private final Set<String> userClasses = new HashSet<>();
  private CaptureStore store;
  private HeapWatch heapWatch;
  private Class<? extends PipelineRunner<?>> runnerClass;
  private RunnerSupport support;
  private long startNanos;
  private PipelineResult finished;

  PipelineScenarioRunner(PipelineScenarioSpec scenario, RunSettings settings) {
    this(scenario, new TransformConstruction(scenario), settings);
  }

  PipelineScenarioRunner(JobScenarioSpec scenario, RunSettings settings) {
    this(scenario, new JobConstruction(scenario), settings);
  }

  private PipelineScenarioRunner(
      ScenarioSpec scenario, PipelineConstruction construction, RunSettings settings) {
    this.scenario = scenario;
    this.construction = construction;
    this.settings = settings;
  }

  ScenarioResult run() {
    startNanos = System.nanoTime();
    PipelineOptions options;
    try {
      options = options();
      Optional<String> refusal = support.refusal(ScenarioTraits.of(scenario));
      if (refusal.isPresent()) {
        return result(RunFailure.refused(refusal.get()));
      }
      store = CaptureStores.create(settings.capture(), support, options);
      heapWatch =
          store instanceof MemoryCaptureStore memory
              ? memory.heapWatch()
              : new HeapWatch(() -> "what it wrote to files (not counted)");
    } catch (RuntimeException e) {
      return result(new RunFailure(Phase.SETUP, String.valueOf(e.getMessage()), e));
    }
    try {
      Pipeline pipeline;
      try {
        pipeline = build(options);
      } catch (ConstructionFailure e) {
        return result(e.failure);
      }
      Optional<String> refusal;
      try {
        refusal = support.refusal(pipeline);
      } catch (RuntimeException e) {
        return result(new RunFailure(Phase.START, "Pipespec could not read the pipeline:", e));
      }
      if (refusal.isPresent()) {
        return result(RunFailure.refused(refusal.get()));
      }
      return result(runAndWait(pipeline));
    } finally {
      heapWatch.release();
      store.close();
    }
  }

  private PipelineOptions options() {
    for (String option : settings.pipelineOptions()) {
      if (option.startsWith("--runner=") || option.equals("--runner")) {
        throw new IllegalArgumentException(
            "The pipeline options hold '"
                + option
                + "'; set the runner with pipespec.runner (RunSettings.runner()) instead, so"
                + " that Pipespec can configure it.");
      }
    }
    runnerClass = Runners.resolve(settings.runner());
    support = RunnerSupports.forRunner(runnerClass);
    ScenarioTraits traits = ScenarioTraits.of(scenario);
    List<String> defaults = new ArrayList<>(support.requiredOptions(traits));
    if (settings.runnerDefaults() == RunnerDefaults.FAITHFUL) {
      defaults.addAll(support.faithfulOptions(traits));
    }
    PipelineOptions options =
        construction.options(RunnerSupports.merge(defaults, settings.pipelineOptions()));
    options.setRunner(runnerClass);
    support.prepare(options);
    return options;
  }

  private Pipeline build(PipelineOptions options) throws ConstructionFailure {
    Pipeline pipeline = Pipeline.create(options);
    outputs.putAll(construction.build(pipeline));
    for (Map.Entry<String, PCollection<?>> output : outputs.entrySet()) {
      attachCapture(output.getKey(), output.getValue());
    }
    findDeclaredTriggers(pipeline);
    userClasses.addAll(UserFunctions.of(pipeline));
    return pipeline;
  }

  /**
   * The trigger each output's user declared, for its window history; where the graph cannot be
   * read, the history shows the trigger in effect, so this never fails the run.
   */
  private void findDeclaredTriggers(Pipeline pipeline) {
    try {
      DeclaredTriggers triggers = DeclaredTriggers.of(pipeline);
      outputs.forEach(
          (name, collection) ->
              triggers
                  .declaredFor(collection)
                  .ifPresent(trigger -> declaredTriggers.put(name, trigger)));
    } catch (RuntimeException e) {
      declaredTriggers.clear();
    }
  }

  private <T> void attachCapture(String name, PCollection<T> collection)
      throws ConstructionFailure {
    Coder<T> coder;
    try {
      coder = collection.getCoder();
    } catch (RuntimeException e) {
      throw new ConstructionFailure(
          "Beam cannot infer a coder for the output '"
              + name
              + "' ("
              + collection.getName()
              + "); give it one in the transform under test with .setCoder(...), or register"
              + " one for its element type in the pipeline's CoderRegistry:",
          e);
    }
    coders.put(name, coder);
    try {
      collection.apply(
          "Pipespec capture " + name,
          Capture.of(
              coder,
              store.sink(name, collection.getWindowingStrategy().getWindowFn().windowCoder())));
    } catch (Throwable e) {
      throw new ConstructionFailure(
          "the capture step could not be attached to the output '" + name + "', which threw", e);
    }
  }

  /** How long before the deadline a runner's return must be to count as it giving up. */
  private static final long STALL_MARGIN_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

  private RunFailure runAndWait(Pipeline pipeline) {
    ScenarioThreads threads = ScenarioRunner.threadsFor(scenario);
    // The timeout is for the run; building the pipeline is bounded by the user's own code.
    long deadline = ScenarioRunner.deadlineAfter(settings.timeout());
    Set<Thread> earlier =
        support.mayInterruptRunThreads() ? Set.of() : ScenarioThreads.inUserCode(userClasses);
    CompletableFuture<PipelineResult> started =
        threads.start(pipeline::run, scenario.declaringClass().getClassLoader());
    PipelineResult result = null;
    boolean timedOut = false;
    boolean stalled = false;
    RunFailure failure = null;
    try {
      result = started.get(ScenarioRunner.remaining(deadline), TimeUnit.NANOSECONDS);
      PipelineResult running = result;
      // A heap filled by elements waiting in the runner's bundles stops the run too.
      heapWatch.watch(() -> cancel(running, started));
      PipelineResult.State state;
      try {
        state =
            support.waitUntilFinish(
                result, Duration.ofNanos(Math.max(1_000_000, ScenarioRunner.remaining(deadline))));
      } catch (InterruptedException e) {
        throw e;
      } catch (Exception e) {
        throw new RunFailedException(e);
      }
      // The runner counts the wait in whole milliseconds of its own clock and may return up to a
      // few of them before the deadline: only a return well before it is the runner giving up.
      if ((state == null || !state.isTerminal())
          && ScenarioRunner.remaining(deadline) > STALL_MARGIN_NANOS) {
        // Not the timeout: the runner gave up waiting by itself, which the DirectRunner does
        // when its own workers fail with an Error (an OutOfMemoryError, which it only logs).
        stalled = true;
        IllegalStateException gaveUp =
            new IllegalStateException(
                "The runner stopped waiting for the pipeline in state "
                    + state
                    + " before the timeout, without an error; its workers failed (the log says"
                    + " with what).");
        // Read now, while the runner's threads still hold what filled the heap.
        failure =
            HeapWatch.isNearlyExhausted()
                ? RunFailure.outOfMemory(gaveUp, "")
                : new RunFailure(Phase.EXECUTION, "", gaveUp);
      } else if (state == null || !state.isTerminal()) {
        timedOut = true;
      } else if (state == PipelineResult.State.DONE) {
        finished = result;
      } else {
        failure =
            new RunFailure(
                Phase.EXECUTION,
                "",
                new IllegalStateException(
                    "The runner ended the pipeline in state " + state + " without an error"));
      }
    } catch (TimeoutException e) {
      timedOut = true;
    } catch (ExecutionException e) {
      failure = startFailure(e.getCause());
    } catch (RunFailedException e) {
      failure = new RunFailure(Phase.EXECUTION, "", Throwables.unwrap(e.getCause()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      timedOut = true;
    } catch (RuntimeException | Error e) {
      failure = new RunFailure(Phase.EXECUTION, "", Throwables.unwrap(e));
    }
    if (timedOut || stalled) {
      cancel(result, started);
    }
    heapWatch.release();
    List<String> leftover =
        support.mayInterruptRunThreads()
            ? threads.stop(timedOut || failure != null, ScenarioRunner.THREAD_GRACE)
            : ScenarioThreads.awaitUserCode(userClasses, earlier, ScenarioRunner.THREAD_GRACE);
    if (timedOut) {
      return RunFailure.timeout(
          settings.timeout(),
          ScenarioResult.countsOf(captured()),
          leftover,
          ScenarioRunner.THREAD_GRACE);
    }
    return failure;
  }

  private RunFailure startFailure(Throwable thrown) {
    Throwable cause = Throwables.unwrap(thrown);
    if (Throwables.isUserCodeFailure(thrown) || !(support instanceof DirectRunnerSupport)) {
      // Runners other than the non-blocking DirectRunner may execute inside run().
      return new RunFailure(Phase.EXECUTION, "", cause);
    }
    return new RunFailure(Phase.START, "Beam rejected the pipeline:", cause);
  }

  private static void cancel(PipelineResult result, CompletableFuture<PipelineResult> started) {
    started.cancel(true);
    if (result != null) {
      try {
        result.cancel();
      } catch (Exception | Error e) {
        // The threads are interrupted next; a runner that cannot cancel is stopped that way.
      }
    }
  }

  private ScenarioResult result(RunFailure failure) {
    Map<String, CapturedOutput<?>> captured = Map.of();
    if (heapWatch != null && heapWatch.exhaustion().isPresent()) {
      // Whatever the runner reported after the cancel, the run was stopped for the heap.
      failure =
          RunFailure.outOfMemory(
              new CaptureMemoryExhaustedException(heapWatch.exhaustion().get()), "");
    }
    if (failure != null
        && (failure.phase() == Phase.MEMORY || RunFailure.isOutOfMemory(failure.cause()))) {
      // What was captured is let go at once: the next scenario needs the heap, and every
      // expectation of this one fails with the failure, which says what was held.
      failure =
          RunFailure.outOfMemory(
              failure.cause(), store instanceof MemoryCaptureStore memory ? memory.describe() : "");
    } else if (store != null) {
      try {
        captured = captured();
      } catch (RuntimeException e) {
        if (failure == null) {
          failure = new RunFailure(Phase.EXECUTION, "", e);
        }
      }
    }
    String runner = runnerClass == null ? settings.runner() : runnerClass.getSimpleName();
    return new ScenarioResult(
            scenario.name(),
            scenario.subject(),
            runner,
            Duration.ofNanos(System.nanoTime() - startNanos),
            captured,
            Optional.ofNullable(failure),
            Optional.empty())
        .withMetrics(failure == null ? metrics(runner) : Optional.empty())
        .withNotes(construction.notes());
  }

  /** The metrics of the finished run, as its runner reports them; empty when it reports none. */
  private Optional<MetricsObservation> metrics(String runner) {
    if (finished == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          MetricsObservation.of(
              finished.metrics().queryMetrics(MetricsFilter.builder().build()), "the " + runner));
    } catch (RuntimeException notReported) {
      return Optional.empty();
    }
  }

  private Map<String, CapturedOutput<?>> captured() {
    Map<String, CapturedOutput<?>> captured = new LinkedHashMap<>();
    for (Map.Entry<String, PCollection<?>> output : outputs.entrySet()) {
      Coder<?> coder = coders.get(output.getKey());
      if (coder != null) {
        captured.put(
            output.getKey(),
            capturedOutput(output.getKey(), coder, output.getValue().getWindowingStrategy()));
      }
    }
    return captured;
  }

  private <T> CapturedOutput<T> capturedOutput(
      String name, Coder<T> coder, WindowingStrategy<?, ?> windowing) {
    return new CapturedOutput<>(
        name,
        coder,
        windowing,
        declaredTriggers.getOrDefault(name, windowing.getTrigger()),
        store.read(name));
  }

  /** What the runner's wait threw: the run failed. */
  private static final class RunFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RunFailedException(Throwable cause) {
      super(cause);
    }
  }
}
