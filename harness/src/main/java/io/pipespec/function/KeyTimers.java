package io.pipespec.function;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.beam.runners.core.InMemoryTimerInternals;
import org.apache.beam.runners.core.StateNamespace;
import org.apache.beam.runners.core.TimerInternals;
import org.apache.beam.sdk.state.TimeDomain;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The timers of one key: Beam's {@link InMemoryTimerInternals} decides what is set, replaced,
 * deleted and due; this wrapper only mirrors the pending set, because {@code
 * InMemoryTimerInternals} keeps it private and the harness must be able to list it.
 */
// TimerInternals still declares the deprecated setTimer/deleteTimer forms, and runner-core calls
// them: the wrapper must implement and forward every one.
@SuppressWarnings("deprecation")
final class KeyTimers implements TimerInternals {

  private record Id(StateNamespace namespace, String timerId, String timerFamilyId) {}

  private final InMemoryTimerInternals beam = new InMemoryTimerInternals();
  private final Map<Id, TimerData> pending = new LinkedHashMap<>();

  KeyTimers(Instant watermark, Instant processingTime) {
    try {
      beam.advanceInputWatermark(watermark);
      beam.advanceProcessingTime(processingTime);
      beam.advanceSynchronizedProcessingTime(processingTime);
    } catch (Exception e) {
      throw new IllegalStateException("Could not start the timers of a new key at " + watermark, e);
    }
  }

  private static Id idOf(TimerData timer) {
    return new Id(timer.getNamespace(), timer.getTimerId(), timer.getTimerFamilyId());
  }

  @Override
  public void setTimer(
      StateNamespace namespace,
      String timerId,
      String timerFamilyId,
      Instant target,
      Instant outputTimestamp,
      TimeDomain timeDomain) {
    setTimer(TimerData.of(timerId, timerFamilyId, namespace, target, outputTimestamp, timeDomain));
  }

  @Override
  public void setTimer(TimerData timer) {
    beam.setTimer(timer);
    pending.put(idOf(timer), timer);
  }

  @Override
  public void deleteTimer(
      StateNamespace namespace, String timerId, String timerFamilyId, TimeDomain timeDomain) {
    beam.deleteTimer(namespace, timerId, timerFamilyId, timeDomain);
    pending.remove(new Id(namespace, timerId, timerFamilyId));
  }

  @Override
  public void deleteTimer(StateNamespace namespace, String timerId, String timerFamilyId) {
    beam.deleteTimer(namespace, timerId, timerFamilyId);
    pending.remove(new Id(namespace, timerId, timerFamilyId));
  }

  @Override
  public void deleteTimer(TimerData timer) {
    beam.deleteTimer(timer);
    pending.remove(idOf(timer));
  }

  @Override
  public Instant currentProcessingTime() {
    return beam.currentProcessingTime();
  }

  @Override
  public Instant currentSynchronizedProcessingTime() {
    return beam.currentSynchronizedProcessingTime();
  }

  @Override
  public Instant currentInputWatermarkTime() {
    return beam.currentInputWatermarkTime();
  }

  @Override
  public Instant currentOutputWatermarkTime() {
    return beam.currentOutputWatermarkTime();
  }

  void advanceInputWatermark(Instant watermark) {
    try {
      beam.advanceInputWatermark(watermark);
    } catch (Exception e) {
      throw new IllegalStateException("Could not advance the watermark to " + watermark, e);
    }
  }

  void advanceProcessingTime(Instant time) {
    try {
      beam.advanceProcessingTime(time);
      beam.advanceSynchronizedProcessingTime(time);
    } catch (Exception e) {
      throw new IllegalStateException("Could not advance processing time to " + time, e);
    }
  }

  /** Replaces the pending timers with {@code saved}, as they were before a failed attempt. */
  void restore(List<TimerData> saved) {
    for (TimerData timer : pending()) {
      beam.deleteTimer(timer);
    }
    pending.clear();
    saved.forEach(this::setTimer);
  }

  /** Timers still to fire, in no particular order. */
  List<TimerData> pending() {
    return new ArrayList<>(pending.values());
  }

  /**
   * The timestamp of the earliest timer of the domain that Beam would fire now (its time has passed
   * the timer's timestamp), or null.
   */
  @Nullable Instant nextDue(TimeDomain domain) {
    Instant now = now(domain);
    @Nullable Instant next = null;
    for (TimerData timer : pending.values()) {
      if (timer.getDomain() == domain
          && now.isAfter(timer.getTimestamp())
          && (next == null || timer.getTimestamp().isBefore(next))) {
        next = timer.getTimestamp();
      }
    }
    return next;
  }

  /** Removes and returns the next due timer of the domain, as Beam orders them. */
  TimerData removeNextDue(TimeDomain domain) {
    TimerData timer =
        switch (domain) {
          case EVENT_TIME -> beam.removeNextEventTimer();
          case PROCESSING_TIME -> beam.removeNextProcessingTimer();
          case SYNCHRONIZED_PROCESSING_TIME -> beam.removeNextSynchronizedProcessingTimer();
        };
    Objects.requireNonNull(timer, () -> "no due " + domain + " timer although one was pending");
    pending.remove(idOf(timer));
    return timer;
  }

  private Instant now(TimeDomain domain) {
    return switch (domain) {
      case EVENT_TIME -> beam.currentInputWatermarkTime();
      case PROCESSING_TIME -> beam.currentProcessingTime();
      case SYNCHRONIZED_PROCESSING_TIME -> beam.currentSynchronizedProcessingTime();
    };
  }
}
