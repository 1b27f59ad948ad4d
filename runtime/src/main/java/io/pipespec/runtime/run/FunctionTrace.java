package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.beam.Times;
import io.pipespec.function.HarnessTimer;
import io.pipespec.function.OutputElement;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.verdict.expect.ElementTexts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * What each step of a function scenario's timeline did to the harness: the elements it output, the
 * timers it set and fired, and the state it changed, per key and window. Recorded only when the run
 * settings ask for it ({@link RunSettings#withFunctionTrace}), since it reads every state after
 * every step; the engine asks when it writes timeline reports.
 *
 * <p>The cost is bounded: at most {@link #STEPS} steps are recorded, and at most {@link #CELLS}
 * states (one key's state in one window) are compared after each; a longer timeline or a larger
 * state is recorded up to there, and {@link #complete()} says so.
 *
 * @param steps one entry per step recorded, in order
 * @param complete whether every step and every state was recorded
 */
@API(status = INTERNAL)
public record FunctionTrace(List<Step> steps, boolean complete) {

  /** At most this many steps are recorded. */
  public static final int STEPS = 500;

  /** At most this many states (a key's state in a window) are compared after each step. */
  public static final int CELLS = 2_000;

  /** The most lines of each kind one step records; the rest are counted. */
  static final int LINES = 200;

  /** Texts are cut to this many characters. */
  static final int TEXT = 300;

  public FunctionTrace {
    steps = List.copyOf(steps);
  }

  /**
   * One step.
   *
   * @param source the step as the user wrote it, such as {@code "watermark 3m"}
   * @param outputs the elements output during the step
   * @param timersSet the timers pending after the step that were not before
   * @param timersFired the timers that fired during the step
   * @param stateChanges the states whose contents changed, as {@code id[key, window]: old -> new}
   */
  public record Step(
      String source,
      List<String> outputs,
      List<String> timersSet,
      List<String> timersFired,
      List<String> stateChanges) {
    public Step {
      requireNonNull(source, "source");
      outputs = List.copyOf(outputs);
      timersSet = List.copyOf(timersSet);
      timersFired = List.copyOf(timersFired);
      stateChanges = List.copyOf(stateChanges);
    }
  }

  /** Records steps by comparing the harness before and after each one. */
  static final class Recorder {
    private final List<Step> steps = new ArrayList<>();
    private @Nullable Snapshot before;
    private boolean complete = true;

    void start(StatefulFunctionHarness<?, ?, ?> harness) {
      before = Snapshot.of(harness);
    }

    void stepped(String source, StatefulFunctionHarness<?, ?, ?> harness) {
      if (steps.size() >= STEPS) {
        complete = false;
        return;
      }
      Snapshot before = requireNonNull(this.before, "start() was not called");
      Snapshot after = Snapshot.of(harness);
      complete &= after.complete;
      List<String> outputs = new ArrayList<>();
      List<? extends OutputElement<?>> all = harness.getOutput();
      for (int i = before.outputs; i < all.size(); i++) {
        OutputElement<?> element = all.get(i);
        add(
            outputs,
            ElementTexts.of(element.value(), TEXT)
                + " @ "
                + Times.instant(element.timestamp().getMillis())
                + " in "
                + Times.window(element.window())
                + " ("
                + element.pane().getTiming()
                + " #"
                + element.pane().getIndex()
                + ")",
            all.size() - before.outputs);
      }
      List<String> set = new ArrayList<>();
      for (String timer : after.pending) {
        if (!before.pending.contains(timer)) {
          add(set, timer, after.pending.size());
        }
      }
      List<String> fired = new ArrayList<>();
      List<? extends HarnessTimer<?>> firedTimers = harness.getFiredTimers();
      for (int i = before.fired; i < firedTimers.size(); i++) {
        add(fired, text(firedTimers.get(i)), firedTimers.size() - before.fired);
      }
      List<String> changes = new ArrayList<>();
      Set<String> cells = new LinkedHashSet<>(before.state.keySet());
      cells.addAll(after.state.keySet());
      for (String cell : cells) {
        String old = before.state.get(cell);
        String now = after.state.get(cell);
        if (old == null ? now != null : !old.equals(now)) {
          add(changes, cell + ": " + (old == null ? "(none)" : old) + " -> " + now, cells.size());
        }
      }
      steps.add(new Step(source, outputs, set, fired, changes));
      this.before = after;
    }

    FunctionTrace trace() {
      return new FunctionTrace(steps, complete);
    }

    private static void add(List<String> lines, String line, int total) {
      if (lines.size() < LINES) {
        lines.add(line);
      } else if (lines.size() == LINES) {
        lines.add("... and more (" + total + " in all)");
      }
    }
  }

  private static String text(HarnessTimer<?> timer) {
    String id = timer.inFamily() ? timer.timerFamilyId() + "/" + timer.timerId() : timer.timerId();
    return id
        + " ["
        + ElementTexts.of(timer.key(), TEXT)
        + ", "
        + Times.window(timer.window())
        + "] "
        + timer.domain()
        + " "
        + Times.instant(timer.timestamp().getMillis());
  }

  /** What the harness holds at one moment, as texts. */
  private static final class Snapshot {
    final int outputs;
    final int fired;
    final Set<String> pending = new LinkedHashSet<>();
    final Map<String, String> state = new LinkedHashMap<>();
    boolean complete = true;

    private Snapshot(int outputs, int fired) {
      this.outputs = outputs;
      this.fired = fired;
    }

    @SuppressWarnings({"unchecked", "rawtypes"}) // keys of any type go back to the harness
    static Snapshot of(StatefulFunctionHarness<?, ?, ?> harness) {
      Snapshot snapshot = new Snapshot(harness.getOutput().size(), harness.getFiredTimers().size());
      for (HarnessTimer<?> timer : harness.getPendingTimers()) {
        snapshot.pending.add(text(timer));
      }
      StatefulFunctionHarness raw = harness;
      for (String id : harness.getStateIds()) {
        for (Object key : (Set<Object>) raw.getKeysForState(id)) {
          for (BoundedWindow window : (Set<BoundedWindow>) raw.getWindowsWithState(key)) {
            if (snapshot.state.size() >= CELLS) {
              snapshot.complete = false;
              return snapshot;
            }
            Object contents = raw.getState(id, key, window);
            snapshot.state.put(
                id + "[" + ElementTexts.of(key, TEXT) + ", " + Times.window(window) + "]",
                ElementTexts.of(contents, TEXT));
          }
        }
      }
      return snapshot;
    }
  }
}
