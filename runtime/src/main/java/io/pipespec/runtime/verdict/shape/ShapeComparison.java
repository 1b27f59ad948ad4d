package io.pipespec.runtime.verdict.shape;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apiguardian.api.API;

/**
 * What changed between the recorded shape of a job and the shape of its new version, split into the
 * changes that break an update (the new version could not take over the running one's state) and
 * the safe ones, each a sentence that names the change, why it matters and what to do.
 *
 * <p>Breaking: a stateful transform renamed (gone, and one with the same function, state and timer
 * declarations is new) or gone; a changed key or window coder of a stateful transform; a state
 * whose coder or kind changed, or that is gone; a timer that is gone or changed its time domain.
 * Safe: new or removed stateless transforms, a stateless transform renamed, new state and timers,
 * new stateful transforms, coders and windowing of collections no state keeps.
 *
 * @param breaking the changes a running job's state would not survive, in the order found
 * @param safe the changes an update survives, in the order found
 */
@API(status = INTERNAL)
public record ShapeComparison(List<String> breaking, List<String> safe) {

  private static final String FRESH =
      "or drain the running job and start the new version without its state";

  public ShapeComparison {
    breaking = List.copyOf(breaking);
    safe = List.copyOf(safe);
  }

  /** Whether the shapes hold no difference at all. */
  public boolean same() {
    return breaking.isEmpty() && safe.isEmpty();
  }

  /** The changes from {@code recorded} to {@code current}. */
  public static ShapeComparison of(JobShape recorded, JobShape current) {
    List<String> breaking = new ArrayList<>();
    List<String> safe = new ArrayList<>();
    Map<String, JobShape.Transform> removed = new TreeMap<>();
    Map<String, JobShape.Transform> added = new TreeMap<>();
    for (JobShape.Transform before : recorded.transforms()) {
      Optional<JobShape.Transform> after = current.transform(before.name());
      if (after.isPresent()) {
        compare(before, after.get(), breaking, safe);
      } else {
        removed.put(before.name(), before);
      }
    }
    for (JobShape.Transform after : current.transforms()) {
      if (recorded.transform(after.name()).isEmpty()) {
        added.put(after.name(), after);
      }
    }
    // A step inside a composite that was renamed, removed or added is told with the composite.
    Set<String> removedNames = Set.copyOf(removed.keySet());
    Set<String> addedNames = Set.copyOf(added.keySet());
    Set<String> parDos =
        recorded.transforms().stream()
            .filter(step -> step.type().equals("ParDo$MultiOutput") && !step.stateful())
            .map(JobShape.Transform::name)
            .collect(Collectors.toSet());
    renames(removed, added, removedNames, parDos, breaking, safe);
    for (JobShape.Transform gone : removed.values()) {
      if (gone.stateful()) {
        breaking.add(
            "stateful transform `"
                + gone.name()
                + "` ("
                + gone.keyed().orElseThrow().what()
                + ") is gone: the state it holds in the running job would be lost (Flink refuses"
                + " a savepoint with state no operator takes, unless told to drop it; a Dataflow"
                + " update needs a transform name mapping for it); keep it, "
                + FRESH);
      } else if (!removedNames.contains(parent(gone.name()))) {
        safe.add(
            "transform `"
                + gone.name()
                + "` is gone: it held no state"
                + flinkOperatorState(gone, parDos));
      }
    }
    for (JobShape.Transform fresh : added.values()) {
      if (!fresh.stateful() && addedNames.contains(parent(fresh.name()))) {
        continue;
      }
      safe.add(
          fresh.stateful()
              ? "stateful transform `"
                  + fresh.name()
                  + "` ("
                  + fresh.keyed().orElseThrow().what()
                  + ") is new: it starts with empty state"
              : "transform `" + fresh.name() + "` is new: it holds no state");
    }
    for (JobShape.Collection before : recorded.collections()) {
      current
          .collection(before.name())
          .ifPresent(
              after -> {
                if (!after.coder().equals(before.coder())) {
                  safe.add(
                      "collection `"
                          + before.name()
                          + "` changed coder from `"
                          + before.coder()
                          + "` to `"
                          + after.coder()
                          + "`: no saved state is kept in it (a stateful step that keeps its"
                          + " elements is listed on its own), but a Dataflow update may refuse"
                          + " a coder change of elements in flight");
                }
                if (!after.windowing().equals(before.windowing())) {
                  safe.add(
                      "collection `"
                          + before.name()
                          + "` changed windowing from `"
                          + before.windowing()
                          + "` to `"
                          + after.windowing()
                          + "`: no saved state is kept in it");
                }
              });
    }
    return new ShapeComparison(breaking, safe);
  }

  /**
   * What a Flink restore still needs when {@code gone}, a stateless transform, or a step inside it
   * is a {@code ParDo}: Beam's FlinkRunner keeps operator state for every {@code ParDo} (its bundle
   * buffer and pushed-back elements), and Flink refuses a savepoint whose operator is gone unless
   * allowed to drop it. Found by a take-over on Flink (docs/takeover.md); empty otherwise.
   */
  private static String flinkOperatorState(JobShape.Transform gone, Set<String> parDos) {
    boolean parDo =
        parDos.stream()
            .anyMatch(name -> name.equals(gone.name()) || name.startsWith(gone.name() + "/"));
    return parDo
        ? "; on Flink a savepoint restore still needs --allowNonRestoredState (flink run -n):"
            + " Beam's FlinkRunner keeps operator state for each ParDo"
        : "";
  }

  /**
   * Pairs each removed transform with the one added transform of the same signature (a stateful
   * one's function, state and timer declarations; a stateless one's type) as a rename; only a match
   * that is the only one on both sides is a rename, the others stay removed and added.
   */
  private static void renames(
      Map<String, JobShape.Transform> removed,
      Map<String, JobShape.Transform> added,
      Set<String> removedNames,
      Set<String> parDos,
      List<String> breaking,
      List<String> safe) {
    for (JobShape.Transform gone : List.copyOf(removed.values())) {
      List<JobShape.Transform> candidates =
          added.values().stream().filter(a -> signature(a).equals(signature(gone))).toList();
      long rivals =
          removed.values().stream().filter(r -> signature(r).equals(signature(gone))).count();
      if (candidates.size() != 1 || rivals != 1) {
        continue;
      }
      JobShape.Transform renamed = candidates.get(0);
      removed.remove(gone.name());
      added.remove(renamed.name());
      if (gone.stateful()) {
        breaking.add(
            "transform `"
                + gone.name()
                + "` was renamed `"
                + renamed.name()
                + "`: its state would be dropped on Flink (operator ids come from transform"
                + " names) and rejected by a Dataflow update; rename it back, or give a transform"
                + " name mapping (Dataflow: --transformNameMapping={\""
                + gone.name()
                + "\":\""
                + renamed.name()
                + "\"}; Beam's Flink runner has none)");
        compare(gone, renamed, breaking, safe);
      } else if (!removedNames.contains(parent(gone.name()))) {
        safe.add(
            "transform `"
                + gone.name()
                + "` was renamed `"
                + renamed.name()
                + "`: it holds no state"
                + flinkOperatorState(gone, parDos));
      }
    }
  }

  /** The full name of the composite {@code name} is in; empty at the top. */
  private static String parent(String name) {
    int slash = name.lastIndexOf('/');
    return slash < 0 ? "" : name.substring(0, slash);
  }

  /** What identifies a transform across a rename. */
  private static String signature(JobShape.Transform transform) {
    if (transform.keyed().isEmpty()) {
      return "stateless " + transform.type();
    }
    JobShape.Keyed keyed = transform.keyed().get();
    Set<String> parts = new LinkedHashSet<>();
    parts.add(keyed.what());
    keyed.states().forEach(state -> parts.add("state " + state.id() + " " + state.kind()));
    keyed.timers().forEach(timer -> parts.add("timer " + timer.id()));
    return String.join("|", parts);
  }

  /** The changes of one transform that kept its name (or was renamed). */
  private static void compare(
      JobShape.Transform before,
      JobShape.Transform after,
      List<String> breaking,
      List<String> safe) {
    if (before.keyed().isEmpty()) {
      after
          .keyed()
          .ifPresent(
              keyed ->
                  safe.add(
                      "transform `"
                          + after.name()
                          + "` now keeps state ("
                          + keyed.what()
                          + "): it starts empty"));
      return;
    }
    JobShape.Keyed old = before.keyed().get();
    if (after.keyed().isEmpty()) {
      breaking.add(
          "transform `"
              + after.name()
              + "` no longer keeps state (it was "
              + old.what()
              + "): the state it holds in the running job would be lost; keep it stateful, "
              + FRESH);
      return;
    }
    JobShape.Keyed now = after.keyed().get();
    String owner = owner(old, after.name());
    if (!now.what().equals(old.what())) {
      safe.add(
          "transform `"
              + after.name()
              + "` now runs "
              + now.what()
              + " instead of "
              + old.what()
              + ": its state is found by transform name and state id, so the new function reads"
              + " the old one's state; make sure each id still means the same");
    }
    if (!now.keyCoder().equals(old.keyCoder())) {
      breaking.add(
          "the key coder of "
              + owner
              + " changed from `"
              + old.keyCoder()
              + "` to `"
              + now.keyCoder()
              + "`: its state is partitioned and found by the encoded key, so the saved state"
              + " would not be found; keep the old key type and coder, "
              + FRESH);
    }
    if (!now.windowCoder().equals(old.windowCoder())) {
      breaking.add(
          "the window coder of "
              + owner
              + " changed from `"
              + old.windowCoder()
              + "` to `"
              + now.windowCoder()
              + "`: its state is kept per encoded window, so the saved state cannot be read; keep"
              + " the windowing, "
              + FRESH);
    }
    for (JobShape.State state : old.states()) {
      Optional<JobShape.State> kept = now.state(state.id());
      String named = "state `" + state.id() + "` of " + owner;
      if (kept.isEmpty()) {
        breaking.add(
            named
                + " is no longer declared: the values the running job saved in it would be lost;"
                + " keep the declaration until they no longer matter, "
                + FRESH);
      } else if (!kept.get().kind().equals(state.kind())) {
        breaking.add(
            named
                + " changed from "
                + state.kind()
                + " to "
                + kept.get().kind()
                + ": the saved state cannot be read as the new kind; keep the old kind, or give"
                + " the new state another id, "
                + FRESH);
      } else if (!kept.get().coder().equals(state.coder())) {
        breaking.add(
            named
                + " changed coder from `"
                + state.coder()
                + "` to `"
                + kept.get().coder()
                + "`: the saved state cannot be read; keep the old coder (give it in the"
                + " StateSpec), "
                + FRESH);
      }
    }
    for (JobShape.State state : now.states()) {
      if (old.state(state.id()).isEmpty()) {
        safe.add("state `" + state.id() + "` of " + owner + " is new: it starts empty");
      }
    }
    for (JobShape.Timer timer : old.timers()) {
      Optional<JobShape.Timer> kept = now.timer(timer.id());
      String named = "timer `" + timer.id() + "` of " + owner;
      if (kept.isEmpty()) {
        breaking.add(
            named
                + " is no longer declared: a timer the running job set would fire with no"
                + " @OnTimer method to receive it, and the job would fail; keep the timer and its"
                + " @OnTimer method, "
                + FRESH);
      } else if (!kept.get().domain().equals(timer.domain())) {
        breaking.add(
            named
                + " changed from "
                + timer.domain()
                + " to "
                + kept.get().domain()
                + ": the timers the running job set would fire by the old time domain; give the"
                + " new timer another id, "
                + FRESH);
      }
    }
    for (JobShape.Timer timer : now.timers()) {
      if (old.timer(timer.id()).isEmpty()) {
        safe.add("timer `" + timer.id() + "` of " + owner + " is new");
      }
    }
  }

  /**
   * {@code `Batcher` (transform `Batch/ParMultiDo(Batcher)`)}: who keeps the state, in messages.
   */
  private static String owner(JobShape.Keyed keyed, String transform) {
    String what = keyed.what();
    int space = what.indexOf(' ');
    String type = space < 0 ? what : what.substring(space + 1);
    String simple = type.substring(Math.max(type.lastIndexOf('.'), type.lastIndexOf('$')) + 1);
    return "`" + simple + "` (transform `" + transform + "`)";
  }
}
