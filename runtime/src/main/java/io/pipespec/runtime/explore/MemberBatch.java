package io.pipespec.runtime.explore;

import io.pipespec.runtime.build.BatchedScenario;
import io.pipespec.runtime.build.ConstructionFailure;
import io.pipespec.runtime.build.PipelineConstruction;
import io.pipespec.runtime.explore.InputHistory.Advance;
import io.pipespec.runtime.explore.InputHistory.Part;
import io.pipespec.runtime.explore.InputHistory.Segment;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionTuple;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.TupleTagList;

/**
 * Several members of a pipeline scenario's family built into one pipeline, so that they share the
 * runner's set-up: each member's inputs come from sources of its own, arranged as the member
 * arranges them, into a copy of the transform under test per member ({@code Member 3/...}). Each
 * output is captured per member as {@code name#3}.
 *
 * <p>An input that advances processing time is the exception: the DirectRunner has one processing
 * clock, which several streams would each advance. There one source delivers every member's
 * arrangement, its elements tagged with the member: in each segment member 0's bundles, then member
 * 1's, and so on, then the advance that ends the segment, which every member has in the same place.
 * A router turns each bundle of the source into one bundle of its member's copy, so that each copy
 * receives exactly its member's bundles, in its member's order.
 */
final class MemberBatch implements PipelineConstruction {

  /** The name of each member's copy of the transform under test starts so: "Member 3". */
  static final String MEMBER = "Member ";

  private final PipelineScenarioSpec scenario;
  private final List<InputHistory<?>> histories;
  private final List<Member> members;
  private final List<Perturbation<?>> dimensions;

  /**
   * @param histories the history of each input of the transform, in the scenario's input order
   */
  MemberBatch(
      PipelineScenarioSpec scenario,
      List<InputHistory<?>> histories,
      List<Perturbation<?>> dimensions,
      List<Member> members) {
    this.scenario = scenario;
    this.histories = List.copyOf(histories);
    this.dimensions = List.copyOf(dimensions);
    this.members = List.copyOf(members);
  }

  @Override
  public PipelineOptions options(List<String> engineArgs) throws ScenarioTimeoutException {
    return PipelineConstruction.of(scenario).options(engineArgs);
  }

  @Override
  public Constructed build(Pipeline pipeline) throws ConstructionFailure {
    List<InputSpec<?>> inputs = scenario.transformInputs();
    List<List<PCollection<?>>> routed = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      try {
        routed.add(
            histories.get(i).advancesProcessingTime()
                ? routed(pipeline, inputs.get(i).name(), histories.get(i), i)
                : ownSources(pipeline, inputs.get(i).name(), histories.get(i), i));
      } catch (RuntimeException e) {
        throw new ConstructionFailure(
            "the explored input '" + inputs.get(i).name() + "' could not be built", e);
      }
    }
    Map<String, PCollection<?>> outputs = new LinkedHashMap<>();
    for (int m = 0; m < members.size(); m++) {
      PCollectionTuple memberInputs = PCollectionTuple.empty(pipeline);
      for (int i = 0; i < inputs.size(); i++) {
        PCollection<?> input = routed.get(i).get(m);
        for (Perturbation<?> dimension : dimensions) {
          input = before(dimension, members.get(m), histories.get(i), i, input);
        }
        memberInputs = memberInputs.and(inputs.get(i).name(), input);
      }
      PCollectionTuple memberOutputs;
      try {
        memberOutputs =
            memberInputs.apply(MEMBER + m, BatchedScenario.transformUnderTest(scenario));
      } catch (RuntimeException e) {
        throw new ConstructionFailure("the transform under test threw", e);
      }
      for (Map.Entry<TupleTag<?>, PCollection<?>> output : memberOutputs.getAll().entrySet()) {
        outputs.put(BatchedScenario.outputName(output.getKey().getId(), m), output.getValue());
      }
    }
    for (Perturbation<?> dimension : dimensions) {
      try {
        applyTo(pipeline, dimension);
      } catch (RuntimeException e) {
        throw new ConstructionFailure(
            "the " + dimension.name() + " could not be perturbed for exploration", e);
      }
    }
    return new Constructed(outputs, Map.of());
  }

  /**
   * {@code collection}, input {@code input} of {@code member}, as its copy of the transform reads
   * it.
   */
  @SuppressWarnings("unchecked") // the collection is the history's input, of its element type
  private static <V, T> PCollection<?> before(
      Perturbation<V> dimension,
      Member member,
      InputHistory<T> history,
      int input,
      PCollection<?> collection) {
    return dimension.beforeMember(
        member.value(dimension), member, history, input, (PCollection<T>) collection);
  }

  /** Each member's value along {@code dimension}, applied to its copy of the transform. */
  private <V> void applyTo(Pipeline pipeline, Perturbation<V> dimension) {
    List<V> values = new ArrayList<>();
    members.forEach(member -> values.add(member.value(dimension)));
    dimension.inPipeline(pipeline, values);
  }

  /**
   * The input {@code name} of every member, each from a source of its own. The DirectRunner steps
   * every source of a pipeline at once, so a batch takes about as many steps as one member has
   * bundles and advances; one source delivering every member's bundles in turn would take their
   * sum.
   */
  private <T> List<PCollection<?>> ownSources(
      Pipeline pipeline, String name, InputHistory<T> history, int input) {
    List<PCollection<?>> perMember = new ArrayList<>();
    for (int m = 0; m < members.size(); m++) {
      perMember.add(
          pipeline
              .apply(
                  "Explored " + name + "#" + m, history.source(members.get(m).inputs().get(input)))
              .setCoder(history.coder()));
    }
    return perMember;
  }

  /**
   * The input {@code name} of every member: one tagged source, routed to one output each. For an
   * input that advances processing time: the DirectRunner's processing time is one clock, which
   * several streams would each advance.
   */
  private <T> List<PCollection<?>> routed(
      Pipeline pipeline, String name, InputHistory<T> history, int input) {
    KvCoder<Integer, T> tagged = KvCoder.of(VarIntCoder.of(), history.coder());
    PCollection<KV<Integer, T>> source =
        pipeline.apply("Explored " + name, taggedSource(history, input, tagged));
    List<TupleTag<T>> tags = new ArrayList<>();
    for (int m = 0; m < members.size(); m++) {
      tags.add(new TupleTag<>(name + "#" + m));
    }
    List<TupleTag<?>> rest = new ArrayList<>(tags.subList(1, tags.size()));
    PCollectionTuple routedTuple =
        source.apply(
            "Route " + name,
            ParDo.of(new Route<>(tags)).withOutputTags(tags.get(0), TupleTagList.of(rest)));
    List<PCollection<?>> perMember = new ArrayList<>();
    for (TupleTag<T> tag : tags) {
      perMember.add(routedTuple.get(tag).setCoder(history.coder()));
    }
    return perMember;
  }

  private <T> PTransform<PBegin, PCollection<KV<Integer, T>>> taggedSource(
      InputHistory<T> history, int input, Coder<KV<Integer, T>> coder) {
    List<List<Arrangement>> arrangements = new ArrayList<>();
    for (Member member : members) {
      arrangements.add(member.inputs().get(input));
    }
    if (history.bounded()) {
      List<List<TimestampedValue<KV<Integer, T>>>> bundles = new ArrayList<>();
      for (int m = 0; m < members.size(); m++) {
        for (Part<T> part : history.arranged(arrangements.get(m))) {
          bundles.addAll(tagged(m, ((Segment<T>) part).bundles()));
        }
      }
      return BundledSource.read(bundles, coder);
    }
    List<List<Part<T>>> arranged = new ArrayList<>();
    for (List<Arrangement> arrangement : arrangements) {
      arranged.add(history.arranged(arrangement));
    }
    List<Part<KV<Integer, T>>> parts = new ArrayList<>();
    for (int p = 0; p < history.parts().size(); p++) {
      if (history.parts().get(p) instanceof Advance<T> advance) {
        parts.add(new Advance<>(retagged(advance.event())));
        continue;
      }
      List<List<TimestampedValue<KV<Integer, T>>>> bundles = new ArrayList<>();
      for (int m = 0; m < members.size(); m++) {
        bundles.addAll(tagged(m, ((Segment<T>) arranged.get(m).get(p)).bundles()));
      }
      parts.add(new Segment<>(bundles));
    }
    TestStream<KV<Integer, T>> stream = InputHistory.testStream(parts, coder);
    return new PTransform<>() {
      @Override
      public PCollection<KV<Integer, T>> expand(PBegin begin) {
        return begin.apply(stream);
      }
    };
  }

  private static <T> List<List<TimestampedValue<KV<Integer, T>>>> tagged(
      int member, List<List<TimestampedValue<T>>> bundles) {
    List<List<TimestampedValue<KV<Integer, T>>>> tagged = new ArrayList<>();
    for (List<TimestampedValue<T>> bundle : bundles) {
      tagged.add(
          bundle.stream()
              .map(e -> TimestampedValue.of(KV.of(member, e.getValue()), e.getTimestamp()))
              .toList());
    }
    return tagged;
  }

  /** An advance, as an event of the tagged stream. */
  @SuppressWarnings("unchecked") // advances carry no element, so their element type is free
  private static <T> TestStream.Event<KV<Integer, T>> retagged(TestStream.Event<T> advance) {
    return (TestStream.Event<KV<Integer, T>>) (TestStream.Event<?>) advance;
  }

  /** Sends each tagged element to its member's output, with its timestamp and window. */
  private static final class Route<T> extends DoFn<KV<Integer, T>, T> {
    private static final long serialVersionUID = 1L;

    private final List<TupleTag<T>> tags;

    Route(List<TupleTag<T>> tags) {
      this.tags = List.copyOf(tags);
    }

    @ProcessElement
    public void process(@Element KV<Integer, T> element, MultiOutputReceiver out) {
      out.get(tags.get(element.getKey())).output(element.getValue());
    }
  }
}
