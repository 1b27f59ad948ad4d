package io.pipespec.function;

import static java.util.Objects.requireNonNull;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Supplier;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.DoFnRunners;
import org.apache.beam.runners.core.StatefulDoFnRunner;
import org.apache.beam.runners.core.StepContext;
import org.apache.beam.runners.core.metrics.MetricsContainerImpl;
import org.apache.beam.runners.core.metrics.MetricsContainerStepMap;
import org.apache.beam.sdk.metrics.MetricName;
import org.apache.beam.sdk.metrics.MetricQueryResults;
import org.apache.beam.sdk.metrics.MetricsEnvironment;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.reflect.DoFnInvoker;
import org.apache.beam.sdk.transforms.reflect.DoFnInvokers;
import org.apache.beam.sdk.util.UserCodeException;
import org.jspecify.annotations.Nullable;

/**
 * Drives a harness's function through runner-core: the {@code DoFnRunner} (a {@code
 * StatefulDoFnRunner} over a {@code SimpleDoFnRunner} when the function uses state or timers), its
 * bundles, and its lifecycle from {@code @Setup} to {@code @Teardown}. Runner-core code runs with
 * the harness's metrics container in scope, and the user's own exception comes out unwrapped.
 *
 * @param <InputT> the function's input type
 * @param <OutputT> the function's main output type
 */
final class DoFnDriver<InputT, OutputT> {

  private final String fnName;
  private final HarnessSetup<InputT, OutputT> setup;
  private final StepContext stepContext;
  private final RecordedOutput output;
  private @Nullable DoFnRunner<InputT, OutputT> runner;

  /** The instance of every bundle; none when each bundle gets its own ({@link #bundleInvoker}). */
  private @Nullable DoFnInvoker<InputT, OutputT> invoker;

  /** The fresh instance of the open bundle, when each bundle gets one. */
  private @Nullable DoFnInvoker<InputT, OutputT> bundleInvoker;

  private final MetricsContainerImpl metrics =
      new MetricsContainerImpl("pipespec-function-harness");
  private boolean bundleOpen;
  private boolean explicitBundle;
  private boolean closed;

  /**
   * Makes the runner and calls {@code @Setup}; with a fresh instance per bundle, each bundle makes
   * its own runner around a fresh copy of the function, set up when the bundle opens and torn down
   * when it closes, over the same state, timers and output.
   */
  DoFnDriver(HarnessSetup<InputT, OutputT> setup, StepContext stepContext, RecordedOutput output) {
    this.fnName = setup.fnName;
    this.setup = setup;
    this.stepContext = stepContext;
    this.output = output;
    if (setup.freshInstancePerBundle) {
      this.invoker = null;
    } else {
      this.runner = runnerOf(setup.fn);
      this.invoker = call(() -> DoFnInvokers.tryInvokeSetupFor(setup.fn, setup.options));
    }
  }

  private DoFnRunner<InputT, OutputT> runnerOf(DoFn<InputT, OutputT> fn) {
    DoFnRunner<InputT, OutputT> simple =
        RunnerCoreElements.ofRunningBeam().simpleRunner(setup, fn, stepContext, output);
    return setup.isStateful()
        ? DoFnRunners.defaultStatefulDoFnRunner(
            fn,
            setup.inputCoder,
            simple,
            stepContext,
            setup.windowingStrategy,
            new StatefulDoFnRunner.TimeInternalsCleanupTimer<>(
                stepContext.timerInternals(), setup.windowingStrategy),
            new StatefulDoFnRunner.StateInternalsStateCleaner<>(
                fn, stepContext.stateInternals(), setup.windowCoder),
            setup.signature.processElement().requiresTimeSortedInput())
        : simple;
  }

  /** The runner of the open bundle; there is one from the first bundle on. */
  DoFnRunner<InputT, OutputT> runner() {
    return requireNonNull(runner, "runner: no bundle was opened");
  }

  /** The value of a Beam counter the function (or runner-core) incremented, 0 if never. */
  long counter(String namespace, String name) {
    Long value = metrics.getCounter(MetricName.named(namespace, name)).getCumulative();
    return value == null ? 0L : value;
  }

  /**
   * Every metric the function (or runner-core) reported, by the step of the function's name;
   * attempted values only, as a harness commits nothing.
   */
  MetricQueryResults metricResults() {
    MetricsContainerStepMap steps = new MetricsContainerStepMap();
    steps.update(fnName, metrics);
    return MetricsContainerStepMap.asAttemptedOnlyMetricResults(steps).allMetrics();
  }

  /** Opens a bundle that lasts until {@link #finishBundle()}. */
  void startBundle() {
    checkOpen("startBundle");
    if (bundleOpen) {
      throw new IllegalStateException(
          "A bundle is already open; call finishBundle() before starting another.");
    }
    openBundle();
    explicitBundle = true;
  }

  /** Finishes the bundle {@link #startBundle()} opened, calling {@code @FinishBundle}. */
  void finishBundle() {
    checkOpen("finishBundle");
    if (!explicitBundle) {
      throw new IllegalStateException(
          "No bundle is open: finishBundle() closes a bundle opened with startBundle(). Without"
              + " startBundle() every call runs in a bundle of its own.");
    }
    explicitBundle = false;
    closeBundle();
  }

  /**
   * The bundle {@link #startBundle()} opened fails, as a runner's does when its processing throws:
   * after {@code @FinishBundle} when {@code inFinishBundle}. The instance that ran it is thrown
   * away ({@code @Teardown}, best effort, as a runner calls it) and the next bundle runs on a fresh
   * copy, {@code @Setup} called on it. What the attempt did to state, timers and output is the
   * caller's to discard.
   */
  void failBundle(boolean inFinishBundle) {
    checkOpen("failBundle");
    if (!explicitBundle) {
      throw new IllegalStateException(
          "No bundle is open: an attempt fails inside the bundle startAttempt() opened.");
    }
    explicitBundle = false;
    bundleOpen = false;
    if (inFinishBundle) {
      try {
        call(
            () -> {
              runner().finishBundle();
              return null;
            });
      } catch (RuntimeException | Error e) {
        // The attempt fails in @FinishBundle anyway: a throwing one fails it there as well.
      }
    }
    if (setup.freshInstancePerBundle) {
      tearDownBundleInstance(new IllegalStateException("the failed attempt"));
      return;
    }
    DoFnInvoker<InputT, OutputT> failed = invoker;
    if (failed != null) {
      try {
        call(
            () -> {
              failed.invokeTeardown();
              return null;
            });
      } catch (RuntimeException | Error e) {
        // Best effort, as a runner's: a failing @Teardown of a failed instance changes nothing.
      }
    }
    DoFn<InputT, OutputT> fresh = setup.freshFn();
    runner = runnerOf(fresh);
    invoker = call(() -> DoFnInvokers.tryInvokeSetupFor(fresh, setup.options));
  }

  /** Finishes an open bundle and calls {@code @Teardown}, once. */
  void close() {
    if (closed) {
      return;
    }
    try {
      if (bundleOpen) {
        explicitBundle = false;
        closeBundle();
      }
    } finally {
      closed = true;
      DoFnInvoker<InputT, OutputT> instance = invoker;
      if (instance != null) {
        call(
            () -> {
              instance.invokeTeardown();
              return null;
            });
      }
    }
  }

  boolean isClosed() {
    return closed;
  }

  /** Runs work inside the open bundle, or inside a bundle of its own. */
  void inBundle(Runnable work) {
    boolean own = !bundleOpen;
    if (own) {
      openBundle();
    }
    try {
      call(
          () -> {
            work.run();
            return null;
          });
    } catch (RuntimeException | Error e) {
      // A runner throws a failed bundle away; so does the harness, without @FinishBundle.
      bundleOpen = false;
      explicitBundle = false;
      tearDownBundleInstance(e);
      throw e;
    }
    if (own) {
      closeBundle();
    }
  }

  void checkOpen(String method) {
    if (closed) {
      throw new IllegalStateException(
          "This harness is closed, so "
              + method
              + "() cannot run: close() already ran @Teardown of "
              + fnName
              + ". Call "
              + method
              + "() before close(), or build a new harness.");
    }
  }

  private void openBundle() {
    if (setup.freshInstancePerBundle) {
      DoFn<InputT, OutputT> fresh = setup.freshFn();
      bundleInvoker = call(() -> DoFnInvokers.tryInvokeSetupFor(fresh, setup.options));
      runner = runnerOf(fresh);
    }
    DoFnRunner<InputT, OutputT> bundleRunner = runner();
    try {
      call(
          () -> {
            bundleRunner.startBundle();
            return null;
          });
    } catch (RuntimeException | Error e) {
      tearDownBundleInstance(e);
      throw e;
    }
    bundleOpen = true;
  }

  private void closeBundle() {
    bundleOpen = false;
    DoFnRunner<InputT, OutputT> bundleRunner = runner();
    try {
      call(
          () -> {
            bundleRunner.finishBundle();
            return null;
          });
    } catch (RuntimeException | Error e) {
      tearDownBundleInstance(e);
      throw e;
    }
    tearDownBundleInstance(null);
  }

  /**
   * Calls {@code @Teardown} of the open bundle's fresh instance, if it has one; after a {@code
   * failure} of the bundle, a failing {@code @Teardown} is added to it rather than thrown.
   */
  private void tearDownBundleInstance(@Nullable Throwable failure) {
    DoFnInvoker<InputT, OutputT> fresh = bundleInvoker;
    if (fresh == null) {
      return;
    }
    bundleInvoker = null;
    try {
      call(
          () -> {
            fresh.invokeTeardown();
            return null;
          });
    } catch (RuntimeException | Error e) {
      if (failure == null) {
        throw e;
      }
      failure.addSuppressed(e);
    }
  }

  /**
   * Runs runner-core code with the harness's metrics container in scope (so Beam metrics, such as
   * runner-core's count of dropped late elements, have somewhere to go), rethrowing the user's own
   * exception instead of Beam's wrapper.
   */
  @SuppressWarnings("try") // The metrics scope is open while the work runs; it is never read.
  private <T> T call(Supplier<T> work) {
    try (Closeable scope = MetricsEnvironment.scopedMetricsContainer(metrics)) {
      return work.get();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (UserCodeException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw e;
    }
  }
}
