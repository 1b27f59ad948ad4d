package io.pipespec.runtime.run;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.transforms.windowing.Trigger;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PValue;

/**
 * The trigger a user declared for an output, as opposed to the one its windowing strategy holds.
 *
 * <p>After a {@code GroupByKey} Beam replaces the trigger by its continuation: the leaderboard's
 * {@code AfterProcessingTime.pastFirstElementInPane().plusDelayOf(5m)} becomes {@code
 * AfterSynchronizedProcessingTime.pastFirstElementInPane()}, and the delays the user wrote appear
 * nowhere. The declared trigger is found by walking the pipeline graph backwards from the output,
 * through the main inputs of every transform, to the nearest {@link Window} transform that changed
 * the trigger (its output's trigger differs from its input's; a {@code Window.into} that only
 * re-windows keeps the trigger and is walked through). It is taken only when exactly one such
 * trigger is found and the output's trigger is that trigger or a continuation of it, so that a
 * graph this walk does not understand (windowing set by code, several differently triggered inputs)
 * shows the trigger in effect rather than a guess.
 */
final class DeclaredTriggers {

  /** Continuations of continuations are stable after one step; a few more cost nothing. */
  private static final int CONTINUATIONS = 4;

  private final Map<PCollection<?>, List<PCollection<?>>> mainInputs = new HashMap<>();
  private final Map<PCollection<?>, PCollection<?>> windowedFrom = new HashMap<>();

  /** Knows no declaration: every output shows the trigger in effect. */
  private DeclaredTriggers() {}

  private DeclaredTriggers(Pipeline pipeline) {
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public CompositeBehavior enterCompositeTransform(TransformHierarchy.Node node) {
            if (node.getTransform() instanceof Window<?>) {
              List<PCollection<?>> inputs = mainInputsOf(node);
              if (inputs.size() == 1) {
                node.getOutputs().values().forEach(out -> windowedFrom.put(out, inputs.get(0)));
              }
            }
            return CompositeBehavior.ENTER_TRANSFORM;
          }

          @Override
          public void visitPrimitiveTransform(TransformHierarchy.Node node) {
            List<PCollection<?>> inputs = mainInputsOf(node);
            node.getOutputs().values().forEach(out -> mainInputs.put(out, inputs));
          }
        });
  }

  /** Reads the graph of {@code pipeline}, once, before it runs. */
  static DeclaredTriggers of(Pipeline pipeline) {
    return new DeclaredTriggers(pipeline);
  }

  /** For a graph that cannot be read: every output shows the trigger in effect. */
  static DeclaredTriggers none() {
    return new DeclaredTriggers();
  }

  private static List<PCollection<?>> mainInputsOf(TransformHierarchy.Node node) {
    Collection<PValue> sideInputs =
        node.getTransform() == null
            ? List.of()
            : node.getTransform().getAdditionalInputs().values();
    List<PCollection<?>> inputs = new ArrayList<>();
    for (PCollection<?> input : node.getInputs().values()) {
      if (!sideInputs.contains(input)) {
        inputs.add(input);
      }
    }
    return inputs;
  }

  /** The trigger declared for {@code output}, when it can be told; see the class comment. */
  Optional<Trigger> declaredFor(PCollection<?> output) {
    Trigger inEffect = output.getWindowingStrategy().getTrigger();
    Set<Trigger> declared = new LinkedHashSet<>();
    Set<PCollection<?>> seen = new HashSet<>();
    Deque<PCollection<?>> toVisit = new ArrayDeque<>(List.of(output));
    while (!toVisit.isEmpty()) {
      PCollection<?> collection = toVisit.pop();
      if (!seen.add(collection)) {
        continue;
      }
      Trigger trigger = collection.getWindowingStrategy().getTrigger();
      PCollection<?> windowed = windowedFrom.get(collection);
      if (windowed != null && !trigger.equals(windowed.getWindowingStrategy().getTrigger())) {
        declared.add(trigger);
        continue;
      }
      toVisit.addAll(mainInputs.getOrDefault(collection, List.of()));
    }
    if (declared.size() != 1) {
      return Optional.empty();
    }
    Trigger candidate = declared.iterator().next();
    Trigger continued = candidate;
    for (int i = 0; i <= CONTINUATIONS; i++) {
      if (continued.equals(inEffect)) {
        return Optional.of(candidate);
      }
      continued = continued.getContinuationTrigger();
    }
    return Optional.empty();
  }
}
