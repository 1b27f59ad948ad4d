package io.pipespec.runtime.run;

import io.pipespec.runtime.build.AsWritten;
import io.pipespec.runtime.build.ConstructionFailure;
import io.pipespec.runtime.build.JobConstruction;
import io.pipespec.runtime.build.JobWiring;
import io.pipespec.runtime.build.PipelineConstruction;
import io.pipespec.runtime.build.PipelineConstruction.Constructed;
import io.pipespec.runtime.build.TransformConstruction;
import io.pipespec.runtime.capture.CaptureMemoryExhaustedException;
import io.pipespec.runtime.capture.CaptureStore;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.HeapWatch;
import io.pipespec.runtime.capture.MemoryCaptureStore;
import io.pipespec.runtime.run.RunFailure.Phase;
import io.pipespec.runtime.runner.ResolvedRunner;
import io.pipespec.runtime.runner.RunnerSupportLookup;
import io.pipespec.runtime.spi.RunnerDefaults;
import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.spi.ScenarioTraits;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import io.pipespec.runtime.usercode.UserCode;
import io.pipespec.runtime.usercode.UserFunctions;
import io.pipespec.runtime.verdict.effects.EffectsObservation;
import io.pipespec.runtime.verdict.metrics.MetricsObservation;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import io.pipespec.runtime.verdict.shape.ShapeReading;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.values.PCollection;

/**
 * One run of a pipeline or job scenario, from setup to the result: builds its pipeline, captures
 * every output, runs it on the configured runner and waits, within the timeout.
 *
 * <p>Every output is captured, whether an expectation names it or not, so that a failure can say
 * where a missing element went. The runner's {@link RunnerSupport} says which options Pipespec
 * sets, what the runner refuses, and how the run is waited for ({@link PipelineRunWait}).
 *
 * <p>A run goes through stages, each an immutable value made from the one before: the {@link
 * Runner} chosen with its options, the {@link Capturing} store and heap watch, the {@link Built}
 * pipeline with its capture steps, and the {@link PipelineRunWait.Ending} of the run. A stage that
 * fails ends the run with what the stages before it made, so nothing here is half set.
 */
final class PipelineScenarioRunner {

  /** The runner of the run with its support, and the options the pipeline is created with. */
  private record Runner(ResolvedRunner resolved, PipelineOptions options) {
    String name() {
      return resolved.name();
    }

    RunnerSupport support() {
      return resolved.support();
    }
  }

  /** Where the run's outputs are captured, and the watch on the heap they and the runner fill. */
  private record Capturing(CaptureStore store, HeapWatch heapWatch) implements AutoCloseable {
    static Capturing open(RunSettings settings, Runner runner) {
      CaptureStore store =
          CaptureStores.create(
              settings.capture(),
              runner.support(),
              runner.options(),
              RestartRun.restarts(runner.options()));
      HeapWatch watch =
          store instanceof MemoryCaptureStore memory
              ? memory.heapWatch()
              : new HeapWatch(() -> "what it wrote to files (not counted)");
      return new Capturing(store, watch);
    }

    /** What the capture held when the heap ran out, for the message; empty when unknown. */
    String held() {
      return store instanceof MemoryCaptureStore memory ? memory.describe() : "";
    }

    @Override
    public void close() {
      heapWatch.release();
      store.close();
    }
  }

  /**
   * The pipeline with a capture step on every output, the build's notes, what of a job runs as
   * written, and the classes of user code in it (whose threads a timeout names).
   */
  private record Built(
      Pipeline pipeline,
      Map<String, CapturePoint<?>> outputs,
      Map<String, String> notes,
      Optional<JobWiring> job,
      List<AsWritten> asWritten,
      Set<String> userClasses,
      Optional<ShapeReading> shape) {}

  private final ScenarioSpec scenario;
  private final PipelineConstruction construction;
  private final RunSettings settings;

  PipelineScenarioRunner(PipelineScenarioSpec scenario, RunSettings settings) {
    this(scenario, new TransformConstruction(scenario), settings);
  }

  PipelineScenarioRunner(JobScenarioSpec scenario, RunSettings settings) {
    this(scenario, new JobConstruction(scenario, settings.timeout()), settings);
  }

  PipelineScenarioRunner(
      ScenarioSpec scenario, PipelineConstruction construction, RunSettings settings) {
    this.scenario = scenario;
    this.construction = construction;
    this.settings = settings;
  }

  ScenarioResult run() {
    long start = System.nanoTime();
    Runner runner;
    Capturing capturing;
    Optional<TakeOverRun> takeOver = Optional.empty();
    try {
      // A job's @Options method runs here, bounded by the timeout (JobConstruction); Beam's own
      // parsing of the options is not the user's code, and a loaded machine may take long on it.
      runner = runner();
      ScenarioTraits traits = ScenarioTraits.of(scenario);
      Optional<String> refusal = runner.resolved().refusal(traits);
      if (refusal.isPresent()) {
        return notRun(start, runner.name(), RunFailure.refused(refusal.get()));
      }
      if (traits.takesOver()) {
        TakeOverRun.Result prepared =
            TakeOverRun.prepare(
                scenario,
                settings,
                runner.support().savepoints().orElseThrow(),
                runner.options(),
                () -> runner().options(),
                construction);
        if (prepared.failure() != null) {
          return notRun(start, runner.name(), prepared.failure());
        }
        takeOver = Optional.ofNullable(prepared.takeOver());
      }
      capturing = Capturing.open(settings, runner);
    } catch (ScenarioTimeoutException e) {
      return notRun(start, settings.runner(), new RunFailure(Phase.TIMEOUT, "timeout", e));
    } catch (RuntimeException e) {
      return notRun(
          start, settings.runner(), new RunFailure(Phase.SETUP, String.valueOf(e.getMessage()), e));
    }
    try (capturing) {
      return run(start, runner, capturing, takeOver);
    }
  }

  /**
   * Builds, runs and waits for the pipeline, and makes its result. An {@code OutOfMemoryError} of
   * this thread's (the one JUnit runs tests in, which lets none pass) fails the scenario instead:
   * by then the run's threads have ended or are ending, and what it held becomes garbage.
   */
  private ScenarioResult run(
      long start, Runner runner, Capturing capturing, Optional<TakeOverRun> takeOver) {
    try {
      return runCaptured(start, runner, capturing, takeOver);
    } catch (OutOfMemoryError e) {
      capturing.heapWatch().outOfMemory(e);
      return notRun(
          start,
          runner.name(),
          RunFailure.outOfMemory(
              new CaptureMemoryExhaustedException(capturing.heapWatch().exhaustion().orElseThrow()),
              capturing.held()));
    }
  }

  private ScenarioResult runCaptured(
      long start, Runner runner, Capturing capturing, Optional<TakeOverRun> takeOver) {
    Built built;
    try {
      // Inputs, the job or the transform under test run here: bounded by the timeout too.
      built =
          UserCode.call(
              scenario.name(),
              "was not built",
              settings.timeout(),
              () -> build(runner, capturing.store()));
    } catch (ConstructionFailure e) {
      return notRun(start, runner.name(), RunFailure.of(e));
    } catch (ScenarioTimeoutException e) {
      return notRun(start, runner.name(), new RunFailure(Phase.TIMEOUT, "timeout", e));
    }
    Optional<String> refusal;
    try {
      refusal = runner.support().refusal(built.pipeline());
    } catch (RuntimeException e) {
      return notRun(
          start,
          runner.name(),
          new RunFailure(Phase.START, "Pipespec could not read the pipeline:", e));
    }
    if (refusal.isPresent()) {
      return notRun(start, runner.name(), RunFailure.refused(refusal.get()));
    }
    Optional<RunFailure> dropsState = takeOver.flatMap(t -> t.dropsState(built.pipeline()));
    if (dropsState.isPresent()) {
      return notRun(start, runner.name(), dropsState.get());
    }
    if (!built.asWritten().isEmpty()) {
      // Said where every build tool shows it, even when no report is read: the test touches
      // what is outside it, because it says so.
      System.err.println(AsWritten.announcement(scenario.name(), built.asWritten()));
    }
    PipelineRunWait wait =
        new PipelineRunWait(scenario, settings, runner.support(), built.userClasses());
    PipelineRunWait.Ending ending =
        wait.run(
            built.pipeline(),
            capturing.heapWatch(),
            // The number of elements captured per output so far, for a timeout's message.
            () -> ScenarioResult.countsOf(captured(built, capturing.store())));
    if (takeOver.isPresent() && ending.failure().isPresent()) {
      ending =
          PipelineRunWait.Ending.failed(
              takeOver.get().explain(ending.failure().get(), built.pipeline()));
    }
    return result(start, runner, capturing, built, ending, wait.effects());
  }

  private Runner runner() throws ScenarioTimeoutException {
    for (String option : settings.pipelineOptions()) {
      if (option.startsWith("--runner=") || option.equals("--runner")) {
        throw new IllegalArgumentException(
            "The pipeline options hold '"
                + option
                + "'; set the runner with pipespec.runner (RunSettings.runner()) instead, so"
                + " that Pipespec can configure it.");
      }
    }
    // The engine resolved it for the scenario's refusal check already; this is the same value.
    ResolvedRunner resolved = settings.supports().resolve(settings.runner());
    RunnerSupport support = resolved.support();
    ScenarioTraits traits = ScenarioTraits.of(scenario);
    List<String> defaults = new ArrayList<>(support.requiredOptions(traits));
    if (settings.runnerDefaults() != RunnerDefaults.PRODUCTION) {
      defaults.addAll(support.faithfulOptions(traits));
    }
    PipelineOptions options =
        construction.options(RunnerSupportLookup.merge(defaults, settings.pipelineOptions()));
    options.setRunner(resolved.runnerClass());
    RestartRun.prepare(traits, options); // first: a runner's preparation may watch its directory
    support.prepare(options);
    return new Runner(resolved, options);
  }

  private Built build(Runner runner, CaptureStore store) throws ConstructionFailure {
    ScenarioPipeline pipeline = new ScenarioPipeline(runner.options(), scenario.noun());
    Constructed constructed;
    try {
      constructed = construction.build(pipeline);
    } catch (ConstructionFailure e) {
      throw ranItself(pipeline).orElse(e);
    }
    Optional<ConstructionFailure> ranItself = ranItself(pipeline);
    if (ranItself.isPresent()) {
      throw ranItself.get();
    }
    // Read before any capture step is attached and before the runner replaces anything.
    Optional<ShapeReading> shape = ShapeJudge.read(scenario, pipeline, constructed);
    Map<String, CapturePoint<?>> outputs = new LinkedHashMap<>();
    DeclaredTriggers triggers = declaredTriggers(pipeline);
    for (Map.Entry<String, PCollection<?>> output : constructed.outputs().entrySet()) {
      outputs.put(
          output.getKey(),
          CapturePoint.attach(
              output.getKey(),
              output.getValue(),
              store,
              triggers,
              settings.judge().mode() == JudgeMode.JVM
                  ? Optional.empty()
                  : Optional.of(scenario.expectations()),
              settings,
              runner.support().onCluster()));
    }
    pipeline.built();
    return new Built(
        pipeline,
        outputs,
        constructed.notes(),
        constructed.job(),
        constructed.asWritten(),
        UserFunctions.of(pipeline),
        shape);
  }

  /**
   * The failure of a build whose user code ran the pipeline itself, even if it caught the refusal:
   * nothing of such a scenario is run.
   */
  private static Optional<ConstructionFailure> ranItself(ScenarioPipeline pipeline) {
    return Optional.ofNullable(pipeline.runByUserCode())
        .map(refused -> new ConstructionFailure("its run() was refused:", refused));
  }

  /**
   * The triggers the user declared, for the window histories; where the graph cannot be read, the
   * histories show the trigger in effect, so this never fails the run.
   */
  private static DeclaredTriggers declaredTriggers(Pipeline pipeline) {
    try {
      return DeclaredTriggers.of(pipeline);
    } catch (RuntimeException e) {
      return DeclaredTriggers.none();
    }
  }

  /** The result of a scenario that was not run, or not to its end. */
  private ScenarioResult notRun(long start, String runner, RunFailure failure) {
    Duration wallTime = Duration.ofNanos(System.nanoTime() - start);
    return ScenarioResult.ofBuilt(
        scenario,
        ScenarioResult.Common.failed(runner, wallTime, settings, failure),
        Optional.empty(),
        List.of(),
        Optional.empty());
  }

  private ScenarioResult result(
      long start,
      Runner runner,
      Capturing capturing,
      Built built,
      PipelineRunWait.Ending ending,
      EffectsObservation effects) {
    Optional<RunFailure> failure = ending.failure();
    if (capturing.heapWatch().exhaustion().isPresent()) {
      // Whatever the runner reported after the cancel, the run was stopped for the heap.
      failure =
          Optional.of(
              RunFailure.outOfMemory(
                  new CaptureMemoryExhaustedException(capturing.heapWatch().exhaustion().get()),
                  ""));
    }
    Map<String, CapturedOutput<?>> captured = Map.of();
    if (failure.isPresent()
        && (failure.get().phase() == Phase.MEMORY
            || RunFailure.isOutOfMemory(failure.get().cause()))) {
      // Let go at once for the next scenario's heap; the failure says what was held.
      failure = Optional.of(RunFailure.outOfMemory(failure.get().cause(), capturing.held()));
    } else {
      try {
        captured = captured(built, capturing.store());
        io.pipespec.runtime.build.RetriedStage.requireRan(built.pipeline());
      } catch (RuntimeException e) {
        if (failure.isEmpty()) {
          failure = Optional.of(new RunFailure(Phase.EXECUTION, "", e));
        }
      }
    }
    Optional<MetricsObservation> metrics =
        failure.isEmpty()
            ? ending
                .finished()
                .flatMap(done -> MetricsJudge.reported(done, runner.name(), built.pipeline()))
            : Optional.empty();
    return ScenarioResult.ofBuilt(
        scenario,
        new ScenarioResult.Common(
            runner.name(),
            Duration.ofNanos(System.nanoTime() - start),
            settings.timeout(),
            settings.snapshots(),
            captured,
            failure,
            metrics,
            RestartRun.noted(runner.options(), built.notes()),
            effects),
        built.job(),
        built.asWritten(),
        built.shape());
  }

  private static Map<String, CapturedOutput<?>> captured(Built built, CaptureStore store) {
    Map<String, CapturedOutput<?>> captured = new LinkedHashMap<>();
    built.outputs().forEach((name, point) -> captured.put(name, point.read(name, store)));
    return captured;
  }
}
