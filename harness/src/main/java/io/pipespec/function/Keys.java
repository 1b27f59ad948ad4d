package io.pipespec.function;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.LateDataUtils;
import org.apache.beam.runners.core.StateInternals;
import org.apache.beam.runners.core.StateNamespace;
import org.apache.beam.runners.core.StateNamespaces;
import org.apache.beam.runners.core.StateTag;
import org.apache.beam.runners.core.StepContext;
import org.apache.beam.runners.core.TimerInternals;
import org.apache.beam.runners.core.TimerInternals.TimerData;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.state.State;
import org.apache.beam.sdk.state.StateContext;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.transforms.reflect.DoFnSignature;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The keyed machinery of a {@link StatefulFunctionHarness}: one {@link KeyContext} (state, timers,
 * windows) per key, the key being processed, which runner-core binds state and sets timers through
 * (as Flink's {@code DoFnOperator} switches its keyed state backend per key), and the firing of due
 * timers across keys, earliest first.
 *
 * @param <K> the key type
 * @param <V> the value type
 */
final class Keys<K, V> implements Keying<KV<K, V>> {

  /** Timers runner-core sets for its own bookkeeping: window garbage collection, sorted input. */
  private static final String SYSTEM_TIMER_PREFIX = "__";

  private static final Comparator<HarnessTimer<?>> FIRING_ORDER =
      Comparator.<HarnessTimer<?>, Instant>comparing(HarnessTimer::timestamp)
          .thenComparing(HarnessTimer::domain)
          .thenComparing(HarnessTimer::timerFamilyId)
          .thenComparing(HarnessTimer::timerId);

  private final Coder<K> keyCoder;
  private final HarnessClock clock;
  private final DeclaredStates states;
  private final Coder<BoundedWindow> windowCoder;
  private final WindowingStrategy<?, ?> windowingStrategy;
  private final boolean stateful;
  private final Map<Object, KeyContext<K>> byKey = new LinkedHashMap<>();
  private final List<HarnessTimer<K>> firedTimers = new ArrayList<>();
  private final StepContext stepContext = new CurrentKeyStepContext();
  private @Nullable KeyContext<K> current;

  /** While a bundle attempt is open: what each key it touched held before; else null. */
  private @Nullable Map<KeyContext<K>, KeyContext.@Nullable Saved> attempt;

  private int firedBeforeAttempt;

  Keys(HarnessSetup<KV<K, V>, ?> setup, Coder<K> keyCoder, HarnessClock clock) {
    this.keyCoder = keyCoder;
    this.clock = clock;
    this.states = new DeclaredStates(setup.fn, setup.signature, setup.registry, setup.inputCoder);
    this.windowCoder = setup.windowCoder;
    this.windowingStrategy = setup.windowingStrategy;
    this.stateful = setup.isStateful();
  }

  /** The states the function declares. */
  DeclaredStates states() {
    return states;
  }

  /** The context of {@code key}, made the first time the key is seen. */
  KeyContext<K> of(K key) {
    KeyContext<K> existing = byKey.get(keyCoder.structuralValue(key));
    if (existing != null) {
      return touched(existing);
    }
    KeyContext<K> made = new KeyContext<>(key, clock.watermark(), clock.processingTime());
    byKey.put(keyCoder.structuralValue(key), made);
    if (attempt != null) {
      // A key first seen in an attempt that fails was never seen: nothing to put back, it goes.
      attempt.put(made, null);
    }
    return made;
  }

  /** The context of {@code key}, or null when the key was never seen. */
  @Nullable KeyContext<K> existing(K key) {
    KeyContext<K> existing = byKey.get(keyCoder.structuralValue(key));
    return existing == null ? null : touched(existing);
  }

  /** {@code context}, saved first if an open attempt touches it for the first time. */
  private KeyContext<K> touched(KeyContext<K> context) {
    if (attempt != null && !attempt.containsKey(context)) {
      attempt.put(context, context.save());
    }
    return context;
  }

  @Override
  public void startAttempt() {
    attempt = new LinkedHashMap<>(); // KeyContext keeps Object identity
    firedBeforeAttempt = firedTimers.size();
  }

  @Override
  public void failAttempt() {
    Map<KeyContext<K>, KeyContext.@Nullable Saved> touched = attempt;
    attempt = null;
    if (touched == null) {
      return;
    }
    touched.forEach(
        (context, saved) -> {
          if (saved == null) {
            byKey.values().remove(context);
          } else {
            context.restore(saved);
          }
        });
    firedTimers
        .subList(Math.min(firedBeforeAttempt, firedTimers.size()), firedTimers.size())
        .clear();
    current = null;
  }

  @Override
  public void commitAttempt() {
    attempt = null;
  }

  /**
   * Every key's context, in the order keys first appeared; a copy, safe to iterate while firing.
   */
  List<KeyContext<K>> all() {
    return new ArrayList<>(byKey.values());
  }

  /** The state of one key in one window, bound through runner-core as the function binds it. */
  State stateOf(KeyContext<K> context, String stateId, BoundedWindow window) {
    StateTag<? extends State> tag = states.tag(stateId);
    return context.state.state(StateNamespaces.window(windowCoder, window), tag);
  }

  /** Whether a key holds something in one state in one window. */
  boolean holds(KeyContext<K> context, String stateId, BoundedWindow window) {
    return !DeclaredStates.isEmpty(stateOf(context, stateId, window));
  }

  /**
   * The windows, in the order the key was first seen in them, in which it holds {@code stateId}.
   */
  List<BoundedWindow> windowsHolding(KeyContext<K> context, String stateId) {
    List<BoundedWindow> holding = new ArrayList<>();
    for (BoundedWindow window : context.windows) {
      if (holds(context, stateId, window)) {
        holding.add(window);
      }
    }
    return holding;
  }

  @Override
  public StepContext stepContext() {
    return stepContext;
  }

  @Override
  public void enter(KV<K, V> element, Collection<BoundedWindow> windows) {
    current = of(element.getKey());
    current.windows.addAll(windows);
  }

  @Override
  public boolean dropsExpired(BoundedWindow window, Instant watermark) {
    // Only StatefulDoFnRunner drops late data; a keyed function without state runs without it.
    return stateful
        && LateDataUtils.garbageCollectionTime(window, windowingStrategy).isBefore(watermark);
  }

  @Override
  public void watermarkAdvanced(Instant watermark) {
    for (KeyContext<K> context : all()) {
      context.timers.advanceInputWatermark(watermark);
    }
  }

  @Override
  public void processingTimeAdvanced(Instant time) {
    for (KeyContext<K> context : all()) {
      context.timers.advanceProcessingTime(time);
    }
  }

  @Override
  public void fireDue(TimeDomain domain, DoFnRunner<KV<K, V>, ?> runner) {
    while (true) {
      KeyContext<K> next = null;
      Instant nextAt = null;
      for (KeyContext<K> context : all()) {
        Instant due = context.timers.nextDue(domain);
        if (due != null && (nextAt == null || due.isBefore(nextAt))) {
          next = context;
          nextAt = due;
        }
      }
      if (next == null) {
        return;
      }
      TimerData timer = next.timers.removeNextDue(domain);
      if (!isSystemTimer(timer)) {
        firedTimers.add(toHarnessTimer(next, timer));
      }
      current = touched(next);
      TimerFiring.ofRunningBeam().fire(runner, timer, next.key, windowOf(timer.getNamespace()));
    }
  }

  /** The pending timers that {@code filter} accepts, in firing order; runner-core's left out. */
  List<HarnessTimer<K>> pending(Predicate<HarnessTimer<K>> filter) {
    List<HarnessTimer<K>> result = new ArrayList<>();
    for (KeyContext<K> context : all()) {
      for (TimerData timer : context.timers.pending()) {
        if (!isSystemTimer(timer)) {
          HarnessTimer<K> pending = toHarnessTimer(context, timer);
          if (filter.test(pending)) {
            result.add(pending);
          }
        }
      }
    }
    result.sort(FIRING_ORDER);
    return result;
  }

  /** The fired timers that {@code filter} accepts, in firing order. */
  List<HarnessTimer<K>> fired(Predicate<HarnessTimer<K>> filter) {
    List<HarnessTimer<K>> result = new ArrayList<>();
    for (HarnessTimer<K> timer : firedTimers) {
      if (filter.test(timer)) {
        result.add(timer);
      }
    }
    return result;
  }

  void clearFired() {
    firedTimers.clear();
  }

  private static boolean isSystemTimer(TimerData timer) {
    return timer.getTimerId().startsWith(SYSTEM_TIMER_PREFIX);
  }

  private HarnessTimer<K> toHarnessTimer(KeyContext<K> context, TimerData timer) {
    // runner-core prefixes ids to keep plain timers and families apart; users know the bare ids.
    String familyId =
        stripPrefix(timer.getTimerFamilyId(), DoFnSignature.TimerFamilyDeclaration.PREFIX);
    String timerId =
        familyId.isEmpty()
            ? stripPrefix(timer.getTimerId(), DoFnSignature.TimerDeclaration.PREFIX)
            : timer.getTimerId();
    return new HarnessTimer<>(
        timerId,
        familyId,
        context.key,
        windowOf(timer.getNamespace()),
        timer.getTimestamp(),
        timer.getOutputTimestamp(),
        timer.getDomain());
  }

  private static String stripPrefix(String id, String prefix) {
    return id.startsWith(prefix) ? id.substring(prefix.length()) : id;
  }

  private static BoundedWindow windowOf(StateNamespace namespace) {
    if (namespace instanceof StateNamespaces.WindowNamespace<?> windowNamespace) {
      return windowNamespace.getWindow();
    }
    return GlobalWindow.INSTANCE;
  }

  private KeyContext<K> current() {
    if (current == null) {
      throw new IllegalStateException("No key is being processed; this is a harness bug.");
    }
    return current;
  }

  /** Points state and timer access at the key being processed. */
  private final class CurrentKeyStepContext implements StepContext {
    private final StateInternals state = new CurrentKeyState();
    private final TimerInternals timers = new CurrentKeyTimers();

    @Override
    public StateInternals stateInternals() {
      return state;
    }

    @Override
    public TimerInternals timerInternals() {
      return timers;
    }
  }

  private final class CurrentKeyState implements StateInternals {
    @Override
    public Object getKey() {
      return current().key;
    }

    @Override
    public <T extends State> T state(
        StateNamespace namespace, StateTag<T> address, StateContext<?> context) {
      return current().state.state(namespace, address, context);
    }
  }

  private final class CurrentKeyTimers implements TimerInternals {
    @Override
    public void setTimer(
        StateNamespace namespace,
        String timerId,
        String timerFamilyId,
        Instant target,
        Instant outputTimestamp,
        TimeDomain timeDomain) {
      current().windows.add(windowOf(namespace));
      current()
          .timers
          .setTimer(namespace, timerId, timerFamilyId, target, outputTimestamp, timeDomain);
    }

    @Override
    @SuppressWarnings("deprecation") // TimerInternals requires it; runner-core still calls it.
    public void setTimer(TimerData timerData) {
      current().timers.setTimer(timerData);
    }

    @Override
    public void deleteTimer(
        StateNamespace namespace, String timerId, String timerFamilyId, TimeDomain timeDomain) {
      current().timers.deleteTimer(namespace, timerId, timerFamilyId, timeDomain);
    }

    @Override
    @SuppressWarnings("deprecation") // TimerInternals requires it; runner-core still calls it.
    public void deleteTimer(StateNamespace namespace, String timerId, String timerFamilyId) {
      current().timers.deleteTimer(namespace, timerId, timerFamilyId);
    }

    @Override
    @SuppressWarnings("deprecation") // TimerInternals requires it; runner-core still calls it.
    public void deleteTimer(TimerData timerKey) {
      current().timers.deleteTimer(timerKey);
    }

    @Override
    public Instant currentProcessingTime() {
      return clock.processingTime();
    }

    @Override
    public Instant currentSynchronizedProcessingTime() {
      return clock.processingTime();
    }

    @Override
    public Instant currentInputWatermarkTime() {
      return clock.watermark();
    }

    @Override
    public @Nullable Instant currentOutputWatermarkTime() {
      return current == null ? null : current.timers.currentOutputWatermarkTime();
    }
  }
}
