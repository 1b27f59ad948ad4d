package io.pipespec.runtime.run;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.build.RetriedStage;
import io.pipespec.runtime.capture.HeapWatch;
import io.pipespec.runtime.spi.ScenarioTraits;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.JobScenarioSpec.CapturedWrite;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import io.pipespec.runtime.usercode.UserCode;
import io.pipespec.runtime.verdict.expect.ElementMismatchError;
import io.pipespec.runtime.verdict.expect.ElementTexts;
import io.pipespec.runtime.verdict.expect.PendingTimersHint;
import io.pipespec.runtime.verdict.shape.ShapeChangedError;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.opentest4j.AssertionFailedError;

/**
 * The one verify path, for every kind of scenario and every kind of expectation, in this order:
 *
 * <ol>
 *   <li><b>run failure</b>: a failed or timed-out run fails the expectation with its cause;
 *   <li><b>refusal</b>: a window or pane the run could never have filled is refused with the reason
 *       instead of judged empty (an output's scope, checked against its windowing strategy; the
 *       windows a state or timer expectation names, against the harness's window function);
 *   <li><b>scope</b>: the elements of the output in the expectation's windows and panes;
 *   <li><b>{@code @Where} filter</b>: {@code Expectations.where} wraps the expectation, so that the
 *       filter narrows the scope before the wrapped expectation judges it;
 *   <li><b>judge</b>: the expectation itself;
 *   <li><b>history</b>: a failure ends with the window history of the outputs it read and, for a
 *       function scenario with timers still pending, which they are and what fires them;
 *   <li><b>where</b>: its last line names the scenario and the expectation, and the job's write an
 *       output it read was captured from ({@code captured from write 'WriteTotals'}).
 * </ol>
 *
 * <p>A harness expectation reads no output, so it skips the scope and filter.
 *
 * <p>Each kind of target has its judge ({@link OutputJudge}, {@link HarnessJudge}, {@link
 * MetricsJudge}, {@link ShapeJudge}); this class keeps the order, and what every failure gets.
 *
 * <p>Judging calls user code (a {@code @Satisfies} checker, a {@code from} method), so it runs on a
 * thread of its own within the scenario's timeout ({@link UserCode}): a checker that never returns
 * fails its expectation, naming the checker, and the other expectations are judged.
 *
 * <p>Whatever fails, the failure's stack trace starts with the frame of the expectation method
 * ({@link ExpectationSpec#declarationFrame()}), above the frames where Pipespec made it, so that an
 * IDE's click on the top frame opens the test.
 */
final class Verification {

  /** Below this many captured elements, judging cannot run out of memory on the capture alone. */
  private static final long SMALL_CAPTURE = 10_000;

  private final ScenarioResult run;

  Verification(ScenarioResult run) {
    this.run = run;
  }

  // The call returns nothing: its lambda returns null as a Void, which NullAway (without JSpecify
  // generics) takes for the type variable of UserCode.Call, not for Void.
  @SuppressWarnings("NullAway")
  void verify(ExpectationSpec expectation) {
    try {
      // A checker or an expected-values method is user code: bounded by the scenario's timeout.
      UserCode.call(
          run.scenario(),
          "was not judged",
          run.timeout(),
          () -> {
            judge(expectation);
            return null;
          });
    } catch (ScenarioTimeoutException timedOut) {
      AssertionFailedError failure =
          new AssertionFailedError(
              "The expectation "
                  + expectation.methodName()
                  + " ("
                  + expectation.describe()
                  + ") of scenario '"
                  + run.scenario()
                  + "' "
                  + timedOut.getMessage(),
              timedOut);
      startAt(expectation.declarationFrame(), failure);
      throw failure;
    } catch (AssertionError failure) {
      AssertionError told =
          run.runFailure().isPresent() || failure instanceof RefusedExpectationError
              ? failure
              : appended(failure, run.asWrittenNote(false));
      startAt(expectation.declarationFrame(), told);
      throw told;
    } catch (RuntimeException failure) {
      startAt(expectation.declarationFrame(), failure);
      throw failure;
    } catch (OutOfMemoryError outOfMemory) {
      // Thrown on, it would end the whole test run (JUnit treats it as unrecoverable); by now what
      // the judging held is garbage, and this expectation fails alone.
      AssertionFailedError failure = outOfMemory(expectation, outOfMemory);
      startAt(expectation.declarationFrame(), failure);
      throw failure;
    } catch (StackOverflowError overflow) {
      AssertionFailedError failure =
          new AssertionFailedError(
              "Judging "
                  + expectation.methodName()
                  + " ("
                  + expectation.describe()
                  + ") overflowed the stack: a recursion that does not end, in the expectation's"
                  + " own code (a @Satisfies method, a from supplier, a by predicate) or in an"
                  + " element's equals, hashCode, compareTo or toString. The cause's frames show"
                  + " where it recursed.",
              overflow);
      startAt(expectation.declarationFrame(), failure);
      throw failure;
    }
  }

  /** The elements the run captured, for messages: "totals: 1 element". */
  private long capturedElements() {
    return run.outputs().values().stream().mapToLong(output -> output.elements().size()).sum();
  }

  private AssertionFailedError outOfMemory(ExpectationSpec expectation, OutOfMemoryError error) {
    StringBuilder held = new StringBuilder();
    run.outputs()
        .forEach(
            (name, output) ->
                held.append(held.length() == 0 ? "" : ", ")
                    .append(name)
                    .append(": ")
                    .append(output.elements().size())
                    .append(" elements"));
    boolean small = capturedElements() < SMALL_CAPTURE;
    return new AssertionFailedError(
        "Judging "
            + expectation.methodName()
            + " ("
            + expectation.describe()
            + ") ran out of memory: "
            + error
            + "\nthe run captured "
            + (held.length() == 0 ? "nothing" : held)
            + "\n"
            + (small
                ? "So few elements cannot fill the heap: the memory went to the expectation's own"
                    + " work (a @Satisfies method, a from supplier or a by predicate, or an"
                    + " element's equals or hashCode), which allocated more than the test JVM's"
                    + " maximum heap ("
                    + HeapWatch.megabytes(Runtime.getRuntime().maxMemory())
                    + "). Look there first."
                : HeapWatch.advice()),
        error);
  }

  private static void startAt(StackTraceElement frame, Throwable failure) {
    Judgement.startAt(frame, failure);
  }

  private void judge(ExpectationSpec expectation) {
    Optional<RunFailure> failure = run.runFailure();
    if (failure.isPresent() && failure.get().phase() == RunFailure.Phase.REFUSED) {
      throw new RefusedExpectationError(
          failure.get().message(run.scenario(), run.noun(), run.capturedCounts(), expectation),
          failure.get().explanation());
    }
    if (failure.isPresent()) {
      RunFailure.Phase phase = failure.get().phase();
      throw new AssertionFailedError(
          failure.get().message(run.scenario(), run.noun(), run.capturedCounts(), expectation)
              + run.asWrittenNote(
                  phase == RunFailure.Phase.EXECUTION || phase == RunFailure.Phase.TIMEOUT),
          failure.get().cause());
    }
    Target target = expectation.target();
    try {
      if (target instanceof Target.Output output) {
        OutputJudge.verify(run, expectation, output);
      } else if (target instanceof Target.Harness harness) {
        HarnessJudge.verify(run, expectation, harness.expectation());
      } else if (target instanceof Target.Metrics metrics) {
        MetricsJudge.verify(run, expectation, metrics.expectation());
      } else if (target instanceof Target.Shape shape) {
        ShapeJudge.verify(run, expectation, shape.expectation());
      } else if (target instanceof Target.Effects effects) {
        effects.expectation().verify(run.effects(), run.snapshots());
      } else {
        throw new AssertionError("unknown target " + target);
      }
    } catch (AssertionFailedError judged) {
      // Pipespec's own failures (and a checker's opentest4j one). A checker's own AssertionError
      // of another type (Truth's) is thrown as it is, so that its message and an IDE's diff of it
      // stay the checker's; its top frame, the expectation method, says where it failed.
      throw extended(judged, where(expectation));
    }
  }

  /**
   * The last line of every failure of a judged expectation: its scenario and its method, and for
   * each output it read that is a job's captured write, that write, such as {@code scenario
   * 'MixedLines', expectation teamTotals; output 'scores' captured from write 'WriteScores'}. The
   * failure is then understood wherever it is read without the test's name beside it: a CI log, a
   * ticket, two scenarios whose expectations share a method name.
   */
  private String where(ExpectationSpec expectation) {
    StringBuilder where =
        new StringBuilder("scenario '")
            .append(ElementTexts.printable(run.scenario()))
            .append("', expectation ")
            // Java lets names hold format characters, such as a bidirectional control.
            .append(ElementTexts.printable(expectation.methodName()));
    if (expectation.target() instanceof Target.Output && takesOver()) {
      // What the output holds: the recorded job's output before the savepoint is not captured.
      where.append("; a take-over: the output of the current code after the savepoint");
    }
    String restart = run.notes().get(RestartRun.NOTE);
    if (restart != null) {
      where.append("; ").append(restart);
    }
    String retry = run.notes().get(RetriedStage.NOTE);
    if (retry != null) {
      where.append("; ").append(retry);
    }
    if (expectation.target() instanceof Target.Output output) {
      List<String> read = new ArrayList<>();
      read.add(output.output());
      read.addAll(output.expectation().otherOutputs());
      for (CapturedWrite write : capturedWrites()) {
        if (read.contains(write.name())) {
          where
              .append("; output '")
              .append(ElementTexts.printable(write.name()))
              .append("' captured from write '")
              .append(ElementTexts.printable(write.transform()))
              .append("'");
        }
      }
    }
    return where.toString();
  }

  /** The writes of a job the run captured as outputs; none for the other kinds. */
  private List<CapturedWrite> capturedWrites() {
    return run.match(
        new ScenarioResult.Cases<List<CapturedWrite>>() {
          @Override
          public List<CapturedWrite> pipeline(PipelineResult result) {
            return List.of();
          }

          @Override
          public List<CapturedWrite> job(JobResult result) {
            return result.spec().writes();
          }

          @Override
          public List<CapturedWrite> function(FunctionResult result) {
            return List.of();
          }
        });
  }

  /** Whether the run was a take-over; a declaration that cannot be read again is none. */
  private boolean takesOver() {
    try {
      return ScenarioTraits.of(run.spec()).takesOver();
    } catch (RuntimeException e) {
      return false; // the run's own failure tells what is wrong with it
    }
  }

  /**
   * Fails with {@code refusal}, when there is one, instead of judging {@code what}; the history is
   * rendered only then, since rendering it reads every element in its windows.
   */
  static void refuseIf(Optional<String> refusal, String what, Supplier<String> history) {
    if (refusal.isPresent()) {
      throw new RefusedExpectationError(
          what + " cannot be judged honestly: " + refusal.get() + history.get(), refusal.get());
    }
  }

  /**
   * {@code failure} with {@code history} and, after a function run with pending timers, their hint
   * appended to its message; expected, actual, cause and stack trace are kept, so IDE diff viewers
   * and click-to-source still work. Unchanged when there is nothing to append.
   */
  static AssertionError withHistory(
      ScenarioResult run, AssertionError failure, StringBuilder history) {
    HarnessJudge.harness(run)
        .flatMap(PendingTimersHint::of)
        .ifPresent(hint -> history.append(history.length() == 0 ? "" : "\n").append(hint));
    return extended(failure, history);
  }

  /**
   * {@code failure} with {@code text} appended to its message on a line of its own; its type (a
   * refusal stays a refusal, a mismatch keeps its elements), expected, actual, cause and stack
   * trace are kept. Unchanged when there is nothing to append.
   */
  static AssertionError extended(AssertionError failure, CharSequence text) {
    return text.length() == 0 ? failure : appended(failure, "\n" + text);
  }

  /**
   * {@code failure} with {@code text} appended to its message as it is, kept as {@link #extended}
   * keeps it; unchanged when {@code text} is empty.
   */
  private static AssertionError appended(AssertionError failure, String text) {
    if (text.isEmpty()) {
      return failure;
    }
    String message = (failure.getMessage() == null ? "" : failure.getMessage()) + text;
    if (failure instanceof ElementMismatchError mismatch) {
      return mismatch.withMessage(message);
    }
    if (failure instanceof ShapeChangedError shape) {
      return shape.withMessage(message);
    }
    if (failure instanceof RefusedExpectationError refused) {
      RefusedExpectationError extended = new RefusedExpectationError(message, refused.reason());
      extended.setStackTrace(failure.getStackTrace());
      return extended;
    }
    AssertionFailedError extended;
    if (failure instanceof AssertionFailedError afe
        && (afe.isExpectedDefined() || afe.isActualDefined())) {
      extended =
          new AssertionFailedError(
              message,
              afe.isExpectedDefined() ? afe.getExpected().getValue() : null,
              afe.isActualDefined() ? afe.getActual().getValue() : null,
              failure.getCause());
    } else {
      // A checker's own AssertionError (Truth's) becomes the cause, so that nothing of it is lost.
      extended =
          new AssertionFailedError(
              message, failure instanceof AssertionFailedError ? failure.getCause() : failure);
    }
    extended.setStackTrace(failure.getStackTrace());
    return extended;
  }
}
