package io.pipespec.runtime.verdict.shape;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.beam.TransformNodes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.CannotProvideCoderException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.reflect.DoFnSignature;
import org.apache.beam.sdk.transforms.reflect.DoFnSignatures;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PValue;
import org.apiguardian.api.API;

/**
 * Reads the {@link JobShape} of a built pipeline, before a runner replaces any of its transforms:
 * every transform's full name ({@link TransformNodes}), and for the stateful ones, what they keep.
 *
 * <p>Stateful are a {@code ParDo} whose {@code DoFn} declares state or timers ({@link
 * DoFnSignatures}: each state's coder read by {@link StateSpec#match}, or inferred from its
 * declared type when the spec has none), a {@code GroupByKey} (its buffered values; not inside a
 * {@code Combine.perKey}, which runners translate whole) and a {@code Combine.perKey} (its
 * accumulators).
 *
 * <p>What the test stands in for is left out: a pipeline test's inputs (their collections are named
 * {@code input 'events'}) and the inner steps of a job test's replaced reads and captured writes
 * (the node itself is kept, marked replaced).
 */
@API(status = INTERNAL)
public final class ShapeReader {

  private final Pipeline pipeline;
  private final Set<String> inputs;
  private final Set<String> replaced;
  private final IdentityHashMap<PCollection<?>, String> names = new IdentityHashMap<>();
  private final IdentityHashMap<PCollection<?>, Boolean> seen = new IdentityHashMap<>();
  private final List<PCollection<?>> seenInOrder = new ArrayList<>();
  private final List<JobShape.Transform> transforms = new ArrayList<>();

  private ShapeReader(Pipeline pipeline, Set<String> inputs, Set<String> replaced) {
    this.pipeline = pipeline;
    this.inputs = Set.copyOf(inputs);
    this.replaced = Set.copyOf(replaced);
  }

  /**
   * The shape of {@code pipeline}.
   *
   * @param inputs the names of the top-level transforms the test applied as inputs, left out
   * @param replaced the full names of the transforms the test replaced, whose inner steps are left
   *     out
   */
  public static JobShape read(Pipeline pipeline, Set<String> inputs, Set<String> replaced) {
    ShapeReader reader = new ShapeReader(pipeline, inputs, replaced);
    TransformNodes.forEach(pipeline, reader::visit);
    List<JobShape.Collection> collections = new ArrayList<>();
    Set<String> named = new HashSet<>();
    for (PCollection<?> collection : reader.seenInOrder) {
      String name = reader.name(collection);
      if (named.add(name)) {
        collections.add(
            new JobShape.Collection(
                name, coder(collection), StableText.windowing(collection.getWindowingStrategy())));
      }
    }
    return new JobShape(reader.transforms, collections, inputs.stream().toList());
  }

  private void visit(TransformHierarchy.Node node) {
    String name = node.getFullName();
    Optional<String> input = within(name, inputs, true);
    if (input.isPresent()) {
      node.getOutputs().values().forEach(out -> names.put(out, "input '" + input.get() + "'"));
      return;
    }
    Optional<String> replacedBy = within(name, replaced, false);
    if (replacedBy.isPresent()) {
      node.getOutputs()
          .values()
          .forEach(out -> names.putIfAbsent(out, "output of '" + replacedBy.get() + "'"));
      return;
    }
    PTransform<?, ?> transform = node.getTransform();
    if (transform == null) {
      return;
    }
    List<PCollection<?>> sides = new ArrayList<>();
    for (PValue side : transform.getAdditionalInputs().values()) {
      if (side instanceof PCollection<?> collection) {
        sides.add(collection);
      }
    }
    List<PCollection<?>> main = new ArrayList<>();
    for (PCollection<?> in : node.getInputs().values()) {
      if (sides.stream().noneMatch(side -> side == in)) {
        main.add(in);
      }
    }
    List<PCollection<?>> outs = new ArrayList<>(node.getOutputs().values());
    boolean standIn = replaced.contains(name);
    for (int i = 0; i < outs.size(); i++) {
      if (standIn) {
        // Named after the node: the test's stand-in names its inner steps as it likes.
        names.put(outs.get(i), "output " + (outs.size() > 1 ? i + " " : "") + "of '" + name + "'");
      } else {
        names.putIfAbsent(outs.get(i), outs.get(i).getName());
      }
    }
    main.forEach(this::see);
    sides.forEach(this::see);
    outs.forEach(this::see);
    transforms.add(
        new JobShape.Transform(
            name,
            standIn ? "replaced by the test" : StableText.className(transform.getClass()),
            main.stream().map(this::name).toList(),
            sides.stream().map(this::name).toList(),
            outs.stream().map(this::name).toList(),
            standIn ? Optional.empty() : keyed(node, transform, main),
            standIn));
  }

  private void see(PCollection<?> collection) {
    if (seen.put(collection, true) == null) {
      seenInOrder.add(collection);
    }
  }

  /** The name in {@code names} that {@code name} is, or is inside of. */
  private static Optional<String> within(String name, Set<String> names, boolean itself) {
    for (String outer : names) {
      if ((itself && name.equals(outer)) || name.startsWith(outer + "/")) {
        return Optional.of(outer);
      }
    }
    return Optional.empty();
  }

  private String name(PCollection<?> collection) {
    String name = names.get(collection);
    return name != null ? name : collection.getName();
  }

  private Optional<JobShape.Keyed> keyed(
      TransformHierarchy.Node node, PTransform<?, ?> transform, List<PCollection<?>> main) {
    if (main.size() != 1) {
      return Optional.empty();
    }
    PCollection<?> input = main.get(0);
    if (transform instanceof ParDo.MultiOutput<?, ?> parDo) {
      return stateful(parDo.getFn(), input);
    }
    if (transform instanceof GroupByKey<?, ?> && !insideCombine(node)) {
      return kv(input)
          .map(
              kv ->
                  keyed(
                      "GroupByKey",
                      input,
                      kv,
                      List.of(
                          new JobShape.State(
                              "grouped values",
                              "bag",
                              StableText.coder(kv.getValueCoder()),
                              false)),
                      List.of()));
    }
    if (transform instanceof Combine.PerKey<?, ?, ?> combine) {
      return kv(input)
          .map(
              kv ->
                  keyed(
                      "Combine " + StableText.className(combine.getFn().getClass()),
                      input,
                      kv,
                      List.of(
                          new JobShape.State(
                              "accumulators", "combining", accumulatorCoder(combine, kv), false)),
                      List.of()));
    }
    return Optional.empty();
  }

  private static boolean insideCombine(TransformHierarchy.Node node) {
    for (TransformHierarchy.Node outer = node.getEnclosingNode();
        outer != null && !outer.isRootNode();
        outer = outer.getEnclosingNode()) {
      if (outer.getTransform() instanceof Combine.PerKey<?, ?, ?>) {
        return true;
      }
    }
    return false;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private String accumulatorCoder(Combine.PerKey<?, ?, ?> combine, KvCoder<?, ?> kv) {
    try {
      Coder<?> coder =
          ((org.apache.beam.sdk.transforms.CombineFnBase.GlobalCombineFn) combine.getFn())
              .getAccumulatorCoder(pipeline.getCoderRegistry(), (Coder) kv.getValueCoder());
      return StableText.coder(coder);
    } catch (CannotProvideCoderException | RuntimeException e) {
      return "unknown (the combine function gives none here)";
    }
  }

  private Optional<JobShape.Keyed> stateful(DoFn<?, ?> fn, PCollection<?> input) {
    DoFnSignature signature = DoFnSignatures.getSignature(fn.getClass());
    if (signature.stateDeclarations().isEmpty()
        && signature.timerDeclarations().isEmpty()
        && signature.timerFamilyDeclarations().isEmpty()) {
      return Optional.empty();
    }
    List<JobShape.State> states = new ArrayList<>();
    signature
        .stateDeclarations()
        .forEach(
            (id, declaration) ->
                states.add(
                    StateDeclarations.state(id, declaration, fn, pipeline.getCoderRegistry())));
    List<JobShape.Timer> timers = new ArrayList<>();
    signature
        .timerDeclarations()
        .forEach(
            (id, declaration) ->
                timers.add(
                    StateDeclarations.timer(
                        StateDeclarations.unprefixed(
                            declaration.id(), DoFnSignature.TimerDeclaration.PREFIX),
                        declaration.field(),
                        fn,
                        "")));
    signature
        .timerFamilyDeclarations()
        .forEach(
            (id, declaration) ->
                timers.add(
                    StateDeclarations.timer(
                        StateDeclarations.unprefixed(
                            declaration.id(), DoFnSignature.TimerFamilyDeclaration.PREFIX),
                        declaration.field(),
                        fn,
                        "family ")));
    String what = "DoFn " + StableText.className(fn.getClass());
    Optional<KvCoder<?, ?>> kv = kv(input);
    return Optional.of(
        kv.isPresent()
            ? keyed(what, input, kv.get(), states, timers)
            : new JobShape.Keyed(
                what,
                "none (the input is not of KVs: " + coder(input) + ")",
                windowCoder(input),
                states,
                timers));
  }

  private static JobShape.Keyed keyed(
      String what,
      PCollection<?> input,
      KvCoder<?, ?> kv,
      List<JobShape.State> states,
      List<JobShape.Timer> timers) {
    return new JobShape.Keyed(
        what, StableText.coder(kv.getKeyCoder()), windowCoder(input), states, timers);
  }

  private static Optional<KvCoder<?, ?>> kv(PCollection<?> input) {
    try {
      return input.getCoder() instanceof KvCoder<?, ?> kv ? Optional.of(kv) : Optional.empty();
    } catch (RuntimeException noCoder) {
      return Optional.empty();
    }
  }

  private static String coder(PCollection<?> collection) {
    try {
      return StableText.coder(collection.getCoder());
    } catch (RuntimeException noCoder) {
      return "none (Beam cannot infer one)";
    }
  }

  private static String windowCoder(PCollection<?> input) {
    return StableText.coder(input.getWindowingStrategy().getWindowFn().windowCoder());
  }
}
