package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;

import io.pipespec.effects.Effects;
import io.pipespec.function.OutputElement;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.ElementLog;
import io.pipespec.runtime.run.RunFailure.Phase;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.usercode.ScenarioThreads;
import io.pipespec.runtime.usercode.Throwables;
import io.pipespec.runtime.usercode.Timeouts;
import io.pipespec.runtime.verdict.effects.EffectsObservation;
import io.pipespec.runtime.verdict.metrics.MetricsObservation;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.util.CoderUtils;
import org.jspecify.annotations.Nullable;

/**
 * Runs a {@code @FunctionTest} scenario: builds the harness, drives it through the timeline, closes
 * it (which runs {@code @Teardown}), and captures the main output in the same form a pipeline run
 * captures its outputs, so that every output expectation, scope and refusal works on it unchanged.
 *
 * <p>The timeline runs on a thread of its own, whatever runner is configured (a function test is
 * about one {@code DoFn} on Beam's runner-core, not about a runner), and the scenario's timeout
 * applies: past it the thread is interrupted, and after the grace period abandoned, with what it
 * had output so far reported if it stopped. Only that thread is ever interrupted.
 */
final class FunctionScenarioRunner {

  /** The name {@link ScenarioResult#runner()} reports for function scenarios. */
  static final String RUNNER = "StatefulFunctionHarness";

  private FunctionScenarioRunner() {}

  static FunctionResult run(FunctionScenarioSpec scenario, RunSettings settings) {
    return run(scenario, settings, scenario.timeline().asWritten());
  }

  /**
   * Runs {@code scenario} with its timeline delivered as {@code delivery} says: the steps in its
   * order and bundles, with one instance of the function or a fresh one per bundle.
   */
  static FunctionResult run(
      FunctionScenarioSpec scenario,
      RunSettings settings,
      FunctionTimeline.Delivery<?, ?, ?> delivery) {
    return start(scenario, scenario.timeline(), settings, delivery).execute();
  }

  @SuppressWarnings("unchecked") // the delivery is made of the timeline's own steps
  private static <K, V, O> Run<K, V, O> start(
      FunctionScenarioSpec scenario,
      FunctionTimeline<K, V, O> timeline,
      RunSettings settings,
      FunctionTimeline.Delivery<?, ?, ?> delivery) {
    return new Run<>(scenario, timeline, settings, (FunctionTimeline.Delivery<K, V, O>) delivery);
  }

  /** One run, typed by the function's key, value and output. */
  private static final class Run<K, V, O> {
    private final FunctionScenarioSpec scenario;
    private final FunctionTimeline<K, V, O> timeline;
    private final RunSettings settings;
    private final FunctionTimeline.Delivery<K, V, O> delivery;
    private final AtomicReference<StatefulFunctionHarness<K, V, O>> harness =
        new AtomicReference<>();
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicReference<FunctionTrace> trace = new AtomicReference<>();
    // The calls to fake external systems made in this run's threads, opened with them.
    private final AtomicReference<Effects.@Nullable Recording> effects = new AtomicReference<>();

    Run(
        FunctionScenarioSpec scenario,
        FunctionTimeline<K, V, O> timeline,
        RunSettings settings,
        FunctionTimeline.Delivery<K, V, O> delivery) {
      this.scenario = scenario;
      this.timeline = timeline;
      this.settings = settings;
      this.delivery = delivery;
    }

    FunctionResult execute() {
      long start = System.nanoTime();
      ScenarioThreads threads = ScenarioRunner.threadsFor(scenario);
      effects.set(Effects.record(threads.group()));
      long deadline = Timeouts.deadlineAfter(settings.timeout());
      CompletableFuture<Optional<RunFailure>> driven = threads.start(this::drive);
      Optional<RunFailure> failure;
      try {
        failure = driven.get(Timeouts.remaining(deadline), TimeUnit.NANOSECONDS);
      } catch (TimeoutException | InterruptedException e) {
        if (e instanceof InterruptedException) {
          Thread.currentThread().interrupt();
        }
        cancelled.set(true);
        List<String> leftover = threads.stop(true, ScenarioRunner.THREAD_GRACE);
        // A thread that did not stop still owns the harness, which is not thread-safe.
        Map<String, CapturedOutput<?>> captured = leftover.isEmpty() ? capturedOrNone() : Map.of();
        return result(
            start,
            captured,
            Optional.of(
                RunFailure.timeout(
                    settings.timeout(),
                    ScenarioResult.countsOf(captured),
                    leftover,
                    ScenarioRunner.THREAD_GRACE)),
            false);
      } catch (ExecutionException e) {
        failure =
            Optional.of(
                new RunFailure(
                    Phase.EXECUTION,
                    "the harness failed:",
                    Throwables.unwrap(requireNonNull(e.getCause()))));
      }
      threads.stop(false, ScenarioRunner.THREAD_GRACE);
      if (harness.get() == null) {
        return result(start, Map.of(), failure, false);
      }
      Map<String, CapturedOutput<?>> captured = Map.of();
      try {
        captured = Map.of(timeline.output(), capture(harness.get()));
      } catch (OutOfMemoryError e) {
        return result(start, Map.of(), Optional.of(new RunFailure(Phase.EXECUTION, "", e)), false);
      } catch (RuntimeException e) {
        if (failure.isEmpty()) {
          failure =
              Optional.of(new RunFailure(Phase.EXECUTION, "the output could not be captured:", e));
        }
      }
      return result(start, captured, failure, true);
    }

    /** The metrics the function reported on its harness. */
    private Optional<MetricsObservation> metrics() {
      StatefulFunctionHarness<K, V, O> built = harness.get();
      if (built == null) {
        return Optional.empty();
      }
      try {
        return Optional.of(
            MetricsObservation.of(built.getMetrics(), "the DoFn harness")
                .withDeclared(built.declaredMetrics()));
      } catch (RuntimeException unreadable) {
        return Optional.empty();
      }
    }

    /** Builds the harness and runs the timeline and {@code @Teardown}, on the run's thread. */
    private Optional<RunFailure> drive() {
      StatefulFunctionHarness<K, V, O> built;
      try {
        StatefulFunctionHarness.Builder<K, V, O> builder = timeline.newHarness();
        built =
            delivery.freshInstances()
                ? builder.withFreshInstancePerBundle().build()
                : builder.build();
        harness.set(built);
      } catch (Throwable e) {
        rethrowIfFatal(e);
        return Optional.of(
            new RunFailure(
                Phase.CONSTRUCTION,
                "the harness of " + timeline.origin() + " could not be built:",
                Throwables.unwrap(e)));
      }
      RunFailure failure = null;
      FunctionTrace.@Nullable Recorder recorder = settings.functionTrace() ? recorder(built) : null;
      List<FunctionTimeline.Step<K, V, O>> steps = timeline.steps();
      for (List<FunctionTimeline.Step<K, V, O>> delivered : delivery.bundles()) {
        if (failure != null || cancelled.get()) {
          break;
        }
        List<List<FunctionTimeline.Step<K, V, O>>> bundles = List.of(delivered);
        if (FailedAttempt.retryAt(delivered) >= 0) {
          try {
            FailedAttempt.run(built, delivered);
          } catch (Throwable e) {
            rethrowIfFatal(e);
            failure =
                stepFailure(steps, delivered.get(0), "the attempt of the bundle starting at", e);
            break;
          }
          bundles = FailedAttempt.retriedBundles(delivered);
        }
        for (List<FunctionTimeline.Step<K, V, O>> bundle : bundles) {
          // A bundle of one step runs as the harness runs any call: in a bundle of its own.
          boolean explicit = bundle.size() > 1;
          try {
            if (explicit) {
              built.startBundle();
            }
          } catch (Throwable e) {
            rethrowIfFatal(e);
            failure =
                stepFailure(steps, bundle.get(0), "@StartBundle of the bundle starting at", e);
            break;
          }
          int ran = 0;
          for (int i = 0; i < bundle.size() && failure == null && !cancelled.get(); i++) {
            FunctionTimeline.Step<K, V, O> step = bundle.get(i);
            ran++;
            try {
              step.action().accept(built);
            } catch (Throwable e) {
              rethrowIfFatal(e);
              failure = stepFailure(steps, step, "", e);
            }
            // The last element of a bundle is recorded after @FinishBundle, which it ends.
            if (recorder != null && (!explicit || i < bundle.size() - 1 || failure != null)) {
              recordStep(recorder, step.source(), built);
            }
          }
          boolean lastUnrecorded = explicit && ran == bundle.size() && failure == null;
          if (explicit && failure == null && !cancelled.get()) {
            try {
              built.finishBundle();
            } catch (Throwable e) {
              rethrowIfFatal(e);
              failure =
                  stepFailure(
                      steps,
                      bundle.get(bundle.size() - 1),
                      "@FinishBundle of the bundle ending at",
                      e);
            }
          }
          if (recorder != null && lastUnrecorded) {
            recordStep(recorder, bundle.get(bundle.size() - 1).source(), built);
          }
        }
      }
      if (recorder != null) {
        trace.set(recorder.trace());
      }
      try {
        built.close();
      } catch (Throwable e) {
        rethrowIfFatal(e);
        if (failure == null) {
          failure = new RunFailure(Phase.EXECUTION, "@Teardown threw", Throwables.unwrap(e));
        }
      }
      return Optional.ofNullable(failure);
    }

    /** The failure of {@code step}, or of {@code what} around it, numbered as written. */
    private static RunFailure stepFailure(
        List<? extends FunctionTimeline.Step<?, ?, ?>> steps,
        FunctionTimeline.Step<?, ?, ?> step,
        String what,
        Throwable e) {
      String prefix = what.isEmpty() ? "" : what + " ";
      return new RunFailure(
          Phase.EXECUTION,
          prefix
              + "step "
              + (steps.indexOf(step) + 1)
              + " of the timeline, `"
              + step.source()
              + "`, threw",
          Throwables.unwrap(e));
    }

    /** A recorder started on {@code built}; none when the harness cannot be read. */
    private static FunctionTrace.@Nullable Recorder recorder(
        StatefulFunctionHarness<?, ?, ?> built) {
      FunctionTrace.Recorder recorder = new FunctionTrace.Recorder();
      try {
        recorder.start(built);
        return recorder;
      } catch (RuntimeException e) {
        return null;
      }
    }

    /** Records a step; a harness that cannot be read after it ends the trace, not the run. */
    private void recordStep(
        FunctionTrace.Recorder recorder, String source, StatefulFunctionHarness<K, V, O> built) {
      try {
        recorder.stepped(source, built);
      } catch (RuntimeException e) {
        // The trace is an aid for reports; the verdicts never depend on it.
      }
    }

    private Map<String, CapturedOutput<?>> capturedOrNone() {
      StatefulFunctionHarness<K, V, O> built = harness.get();
      if (built == null) {
        return Map.of();
      }
      try {
        return Map.of(timeline.output(), capture(built));
      } catch (RuntimeException e) {
        return Map.of();
      }
    }

    private CapturedOutput<O> capture(StatefulFunctionHarness<K, V, O> harness) {
      Coder<O> coder = harness.getOutputCoder();
      ElementLog elements = new ElementLog();
      for (OutputElement<O> element : harness.getOutput()) {
        byte[] encoded;
        try {
          encoded = CoderUtils.encodeToByteArray(coder, element.value());
        } catch (CoderException e) {
          // The harness already encoded every output once; this cannot fail for a sane coder.
          throw new IllegalStateException("Cannot encode the output " + element, e);
        }
        elements.append(
            encoded, 0, encoded.length, element.window(), element.pane(), element.timestamp());
      }
      return new CapturedOutput<>(
          timeline.output(), coder, harness.getWindowingStrategy(), elements.snapshot());
    }

    /** The result; the harness is handed to expectations only when its thread is done with it. */
    private FunctionResult result(
        long start,
        Map<String, CapturedOutput<?>> captured,
        Optional<RunFailure> failure,
        boolean harnessReadable) {
      Duration wallTime = Duration.ofNanos(System.nanoTime() - start);
      EffectsObservation observed = effectsObserved(); // ends the recording on every path
      if (failure.isPresent() && RunFailure.isOutOfMemory(failure.get().cause())) {
        // Let go of the harness and its output: the next scenario needs the heap.
        harness.set(null);
        return new FunctionResult(
            scenario,
            ScenarioResult.Common.failed(
                RUNNER, wallTime, settings, RunFailure.outOfMemory(failure.get().cause(), "")),
            Optional.empty(),
            Optional.empty());
      }
      Optional<StatefulFunctionHarness<?, ?, ?>> readable =
          harnessReadable ? Optional.ofNullable(harness.get()) : Optional.empty();
      return new FunctionResult(
          scenario,
          new ScenarioResult.Common(
              RUNNER,
              wallTime,
              settings.timeout(),
              settings.snapshots(),
              captured,
              failure,
              readable.isPresent() && failure.isEmpty() ? metrics() : Optional.empty(),
              Map.of(),
              observed),
          readable,
          Optional.ofNullable(trace.get()));
    }

    /** The effects this run recorded; the recording ends here. */
    private EffectsObservation effectsObserved() {
      Effects.Recording recording = effects.get();
      if (recording == null) {
        return EffectsObservation.unreadable("the run did not start");
      }
      recording.close();
      return EffectsObservation.of(recording);
    }
  }

  private static void rethrowIfFatal(Throwable e) {
    if (e instanceof VirtualMachineError error) {
      throw error;
    }
  }
}
