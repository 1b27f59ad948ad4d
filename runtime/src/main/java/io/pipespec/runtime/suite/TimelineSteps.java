package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.beam.Times;
import io.pipespec.runtime.takeover.RestartSource;
import io.pipespec.runtime.takeover.TimelinePhase;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apiguardian.api.API;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The steps of a {@code @Timeline}, in order, with every time already resolved to milliseconds by
 * the processor; {@link #toTestStream} turns them into a {@code TestStream}. Consecutive elements
 * arrive in one bundle, unless a {@code "bundle"} step cuts them. The processor has checked the
 * steps; the checks are repeated here with TestStream's own words, so that a hand-made timeline
 * fails just as clearly.
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class TimelineSteps<T> {

  /** The step at which the job fails once and restarts, as a {@code @Timeline} writes it. */
  public static final String FAIL_AND_RESTART = "fail and restart";

  /** The step at which the TaskManager's JVM is killed and the job restarts (local cluster). */
  public static final String KILL_AND_RESTART = "kill the TaskManager and restart";

  /** One step. */
  sealed interface Step<T> permits Elements, Watermark, Processing, Savepoint, FailAndRestart {}

  record Elements<T>(List<TimestampedValue<T>> values) implements Step<T> {}

  record Watermark<T>(long millis) implements Step<T> {}

  record Processing<T>(long millis) implements Step<T> {}

  /** {@code "savepoint"}: where the job as recorded stopped and the current code takes over. */
  record Savepoint<T>() implements Step<T> {}

  /**
   * {@code "fail and restart"}: the job fails once, after the step {@code after} names, and the
   * runner restarts it from a checkpoint that covers everything before it; {@code kills}: by
   * killing the TaskManager's JVM ({@code "kill the TaskManager and restart"}).
   */
  record FailAndRestart<T>(String after, boolean kills) implements Step<T> {}

  /** The retry step's bundle, its number and the elements before the step; null for none. */
  private @Nullable Elements<T> retried;

  private int retriedNumber;
  private int retriedAfter;
  private boolean retriedInFinishBundle;
  private String retriedStep = "";
  private String retriedAfterText = "";

  private final List<Step<T>> steps = new ArrayList<>();
  private long watermark = BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis();
  private boolean cut;

  private TimelineSteps() {}

  /** An empty timeline. */
  public static <T> TimelineSteps<T> create() {
    return new TimelineSteps<>();
  }

  /** {@code "value @ time"}: an element with the event time {@code timestampMillis}. */
  public TimelineSteps<T> element(T value, long timestampMillis) {
    Instant timestamp = Instant.ofEpochMilli(timestampMillis);
    if (timestamp.isBefore(BoundedWindow.TIMESTAMP_MIN_VALUE)
        || timestamp.isAfter(BoundedWindow.TIMESTAMP_MAX_VALUE)) {
      throw new IllegalArgumentException(
          "The event time " + timestamp + " of " + value + " is outside Beam's timestamp range");
    }
    TimestampedValue<T> timestamped = TimestampedValue.of(value, timestamp);
    if (!cut && !steps.isEmpty() && steps.get(steps.size() - 1) instanceof Elements<T> last) {
      last.values().add(timestamped);
    } else {
      List<TimestampedValue<T>> values = new ArrayList<>();
      values.add(timestamped);
      steps.add(new Elements<>(values));
    }
    cut = false;
    return this;
  }

  /**
   * {@code "bundle"}: the elements before it and those after it arrive in two bundles, with no
   * advance between them. Only between two elements: a bundle always ends at an advance.
   */
  public TimelineSteps<T> bundle() {
    if (cut || steps.isEmpty() || !(steps.get(steps.size() - 1) instanceof Elements<T>)) {
      throw new IllegalArgumentException(
          "\"bundle\" cuts the elements around it into two bundles; put it between two elements");
    }
    cut = true;
    return this;
  }

  /** {@code "watermark time"}: advances the watermark; it never moves backwards. */
  public TimelineSteps<T> watermark(long millis) {
    requireNoCut();
    if (millis < watermark) {
      throw new IllegalArgumentException(
          "The watermark must monotonically advance: "
              + Times.instant(millis)
              + " is before "
              + Times.instant(watermark));
    }
    if (millis >= BoundedWindow.TIMESTAMP_MAX_VALUE.getMillis()) {
      throw new IllegalArgumentException(
          "Advance the watermark to the end of time with \"watermark end\", not to " + millis);
    }
    watermark = millis;
    steps.add(new Watermark<>(millis));
    return this;
  }

  /** {@code "processing +duration"}: advances processing time by a positive duration. */
  public TimelineSteps<T> processing(long millis) {
    requireNoCut();
    if (millis <= 0) {
      throw new IllegalArgumentException(
          "Processing time must advance by a positive duration, not " + millis + " ms");
    }
    steps.add(new Processing<>(millis));
    return this;
  }

  /**
   * {@code "savepoint"}: the job as recorded ran the steps before it and was stopped with a
   * savepoint; the current code is restored from that savepoint and runs the steps after it (a
   * take-over, on a runner that can restore state). At most once, and with a step after it.
   */
  public TimelineSteps<T> savepoint() {
    requireNoCut();
    if (takesOver()) {
      throw new IllegalArgumentException(
          "A timeline takes over from one savepoint: remove the second \"savepoint\" step");
    }
    steps.add(new Savepoint<>());
    return this;
  }

  /**
   * {@code "fail and restart"}: the job, running on a runner that checkpoints (FlinkRunner), fails
   * once here, after {@code after} (the step before, as written, for messages), and is restarted
   * from a checkpoint that covers every step before this one. Only after an element or a watermark.
   */
  public TimelineSteps<T> failAndRestart(String after) {
    return restart(after, false);
  }

  /**
   * {@code "kill the TaskManager and restart"}: as {@link #failAndRestart}, but the job fails by
   * Pipespec killing the JVM of the TaskManager that runs it (on the local Flink cluster).
   */
  public TimelineSteps<T> killTaskManagerAndRestart(String after) {
    return restart(after, true);
  }

  private TimelineSteps<T> restart(String after, boolean kills) {
    requireNoCut();
    String step = kills ? KILL_AND_RESTART : FAIL_AND_RESTART;
    if (steps.isEmpty()) {
      throw new IllegalArgumentException(
          "\"" + step + "\" fails the job after the steps before it: put it after one");
    }
    steps.add(new FailAndRestart<>(after, kills));
    return this;
  }

  /**
   * {@code "fail and retry"} ({@code inFinishBundle} false) or {@code "fail in @FinishBundle and
   * retry"}: the bundle of the elements before it fails an attempt after them (or after all its
   * elements, in {@code @FinishBundle}) and is retried whole, on the DirectRunner. Right after an
   * element ({@code after}, as written, for messages); once per timeline.
   */
  public TimelineSteps<T> failAndRetry(boolean inFinishBundle, String after) {
    String step = inFinishBundle ? "fail in @FinishBundle and retry" : "fail and retry";
    if (cut || steps.isEmpty() || !(steps.get(steps.size() - 1) instanceof Elements<T> last)) {
      throw new IllegalArgumentException(
          "\""
              + step
              + "\" fails the bundle it stands in after the elements before it: put it"
              + " right after an element");
    }
    if (retried != null) {
      throw new IllegalArgumentException(
          "A timeline retries one bundle: remove the second retry step \"" + step + "\"");
    }
    retried = last;
    retriedNumber = (int) steps.stream().filter(s -> s instanceof Elements<T>).count();
    retriedAfter = last.values().size();
    retriedInFinishBundle = inFinishBundle;
    retriedStep = step;
    retriedAfterText = after;
    return this;
  }

  /** The bundle this timeline's retry step fails and retries; empty when it has none. */
  public Optional<TimelineRetry<T>> retry() {
    Elements<T> bundle = retried;
    if (bundle == null) {
      return Optional.empty();
    }
    return Optional.of(
        new TimelineRetry<>(
            bundle.values().stream().map(TimestampedValue::getValue).toList(),
            retriedNumber,
            retriedInFinishBundle ? bundle.values().size() : retriedAfter,
            retriedInFinishBundle,
            retriedStep,
            retriedAfterText));
  }

  /**
   * The places a {@code "fail and restart"} step could follow: one per element, watermark and
   * processing-time advance, in timeline order (each element of a bundle counts on its own).
   */
  public int failurePoints() {
    return steps.stream()
        .mapToInt(step -> step instanceof Elements<T> elements ? elements.values().size() : 1)
        .sum();
  }

  /**
   * This timeline with a {@code "fail and restart"} step after its {@code point}-th failure point
   * (from 1, as {@link #failurePoints} counts them), {@code after} naming the step before it, as
   * exploration tries each: the same elements, bundles and advances around it.
   */
  public TimelineSteps<T> failingAfter(int point, String after) {
    if (point < 1 || point > failurePoints()) {
      throw new IllegalArgumentException(
          "A timeline of " + failurePoints() + " steps has no failure point " + point);
    }
    TimelineSteps<T> failing = create();
    int seen = 0;
    for (Step<T> step : steps) {
      if (step instanceof Elements<T> elements) {
        if (!failing.steps.isEmpty()
            && failing.steps.get(failing.steps.size() - 1) instanceof Elements<T>) {
          failing.bundle(); // two bundles as written stay two
        }
        for (TimestampedValue<T> value : elements.values()) {
          failing.element(value.getValue(), value.getTimestamp().getMillis());
          if (++seen == point) {
            failing.failAndRestart(after);
          }
        }
        continue;
      }
      failing.steps.add(step);
      if (step instanceof Watermark<T> mark) {
        failing.watermark = mark.millis();
      }
      if (++seen == point) {
        failing.failAndRestart(after);
      }
    }
    return failing;
  }

  /** Whether a {@code "fail and restart"} step fails the job once and restarts it. */
  public boolean restarts() {
    return steps.stream().anyMatch(step -> step instanceof FailAndRestart<T>);
  }

  /** Whether the restart step kills the TaskManager's JVM. */
  public boolean killsTaskManager() {
    return steps.stream().anyMatch(step -> step instanceof FailAndRestart<T> fail && fail.kills());
  }

  /** The steps of this restart scenario's timeline for its checkpointable source. */
  public RestartSource.Steps<T> restartSteps(Coder<T> coder) {
    requireNoCut();
    return RestartTimeline.source(steps, coder);
  }

  /** Whether a {@code "savepoint"} step splits this timeline into the two phases of a take-over. */
  public boolean takesOver() {
    return steps.stream().anyMatch(step -> step instanceof Savepoint<T>);
  }

  /**
   * The steps of one phase of a take-over: before the savepoint ({@code second} false) or after it;
   * for a timeline without one, the first phase is the whole timeline and the second is empty.
   */
  List<Step<T>> phase(boolean second) {
    int savepoint = -1;
    for (int i = 0; i < steps.size(); i++) {
      savepoint = steps.get(i) instanceof Savepoint<T> ? i : savepoint;
    }
    if (savepoint < 0) {
      return second ? List.of() : steps();
    }
    return Collections.unmodifiableList(
        second ? steps.subList(savepoint + 1, steps.size()) : steps.subList(0, savepoint));
  }

  /**
   * The steps of one phase of this take-over's timeline, encoded with {@code coder}, for its
   * checkpointable source.
   */
  public TimelinePhase<T> phase(boolean second, Coder<T> coder) {
    TimelinePhase<T> phase = new TimelinePhase<>(coder);
    for (Step<T> step : phase(second)) {
      if (step instanceof Elements<T> elements) {
        for (TimestampedValue<T> value : elements.values()) {
          phase.element(value.getValue(), value.getTimestamp().getMillis());
        }
      } else if (step instanceof Watermark<T> mark) {
        phase.watermark(mark.millis());
      } else if (step instanceof Processing<T> || step instanceof FailAndRestart<T>) {
        throw new IllegalStateException(
            "A take-over's timeline advances only event time and does not restart: its source"
                + " cannot advance processing time or fail");
      }
    }
    return phase;
  }

  /**
   * The processing-time advances of this timeline as the annotation writes them ({@code "processing
   * +6m"}), in order; empty when it advances only event time.
   */
  public List<String> processingTimeAdvances() {
    List<String> advances = new ArrayList<>();
    for (Step<T> step : steps) {
      if (step instanceof Processing<T> processing) {
        advances.add("processing +" + Times.duration(Duration.millis(processing.millis())));
      }
    }
    return advances;
  }

  List<Step<T>> steps() {
    return Collections.unmodifiableList(steps);
  }

  /** Every element with its event time, in timeline order, as a bounded input reads them. */
  public List<TimestampedValue<T>> elements() {
    return TimelineCopies.elements(steps);
  }

  /** This timeline with every event time and watermark moved by {@code millis}. */
  public TimelineSteps<T> shifted(long millis) {
    return TimelineCopies.shifted(this, millis);
  }

  private void requireNoCut() {
    if (cut) {
      throw new IllegalArgumentException(
          "\"bundle\" cuts the elements around it into two bundles; put it between two elements,"
              + " not before an advance");
    }
  }

  /** The {@code TestStream}: the steps, then the watermark to the end of time. */
  public TestStream<T> toTestStream(Coder<T> coder) {
    requireNoCut();
    if (takesOver()) {
      throw new IllegalStateException(
          "A timeline with a \"savepoint\" step is a take-over: it runs from a savepoint on a"
              + " runner that restores state (FlinkRunner), never as a TestStream");
    }
    if (restarts()) {
      throw new IllegalStateException(
          "A timeline with a \"fail and restart\" step runs on a runner that restarts a job from"
              + " its checkpoints (FlinkRunner), never as a TestStream");
    }
    TestStream.Builder<T> builder = TestStream.create(coder);
    for (Step<T> step : steps) {
      if (step instanceof Elements<T> elements) {
        List<TimestampedValue<T>> values = elements.values();
        @SuppressWarnings("unchecked") // an array of the step's own elements, typed as they are
        TimestampedValue<T>[] rest =
            values.subList(1, values.size()).toArray(TimestampedValue[]::new);
        builder = builder.addElements(values.get(0), rest);
      } else if (step instanceof Watermark<T> mark) {
        builder = builder.advanceWatermarkTo(Instant.ofEpochMilli(mark.millis()));
      } else if (step instanceof Processing<T> processing) {
        builder = builder.advanceProcessingTime(Duration.millis(processing.millis()));
      }
    }
    return builder.advanceWatermarkToInfinity();
  }
}
