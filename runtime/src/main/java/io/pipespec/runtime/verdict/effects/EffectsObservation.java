package io.pipespec.runtime.verdict.effects;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.effects.Effect;
import io.pipespec.effects.Effects;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;

/**
 * The effects one run made on fake external systems, in the order they were made; or why they
 * cannot be read (the run was on a cluster, in other JVMs), which refuses every expectation on
 * them.
 */
@API(status = INTERNAL)
public final class EffectsObservation {

  private final List<Effect> effects;
  private final Optional<String> unreadable;

  private EffectsObservation(List<Effect> effects, Optional<String> unreadable) {
    this.effects = List.copyOf(effects);
    this.unreadable = unreadable;
  }

  /** What {@code recording} recorded, or why it cannot be told from another run's. */
  public static EffectsObservation of(Effects.Recording recording) {
    return new EffectsObservation(recording.effects(), recording.unattributable());
  }

  /** {@code effects}, in the order they were made. */
  public static EffectsObservation of(List<Effect> effects) {
    return new EffectsObservation(effects, Optional.empty());
  }

  /** Effects that cannot be read, for the reason {@code why}, with how to fix it. */
  public static EffectsObservation unreadable(String why) {
    return new EffectsObservation(List.of(), Optional.of(requireNonNull(why, "why")));
  }

  /**
   * The effects of a run on {@code runner}'s cluster: the functions ran in other JVMs, whose fakes
   * recorded there.
   */
  public static EffectsObservation onCluster(String runner) {
    return unreadable(
        "the pipeline ran on a cluster of "
            + runner
            + ", in other JVMs, where the fake external systems record their calls: this JVM"
            + " sees none of them, and judging would pass or fail on nothing. Run the scenario"
            + " on the DirectRunner or on Flink embedded (leave pipespec.flink.cluster unset),"
            + " or mark the expectation @NotExplored and test the function in a @FunctionTest.");
  }

  /** Why the effects cannot be read; empty when they can. */
  public Optional<String> unreadable() {
    return unreadable;
  }

  /** The effects on {@code system}, in the order they were made. */
  public List<Effect> on(String system) {
    return effects.stream().filter(effect -> effect.system().equals(system)).toList();
  }

  /** The systems that were called, in the order first called. */
  public Set<String> systems() {
    Set<String> systems = new LinkedHashSet<>();
    effects.forEach(effect -> systems.add(effect.system()));
    return systems;
  }
}
