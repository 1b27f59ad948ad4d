package io.pipespec.runtime.explore;

import io.pipespec.runtime.build.InputSources;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
import org.apache.beam.sdk.values.PCollection;

/**
 * Combiners that merge in another order: the perturbation that cuts the combiners of the members
 * whose value is a seed, where the value as written is none. A runner that lifts a combiner adds
 * each bundle's inputs to an accumulator of its own and merges the accumulators in whatever order
 * they arrive, while the DirectRunner adds every input of a key to one accumulator. Each {@code
 * Combine.GroupedValues} (what {@code Combine.perKey}, {@code Combine.globally} and their shortcuts
 * expand to) of such a member gets a combine function that starts a new accumulator now and then,
 * as the seed decides, and merges them in an order the seed decides, so that a combiner whose
 * result depends on how its inputs were cut or merged shows it. Combiners with side inputs ({@code
 * CombineFnWithContext}) are left whole.
 *
 * <p>Beam's {@code Pipeline.replaceAll} leaves the consumers of a replaced {@code
 * Combine.GroupedValues} reading nothing (tried on 2.70.0), so the combine function is swapped in
 * place instead: the step that {@code GroupedValues} expands to reads its transform's {@code fn}
 * field when it runs. That field is Beam's internals; {@link #available()} says whether this Beam
 * has it (every version from 2.65.0 to 2.73.0 does), and without it combiners are not cut.
 */
final class CombinerCuts implements Perturbation<OptionalLong> {

  private static final Optional<Field> FN = fnField();

  @Override
  public String name() {
    return "combiners";
  }

  @Override
  public Availability availability(ScenarioSpec scenario) {
    return scenario.match(
        new ScenarioSpec.Cases<Availability>() {
          @Override
          public Availability pipeline(PipelineScenarioSpec pipeline) {
            return hasCombiners(pipeline)
                ? new Availability.Available()
                : new Availability.NothingToVary();
          }

          @Override
          public Availability job(JobScenarioSpec job) {
            return new Availability.Unavailable(
                "a job is built anew for each run, so its combiners are not cut");
          }

          @Override
          public Availability function(FunctionScenarioSpec function) {
            return new Availability.NothingToVary();
          }
        });
  }

  @Override
  public OptionalLong asWritten() {
    return OptionalLong.empty();
  }

  @Override
  public int values() {
    return 4;
  }

  @Override
  public List<Member> structured(Member written, Shapes shapes, long seed) {
    return List.of(
        written.with(this, OptionalLong.of(seed)),
        shapes.reversed().with(this, OptionalLong.of(seed + 1)));
  }

  @Override
  public OptionalLong random(SplittableRandom random) {
    return random.nextBoolean() ? OptionalLong.of(random.nextLong()) : OptionalLong.empty();
  }

  @Override
  public List<OptionalLong> smaller(OptionalLong seed) {
    return seed.isPresent() ? List.of(OptionalLong.empty()) : List.of();
  }

  @Override
  public Optional<String> told(OptionalLong seed) {
    return seed.isPresent()
        ? Optional.of(
            "each combiner adds the inputs of a key to several accumulators and merges them in"
                + " another order, as a runner that combines in parallel does (seed "
                + seed.getAsLong()
                + ")")
        : Optional.empty();
  }

  @Override
  public Pasted pasted(OptionalLong seed) {
    return seed.isPresent()
        ? new Pasted.Unwritable(
            "a @Timeline cannot cut combiners: the DirectRunner adds every input of a key to one"
                + " accumulator")
        : new Pasted.Nothing();
  }

  /** Whether the transform under test holds a combiner that exploration can cut. */
  private static boolean hasCombiners(PipelineScenarioSpec pipeline) {
    Pipeline scratch = Pipeline.create();
    Map<String, PCollection<?>> inputs = new LinkedHashMap<>();
    for (InputSpec<?> input : pipeline.transformInputs()) {
      inputs.put(input.name(), scratch.apply(input.name(), InputSources.newSource(input)));
    }
    pipeline.transform().apply(new Inputs(inputs));
    return hasCombiners(scratch);
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

  /** Cuts the combiners of every member whose value is a seed, in {@code pipeline}. */
  @Override
  public void inPipeline(Pipeline pipeline, List<OptionalLong> seeds) {
    if (FN.isEmpty() || seeds.stream().noneMatch(OptionalLong::isPresent)) {
      return;
    }
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public CompositeBehavior enterCompositeTransform(TransformHierarchy.Node node) {
            OptionalLong seed = seedOf(node.getFullName(), seeds);
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

  /** Whether {@code pipeline} holds a combiner that {@link #inPipeline} would cut. */
  private static boolean hasCombiners(Pipeline pipeline) {
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
  private static OptionalLong seedOf(String name, List<OptionalLong> seeds) {
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
