package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;

import io.pipespec.effects.Effects;
import io.pipespec.runtime.capture.HeapWatch;
import io.pipespec.runtime.run.RunFailure.Phase;
import io.pipespec.runtime.runner.DirectRunnerSupport;
import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioThreads;
import io.pipespec.runtime.usercode.Throwables;
import io.pipespec.runtime.usercode.Timeouts;
import io.pipespec.runtime.verdict.effects.EffectsObservation;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.jspecify.annotations.Nullable;

/**
 * Runs a built pipeline on its runner and waits for it, within the scenario's timeout: the runner's
 * {@link RunnerSupport} waits without blocking, so that the timeout can cancel the run through
 * {@link PipelineResult#cancel()}. After a cancel the run's threads are interrupted and awaited
 * only where the support allows it (the DirectRunner's); on other runners Pipespec waits for the
 * threads that are in user code to leave it, and a timeout names those that did not.
 */
final class PipelineRunWait {

  /**
   * How a run ended: finished (its result, for the metrics), or failed.
   *
   * @param finished the result of a run that ended {@code DONE}
   * @param failure why it did not, when it did not
   */
  record Ending(Optional<PipelineResult> finished, Optional<RunFailure> failure) {
    static Ending done(PipelineResult result) {
      return new Ending(Optional.of(result), Optional.empty());
    }

    static Ending failed(RunFailure failure) {
      return new Ending(Optional.empty(), Optional.of(failure));
    }
  }

  /** How long before the deadline a runner's return must be to count as it giving up. */
  private static final long STALL_MARGIN_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

  /** How often a step after the run is tried while the heap is full: for about ten seconds. */
  private static final int SURVIVED_ATTEMPTS = 200;

  private final ScenarioSpec scenario;
  private final RunSettings settings;
  private final RunnerSupport support;
  private final Set<String> userClasses;
  private EffectsObservation effects = EffectsObservation.unreadable("the pipeline did not run");

  /**
   * @param userClasses the classes of user code in the pipeline, whose threads a timeout names
   */
  PipelineRunWait(
      ScenarioSpec scenario, RunSettings settings, RunnerSupport support, Set<String> userClasses) {
    this.scenario = scenario;
    this.settings = settings;
    this.support = support;
    this.userClasses = Set.copyOf(userClasses);
  }

  /**
   * Runs {@code pipeline}; {@code heapWatch} stops it when the heap fills, {@code captured} tells
   * what was captured when the timeout struck.
   */
  Ending run(Pipeline pipeline, HeapWatch heapWatch, Supplier<Map<String, Long>> captured) {
    ScenarioThreads threads = ScenarioRunner.threadsFor(scenario);
    Effects.Recording recording = Effects.record(threads.group());
    try {
      return run(threads, pipeline, heapWatch, captured);
    } finally {
      recording.close();
      effects =
          support.onCluster()
              ? EffectsObservation.onCluster(settings.runner())
              : EffectsObservation.of(recording);
    }
  }

  /**
   * The calls the run's functions made to fake external systems, once {@link #run} returned; a
   * refusal to read them when the run was on a cluster, in other JVMs.
   */
  EffectsObservation effects() {
    return effects;
  }

  private Ending run(
      ScenarioThreads threads,
      Pipeline pipeline,
      HeapWatch heapWatch,
      Supplier<Map<String, Long>> captured) {
    // The run gets the whole timeout; building the pipeline had one of its own (UserCode).
    long deadline = Timeouts.deadlineAfter(settings.timeout());
    // Threads an earlier run left in the same functions are not this run's.
    Set<Thread> earlier =
        support.mayInterruptRunThreads() ? Set.of() : ScenarioThreads.inUserCode(userClasses);
    LateRun late = new LateRun();
    CompletableFuture<PipelineResult> started =
        threads.start(
            () -> late.started(pipeline.run()), scenario.declaringClass().getClassLoader());
    Optional<PipelineResult> result = Optional.empty();
    Waited waited;
    try {
      PipelineResult running = started.get(Timeouts.remaining(deadline), TimeUnit.NANOSECONDS);
      late.claim(); // the wait has it: cancelled below, as a run that started in time is
      result = Optional.of(running);
      // A heap filled by elements waiting in the runner's bundles stops the run too.
      heapWatch.watch(() -> cancel(Optional.of(running), started, late));
      waited = await(running, deadline);
    } catch (TimeoutException e) {
      waited = Waited.TIMED_OUT;
    } catch (ExecutionException e) {
      waited = Waited.failed(startFailure(requireNonNull(e.getCause())));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      waited = Waited.TIMED_OUT;
    } catch (OutOfMemoryError e) {
      // A worker's, which the runner passes on, or this thread's own while the workers fill the
      // heap: either way it must not leave this thread (JUnit would end the whole test run).
      heapWatch.outOfMemory(e);
      waited = Waited.failed(RunFailure.outOfMemory(e, ""));
    } catch (RuntimeException | Error e) {
      waited = Waited.failed(new RunFailure(Phase.EXECUTION, "", Throwables.unwrap(e)));
    }
    if (waited.timedOut() || waited.stalled()) {
      cancel(result, started, late);
    }
    Waited ended = waited;
    // The run's threads end before the watch lets go of the run: until then they may still fill
    // the heap, which the watch must keep stopping them for.
    List<String> leftover =
        surviving(
            heapWatch,
            () ->
                support.mayInterruptRunThreads()
                    ? threads.stop(
                        ended.timedOut() || ended.failure().isPresent(),
                        ScenarioRunner.THREAD_GRACE)
                    : ScenarioThreads.awaitUserCode(
                        userClasses, earlier, ScenarioRunner.THREAD_GRACE));
    heapWatch.release();
    if (waited.timedOut()) {
      return Ending.failed(
          RunFailure.timeout(
              settings.timeout(), captured.get(), leftover, ScenarioRunner.THREAD_GRACE));
    }
    if (waited.failure().isPresent()) {
      return Ending.failed(advised(waited.failure().get(), pipeline));
    }
    return Ending.done(result.orElseThrow());
  }

  /**
   * {@code failure} with what the runner adds to it ({@link RunnerSupport#failureAdvice}); where
   * the support throws instead, the failure stays as it was.
   */
  private RunFailure advised(RunFailure failure, Pipeline pipeline) {
    Optional<String> advice;
    try {
      advice = support.failureAdvice(failure.cause(), pipeline);
    } catch (RuntimeException e) {
      advice = Optional.empty();
    }
    return advice.map(failure::withAdvice).orElse(failure);
  }

  /**
   * Calls {@code step}, again after an {@code OutOfMemoryError}: the run's threads that filled the
   * heap are ending, and what they held becomes garbage. After the first, the heap held back is let
   * go ({@link HeapWatch#outOfMemory}); after the last, the error is thrown.
   */
  private static <T> T surviving(HeapWatch heapWatch, Supplier<T> step) {
    for (int attempt = 1; ; attempt++) {
      try {
        return step.get();
      } catch (OutOfMemoryError e) {
        heapWatch.outOfMemory(e);
        if (attempt == SURVIVED_ATTEMPTS) {
          throw e;
        }
        try {
          Thread.sleep(50);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
        }
      }
    }
  }

  /**
   * What the wait saw: the run finished (no failure), failed, stalled (the runner gave up by
   * itself, with the failure that says so), or timed out.
   */
  private record Waited(boolean timedOut, boolean stalled, Optional<RunFailure> failure) {
    static final Waited TIMED_OUT = new Waited(true, false, Optional.empty());
    static final Waited FINISHED = new Waited(false, false, Optional.empty());

    static Waited failed(RunFailure failure) {
      return new Waited(false, false, Optional.of(failure));
    }

    static Waited stalled(RunFailure failure) {
      return new Waited(false, true, Optional.of(failure));
    }
  }

  private Waited await(PipelineResult running, long deadline) throws InterruptedException {
    PipelineResult.State state;
    try {
      state =
          support.waitUntilFinish(
              running, Duration.ofNanos(Math.max(1_000_000, Timeouts.remaining(deadline))));
    } catch (InterruptedException e) {
      throw e;
    } catch (Exception e) {
      return Waited.failed(new RunFailure(Phase.EXECUTION, "", Throwables.unwrap(e)));
    }
    // The runner counts the wait in whole milliseconds of its own clock and may return up to a few
    // of them before the deadline: only a return well before it is the runner giving up.
    if ((state == null || !state.isTerminal())
        && Timeouts.remaining(deadline) > STALL_MARGIN_NANOS) {
      // Not the timeout: the runner gave up waiting by itself, which the DirectRunner does when
      // its own workers fail with an Error (an OutOfMemoryError, which it only logs).
      IllegalStateException gaveUp =
          new IllegalStateException(
              "The runner stopped waiting for the pipeline in state "
                  + state
                  + " before the timeout, without an error; its workers failed (the log says"
                  + " with what). The heap: "
                  + HeapWatch.describeHeap()
                  + ". The DirectRunner's workers fail this way when the heap runs out; if the"
                  + " log says OutOfMemoryError: "
                  + HeapWatch.advice());
      // Read now, while the runner's threads still hold what filled the heap.
      return Waited.stalled(
          HeapWatch.isNearlyExhausted()
              ? RunFailure.outOfMemory(gaveUp, "")
              : new RunFailure(Phase.EXECUTION, "", gaveUp));
    }
    if (state == null || !state.isTerminal()) {
      return Waited.TIMED_OUT;
    }
    if (state == PipelineResult.State.DONE) {
      return Waited.FINISHED;
    }
    return Waited.failed(
        new RunFailure(
            Phase.EXECUTION,
            "",
            new IllegalStateException(
                "The runner ended the pipeline in state " + state + " without an error")));
  }

  private RunFailure startFailure(Throwable thrown) {
    Throwable cause = Throwables.unwrap(thrown);
    if (Throwables.isUserCodeFailure(thrown) || !(support instanceof DirectRunnerSupport)) {
      // Runners other than the non-blocking DirectRunner may execute inside run().
      return new RunFailure(Phase.EXECUTION, "", cause);
    }
    return new RunFailure(Phase.START, "Beam rejected the pipeline:", cause);
  }

  private static void cancel(
      Optional<PipelineResult> result, CompletableFuture<PipelineResult> started, LateRun late) {
    late.abandon();
    started.cancel(true);
    result.ifPresent(PipelineRunWait::cancelQuietly);
  }

  private static void cancelQuietly(PipelineResult running) {
    try {
      running.cancel();
    } catch (Exception | Error e) {
      // The threads are interrupted next; a runner that cannot cancel is stopped that way.
    }
  }

  /**
   * A run whose {@code run()} had not returned when the scenario timed out: on a loaded machine
   * Spark's context can take longer to start than a short timeout. Abandoned, it would start later
   * with nobody to cancel it, and hold its context (Spark allows one per JVM) and its stuck tasks
   * for good. Whichever comes second, the start or the abandon, cancels it.
   */
  private static final class LateRun {
    private @Nullable PipelineResult started;
    private boolean abandoned;

    synchronized PipelineResult started(PipelineResult result) {
      if (abandoned) {
        cancelQuietly(result);
      } else {
        started = result;
      }
      return result;
    }

    /** The wait got the run in time and cancels it itself if it must. */
    synchronized void claim() {
      started = null;
    }

    synchronized void abandon() {
      abandoned = true;
      if (started != null) {
        cancelQuietly(started);
        started = null;
      }
    }
  }
}
