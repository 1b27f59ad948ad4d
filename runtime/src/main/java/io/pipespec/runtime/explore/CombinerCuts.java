package io.pipespec.runtime.explore;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.CannotProvideCoderException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.coders.CustomCoder;
import org.apache.beam.sdk.coders.ListCoder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.Combine.CombineFn;
import org.apache.beam.sdk.transforms.PTransform;

/**
 * Cuts the combiners of the members that ask for it ({@link Member#combinerSeed()}): a runner that
 * lifts a combiner adds each bundle's inputs to an accumulator of its own and merges the
 * accumulators in whatever order they arrive, while the DirectRunner adds every input of a key to
 * one accumulator. Each {@code Combine.GroupedValues} (what {@code Combine.perKey}, {@code
 * Combine.globally} and their shortcuts expand to) of such a member gets a combine function that
 * starts a new accumulator now and then, as the seed decides, and merges them in an order the seed
 * decides, so that a combiner whose result depends on how its inputs were cut or merged shows it.
 * Combiners with side inputs ({@code CombineFnWithContext}) are left whole.
 *
 * <p>Beam's {@code Pipeline.replaceAll} leaves the consumers of a replaced {@code
 * Combine.GroupedValues} reading nothing (tried on 2.70.0), so the combine function is swapped in
 * place instead: the step that {@code GroupedValues} expands to reads its transform's {@code fn}
 * field when it runs. That field is Beam's internals; {@link #available()} says whether this Beam
 * has it (every version from 2.65.0 to 2.73.0 does), and without it combiners are not cut.
 */
final class CombinerCuts {

  private static final Optional<Field> FN = fnField();

  private final List<OptionalLong> seeds = new ArrayList<>();

  CombinerCuts(List<Member> members) {
    members.forEach(member -> seeds.add(member.combinerSeed()));
  }

  /** Whether this Beam lets combiners be cut. */
  static boolean available() {
    return FN.isPresent();
  }

  private static Optional<Field> fnField() {
    try {
      Field field = Combine.GroupedValues.class.getDeclaredField("fn");
      field.setAccessible(true);
      return Optional.of(field);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /** Cuts the combiners of every member that has a seed, in {@code pipeline}. */
  void replaceIn(Pipeline pipeline) {
    if (FN.isEmpty() || seeds.stream().noneMatch(OptionalLong::isPresent)) {
      return;
    }
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public CompositeBehavior enterCompositeTransform(TransformHierarchy.Node node) {
            OptionalLong seed = seedOf(node.getFullName());
            if (node.getTransform() != null && cuttable(node.getTransform()) && seed.isPresent()) {
              cut((Combine.GroupedValues<?, ?, ?>) node.getTransform(), seed.getAsLong());
            }
            return CompositeBehavior.ENTER_TRANSFORM;
          }
        });
  }

  @SuppressWarnings({"rawtypes", "unchecked"}) // the cut function has the whole one's types
  private static void cut(Combine.GroupedValues<?, ?, ?> grouped, long seed) {
    try {
      FN.orElseThrow().set(grouped, new Cut((CombineFn) grouped.getFn(), seed));
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("Cannot cut the combiner of " + grouped, e);
    }
  }

  /** Whether {@code pipeline} holds a combiner that {@link #replaceIn} would cut. */
  static boolean hasCombiners(Pipeline pipeline) {
    if (FN.isEmpty()) {
      return false;
    }
    boolean[] found = {false};
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public CompositeBehavior enterCompositeTransform(TransformHierarchy.Node node) {
            found[0] |= node.getTransform() != null && cuttable(node.getTransform());
            return CompositeBehavior.ENTER_TRANSFORM;
          }
        });
    return found[0];
  }

  private static boolean cuttable(PTransform<?, ?> transform) {
    return transform instanceof Combine.GroupedValues<?, ?, ?> grouped
        && grouped.getFn() instanceof CombineFn<?, ?, ?>
        && !(grouped.getFn() instanceof Cut<?, ?, ?>)
        && grouped.getSideInputs().isEmpty();
  }

  /** The seed of the member whose copy of the transform the node {@code name} belongs to. */
  private OptionalLong seedOf(String name) {
    if (!name.startsWith(MemberBatch.MEMBER)) {
      return OptionalLong.empty();
    }
    int start = MemberBatch.MEMBER.length();
    int end = name.indexOf('/');
    try {
      int member = Integer.parseInt(name.substring(start, end < 0 ? name.length() : end));
      return member < seeds.size() ? seeds.get(member) : OptionalLong.empty();
    } catch (NumberFormatException notAMember) {
      return OptionalLong.empty();
    }
  }

  /**
   * A combine function that adds its inputs to several accumulators of {@code inner}, starting a
   * new one before an input where the seed and the input's position say, and merges them in an
   * order the seed says when the output is extracted.
   */
  static final class Cut<InputT, AccumT, OutputT>
      extends CombineFn<InputT, Cut.Parts<AccumT>, OutputT> {
    private static final long serialVersionUID = 1L;

    /** The accumulators so far, and how many inputs they hold. */
    static final class Parts<AccumT> {
      int inputs;
      final List<AccumT> accumulators = new ArrayList<>();
    }

    private final CombineFn<InputT, AccumT, OutputT> inner;
    private final long seed;

    Cut(CombineFn<InputT, AccumT, OutputT> inner, long seed) {
      this.inner = inner;
      this.seed = seed;
    }

    @Override
    public Parts<AccumT> createAccumulator() {
      Parts<AccumT> parts = new Parts<>();
      parts.accumulators.add(inner.createAccumulator());
      return parts;
    }

    @Override
    public Parts<AccumT> addInput(Parts<AccumT> parts, InputT input) {
      // A new accumulator before about every third input, where the seed and position say.
      if (parts.inputs > 0 && new SplittableRandom(seed * 31 + parts.inputs).nextInt(3) == 0) {
        parts.accumulators.add(inner.createAccumulator());
      }
      int last = parts.accumulators.size() - 1;
      parts.accumulators.set(last, inner.addInput(parts.accumulators.get(last), input));
      parts.inputs++;
      return parts;
    }

    @Override
    public Parts<AccumT> mergeAccumulators(Iterable<Parts<AccumT>> all) {
      Parts<AccumT> merged = new Parts<>();
      for (Parts<AccumT> parts : all) {
        merged.inputs += parts.inputs;
        merged.accumulators.addAll(parts.accumulators);
      }
      return merged;
    }

    @Override
    public OutputT extractOutput(Parts<AccumT> parts) {
      List<AccumT> shuffled = new ArrayList<>(parts.accumulators);
      SplittableRandom random = new SplittableRandom(seed ^ shuffled.size());
      for (int i = shuffled.size() - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        AccumT swap = shuffled.get(i);
        shuffled.set(i, shuffled.get(j));
        shuffled.set(j, swap);
      }
      return inner.extractOutput(inner.mergeAccumulators(shuffled));
    }

    @Override
    public Coder<Parts<AccumT>> getAccumulatorCoder(
        CoderRegistry registry, Coder<InputT> inputCoder) throws CannotProvideCoderException {
      return new PartsCoder<>(ListCoder.of(inner.getAccumulatorCoder(registry, inputCoder)));
    }

    @Override
    public Coder<OutputT> getDefaultOutputCoder(CoderRegistry registry, Coder<InputT> inputCoder)
        throws CannotProvideCoderException {
      return inner.getDefaultOutputCoder(registry, inputCoder);
    }
  }

  /** Encodes the accumulators of a cut combiner and the count of their inputs. */
  static final class PartsCoder<AccumT> extends CustomCoder<Cut.Parts<AccumT>> {
    private static final long serialVersionUID = 1L;

    private final Coder<List<AccumT>> accumulators;

    PartsCoder(Coder<List<AccumT>> accumulators) {
      this.accumulators = accumulators;
    }

    @Override
    public void encode(Cut.Parts<AccumT> parts, OutputStream out) throws IOException {
      VarIntCoder.of().encode(parts.inputs, out);
      accumulators.encode(parts.accumulators, out);
    }

    @Override
    public Cut.Parts<AccumT> decode(InputStream in) throws IOException {
      Cut.Parts<AccumT> parts = new Cut.Parts<>();
      parts.inputs = VarIntCoder.of().decode(in);
      parts.accumulators.addAll(accumulators.decode(in));
      return parts;
    }
  }
}
