package io.pipespec.function;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.STABLE;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.state.State;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apiguardian.api.API;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * A white-box harness for one keyed {@code DoFn<KV<K, V>, OutputT>} with state and timers: process
 * elements per key, move the watermark and processing time, look at and set the state of any key
 * and window, and see which timers are pending and which fired. It runs the function on Beam's
 * runner-core ({@code StatefulDoFnRunner} over {@code SimpleDoFnRunner}, with one {@code
 * InMemoryStateInternals} and one {@code InMemoryTimerInternals} per key), so state, timer,
 * window-expiration and late-data semantics are Beam's own.
 *
 * <pre>{@code
 * try (StatefulFunctionHarness<String, Long, Long> harness =
 *     StatefulFunctionHarness.forKeyedDoFn(new SumPerKeyUntilEndOfWindow())
 *         .withWindowFn(FixedWindows.of(Duration.standardMinutes(10)))
 *         .build()) {
 *   Instant t = Instant.parse("2025-01-01T00:01:00Z");
 *   harness.processElement("red", 3L, t);
 *   harness.processElement("red", 4L, t.plus(Duration.standardSeconds(5)));
 *   IntervalWindow window = new IntervalWindow(Instant.parse("2025-01-01T00:00:00Z"),
 *       Duration.standardMinutes(10));
 *   assertThat(harness.<Long>getState("sum", "red", window)).isEqualTo(7L);
 *   assertThat(harness.getPendingTimers("flush")).hasSize(1);
 *
 *   harness.setWatermark(window.end());          // the flush timer fires
 *   assertThat(harness.getOutputValues()).containsExactly(7L);
 *   assertThat(harness.getFiredTimers()).hasSize(1);
 * }
 * }</pre>
 *
 * <p>State is read and written as plain values: the value of a {@code ValueState} (null when
 * unset), a {@code List} for {@code BagState}, a {@code Set} for {@code SetState}, a {@code Map}
 * for {@code MapState}, a {@code Map} of {@code List}s for {@code MultimapState}, a {@code List} of
 * {@code TimestampedValue}s in timestamp order for {@code OrderedListState}; a {@code
 * CombiningState} reads as its output and is set from an accumulator. For anything else, {@link
 * #state(String, Object, BoundedWindow)} hands out Beam's own {@link State} object.
 *
 * <p>Methods without a window argument mean the global window and fail with a message when the
 * harness uses any other windowing.
 *
 * @param <K> the key type
 * @param <V> the value type
 * @param <OutputT> the main output type
 */
@API(status = STABLE)
public final class StatefulFunctionHarness<K, V, OutputT>
    extends FunctionHarness<KV<K, V>, OutputT> {

  /** Starts building a harness for a keyed {@code DoFn}, stateful or not. */
  public static <K, V, OutputT> Builder<K, V, OutputT> forKeyedDoFn(DoFn<KV<K, V>, OutputT> fn) {
    return new Builder<>(fn);
  }

  /** Builds a {@link StatefulFunctionHarness}; see {@link HarnessBuilder} for shared settings. */
  public static final class Builder<K, V, OutputT>
      extends HarnessBuilder<KV<K, V>, OutputT, Builder<K, V, OutputT>> {

    private @Nullable Coder<K> keyCoder;
    private @Nullable Coder<V> valueCoder;

    private Builder(DoFn<KV<K, V>, OutputT> fn) {
      super(fn);
    }

    /** The coder of the keys; default: inferred from the function's input type. */
    public Builder<K, V, OutputT> withKeyCoder(Coder<K> keyCoder) {
      this.keyCoder = requireNonNull(keyCoder, "keyCoder");
      return this;
    }

    /** The coder of the values; default: inferred from the function's input type. */
    public Builder<K, V, OutputT> withValueCoder(Coder<V> valueCoder) {
      this.valueCoder = requireNonNull(valueCoder, "valueCoder");
      return this;
    }

    /** The key and value coders at once. */
    public Builder<K, V, OutputT> withInputCoder(KvCoder<K, V> inputCoder) {
      return withKeyCoder(inputCoder.getKeyCoder()).withValueCoder(inputCoder.getValueCoder());
    }

    /**
     * Builds the harness and calls the function's {@code @Setup}.
     *
     * @throws IllegalArgumentException if a coder cannot be inferred, the function's input is not a
     *     {@code KV}, or a state spec has no coder
     * @throws UnsupportedOperationException for a merging {@code WindowFn}, which Beam does not
     *     support with state
     */
    public StatefulFunctionHarness<K, V, OutputT> build() {
      TypeDescriptor<KV<K, V>> inputType = fn.getInputTypeDescriptor();
      if (!KV.class.equals(inputType.getRawType())) {
        throw new IllegalArgumentException(
            fn.getClass().getName()
                + " takes "
                + inputType
                + ", not a KV: state and timers are per key, so a stateful DoFn must read KV<K, V>."
                + " Use FunctionHarness.forDoFn(fn) for an unkeyed function.");
      }
      @SuppressWarnings("unchecked")
      TypeDescriptor<K> keyType =
          (TypeDescriptor<K>) inputType.resolveType(KV.class.getTypeParameters()[0]);
      @SuppressWarnings("unchecked")
      TypeDescriptor<V> valueType =
          (TypeDescriptor<V>) inputType.resolveType(KV.class.getTypeParameters()[1]);
      Coder<K> keys = givenOrInferred(keyCoder, keyType, "input key", "withKeyCoder(coder)");
      Coder<V> values =
          givenOrInferred(valueCoder, valueType, "input value", "withValueCoder(coder)");
      HarnessSetup<KV<K, V>, OutputT> setup = new HarnessSetup<>(this, KvCoder.of(keys, values));
      HarnessClock clock = new HarnessClock(setup);
      return new StatefulFunctionHarness<>(setup, clock, new Keys<>(setup, keys, clock));
    }
  }

  private final Keys<K, V> keys;
  private final KnownNames<K> known;

  private StatefulFunctionHarness(
      HarnessSetup<KV<K, V>, OutputT> setup, HarnessClock clock, Keys<K, V> keys) {
    super(setup, clock, keys);
    this.keys = keys;
    this.known = new KnownNames<>(setup, keys);
  }

  // ---------------------------------------------------------------- elements

  /** Processes one element for a key at the minimum timestamp. */
  public void processElement(K key, V value) {
    processElement(KV.of(key, value));
  }

  /** Processes one element for a key with an event timestamp. */
  public void processElement(K key, V value, Instant timestamp) {
    processElement(KV.of(key, value), timestamp);
  }

  // ---------------------------------------------------------------- state

  /** The ids of the states the function declares, in declaration order. */
  public List<String> getStateIds() {
    return keys.states().ids();
  }

  /**
   * The contents of a state of a key in the global window, as a plain value (see the class
   * documentation), or the empty value of its kind when the key holds nothing in it.
   *
   * @throws IllegalArgumentException when the function declares no such state, or the harness never
   *     saw the key (the message lists the keys it saw)
   */
  @SuppressWarnings(
      "TypeParameterUnusedInFormals") // The caller names the state's plain type, as in
  // harness.<Long>getState(...): public API.
  public <T> T getState(String stateId, K key) {
    return getState(stateId, key, known.globalWindow("getState", "stateId, key, window"));
  }

  /**
   * The contents of a state of a key in a window, as a plain value.
   *
   * @throws IllegalArgumentException when the function declares no such state, the harness never
   *     saw the key, or its window function never assigns the window (the message says which
   *     windows the key holds the state in)
   */
  @SuppressWarnings({
    "unchecked",
    "TypeParameterUnusedInFormals"
  }) // The caller names the state's plain type, as in harness.<Long>getState(...): public API.
  public <T> T getState(String stateId, K key, BoundedWindow window) {
    keys.states().tag(stateId);
    KeyContext<K> context = known.key(key);
    known.window(window, "getState(\"" + stateId + "\", " + key + ", window)", stateId, key);
    return (T) DeclaredStates.read(keys.stateOf(context, stateId, window));
  }

  /**
   * Replaces the contents of a state of a key in the global window; {@code null} clears it. The
   * value has the shape {@link #getState} returns, except that a {@code CombiningState} is set from
   * an accumulator.
   *
   * @throws IllegalArgumentException when the function declares no such state or the value does not
   *     fit the state's declared type
   */
  public void setState(String stateId, K key, Object contents) {
    setState(
        stateId, key, known.globalWindow("setState", "stateId, key, window, contents"), contents);
  }

  /** Replaces the contents of a state of a key in a window; {@code null} clears it. */
  public void setState(String stateId, K key, BoundedWindow window, Object contents) {
    driver.checkOpen("setState");
    known.window(
        window, "setState(\"" + stateId + "\", " + key + ", window, contents)", null, null);
    KeyContext<K> context = keys.of(key);
    keys.states().write(stateId, keys.stateOf(context, stateId, window), contents);
    context.windows.add(window);
  }

  /**
   * Beam's own {@link State} object of a key in a window (a {@code ValueState}, {@code
   * OrderedListState}, ...), for what the plain-value accessors do not cover, such as {@code
   * OrderedListState.readRange}. Writes through it are seen by the function.
   */
  @SuppressWarnings({
    "unchecked",
    "TypeParameterUnusedInFormals"
  }) // The caller names the state's plain type, as in harness.<ValueState<Long>>state(...): public
  // API.
  public <S extends State> S state(String stateId, K key, BoundedWindow window) {
    driver.checkOpen("state");
    known.window(window, "state(\"" + stateId + "\", " + key + ", window)", null, null);
    return (S) keys.stateOf(keys.of(key), stateId, window);
  }

  /** The keys that hold something in a state, in any window, in the order keys first appeared. */
  public Set<K> getKeysForState(String stateId) {
    keys.states().tag(stateId);
    Set<K> result = new LinkedHashSet<>();
    for (KeyContext<K> context : keys.all()) {
      if (!keys.windowsHolding(context, stateId).isEmpty()) {
        result.add(context.key);
      }
    }
    return result;
  }

  /** The contents of a state for every key that holds something in it, in the global window. */
  public <T> Map<K, T> getStateForAllKeys(String stateId) {
    return getStateForAllKeys(stateId, known.globalWindow("getStateForAllKeys", "stateId, window"));
  }

  /** The contents of a state for every key that holds something in it, in a window. */
  @SuppressWarnings("unchecked")
  public <T> Map<K, T> getStateForAllKeys(String stateId, BoundedWindow window) {
    keys.states().tag(stateId);
    known.window(window, "getStateForAllKeys(\"" + stateId + "\", window)", null, null);
    Map<K, T> result = new LinkedHashMap<>();
    for (KeyContext<K> context : keys.all()) {
      State state = keys.stateOf(context, stateId, window);
      if (!DeclaredStates.isEmpty(state)) {
        result.put(context.key, (T) DeclaredStates.read(state));
      }
    }
    return result;
  }

  /**
   * The windows in which a key holds something in any state.
   *
   * @throws IllegalArgumentException when the harness never saw the key
   */
  public Set<BoundedWindow> getWindowsWithState(K key) {
    Set<BoundedWindow> result = new LinkedHashSet<>();
    KeyContext<K> context = known.key(key);
    for (BoundedWindow window : context.windows) {
      if (keys.states().ids().stream().anyMatch(stateId -> keys.holds(context, stateId, window))) {
        result.add(window);
      }
    }
    return result;
  }

  /** Clears one state of a key in the global window. */
  public void clearState(String stateId, K key) {
    clearState(stateId, key, known.globalWindow("clearState", "stateId, key, window"));
  }

  /** Clears one state of a key in a window. */
  public void clearState(String stateId, K key, BoundedWindow window) {
    driver.checkOpen("clearState");
    keys.states().tag(stateId);
    known.window(window, "clearState(\"" + stateId + "\", " + key + ", window)", null, null);
    KeyContext<K> context = keys.existing(key);
    if (context != null) {
      keys.stateOf(context, stateId, window).clear();
    }
  }

  /** Clears every state of a key in every window. Its timers stay set. */
  public void clearAllStates(K key) {
    driver.checkOpen("clearAllStates");
    KeyContext<K> context = keys.existing(key);
    if (context == null) {
      return;
    }
    for (BoundedWindow window : context.windows) {
      for (String stateId : keys.states().ids()) {
        keys.stateOf(context, stateId, window).clear();
      }
    }
  }

  // ---------------------------------------------------------------- timers

  /**
   * Every timer the function has set that has not fired or been cleared, ordered by timestamp, then
   * time domain, family and id. Runner-core's own garbage-collection timers are left out.
   */
  public List<HarnessTimer<K>> getPendingTimers() {
    return keys.pending(timer -> true);
  }

  /**
   * The pending timers of a key. (Named apart from {@link #getPendingTimers(String)} so that a
   * {@code String} key is never ambiguous.)
   *
   * @throws IllegalArgumentException when the harness never saw the key
   */
  public List<HarnessTimer<K>> getPendingTimersForKey(K key) {
    return keys.pending(ofKey(key));
  }

  /**
   * The pending timers with an id, or of a family: {@code "flush"} matches the timer declared with
   * {@code @TimerId("flush")} and every timer of {@code @TimerFamily("flush")}.
   *
   * @throws IllegalArgumentException when the function declares no timer or family of that id
   */
  public List<HarnessTimer<K>> getPendingTimers(String timerIdOrFamily) {
    String id = known.timer(timerIdOrFamily);
    return keys.pending(timer -> matches(timer, id));
  }

  /** The timers that have fired, in firing order (runner-core's own timers left out). */
  public List<HarnessTimer<K>> getFiredTimers() {
    return keys.fired(timer -> true);
  }

  /**
   * The fired timers of a key, in firing order.
   *
   * @throws IllegalArgumentException when the harness never saw the key
   */
  public List<HarnessTimer<K>> getFiredTimersForKey(K key) {
    return keys.fired(ofKey(key));
  }

  /**
   * The fired timers with an id, or of a family, in firing order.
   *
   * @throws IllegalArgumentException when the function declares no timer or family of that id
   */
  public List<HarnessTimer<K>> getFiredTimers(String timerIdOrFamily) {
    String id = known.timer(timerIdOrFamily);
    return keys.fired(timer -> matches(timer, id));
  }

  /** Forgets which timers fired. */
  public void clearFiredTimers() {
    keys.clearFired();
  }

  /** The timers of {@code key}: of the same key object the harness holds for it. */
  private Predicate<HarnessTimer<K>> ofKey(K key) {
    KeyContext<K> context = known.key(key);
    return timer -> timer.key() == context.key;
  }

  private static boolean matches(HarnessTimer<?> timer, String timerIdOrFamily) {
    return timer.inFamily()
        ? timer.timerFamilyId().equals(timerIdOrFamily)
        : timer.timerId().equals(timerIdOrFamily);
  }
}
