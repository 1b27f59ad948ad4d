package io.pipespec.runtime.verdict.shape;

import java.util.Set;
import java.util.function.Consumer;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.BigEndianLongCoder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.state.BagState;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.Timer;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;

/** Small jobs, in versions that differ by one change each, for the shape tests. */
final class Jobs {

  private Jobs() {}

  /** Buffers each key's numbers and flushes them with an event-time timer. */
  static class Batcher extends DoFn<KV<String, Long>, KV<String, Long>> {
    @StateId("buffer")
    private final StateSpec<BagState<Long>> buffer = StateSpecs.bag(VarLongCoder.of());

    @StateId("count")
    private final StateSpec<ValueState<Integer>> count = StateSpecs.value();

    @TimerId("flush")
    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @ProcessElement
    public void process(
        @Element KV<String, Long> element,
        @StateId("buffer") BagState<Long> buffer,
        @TimerId("flush") Timer flush) {
      buffer.add(element.getValue());
      flush.offset(org.joda.time.Duration.ZERO).setRelative();
    }

    @OnTimer("flush")
    public void onFlush(
        @StateId("buffer") BagState<Long> buffer, OutputReceiver<KV<String, Long>> out) {
      buffer.clear();
    }
  }

  /** The batcher, saving its numbers with another coder. */
  static final class CoderChanged {
    private CoderChanged() {}

    static class Batcher extends DoFn<KV<String, Long>, KV<String, Long>> {
      @StateId("buffer")
      private final StateSpec<BagState<Long>> buffer = StateSpecs.bag(BigEndianLongCoder.of());

      @StateId("count")
      private final StateSpec<ValueState<Integer>> count = StateSpecs.value(VarIntCoder.of());

      @TimerId("flush")
      private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

      @ProcessElement
      public void process(@Element KV<String, Long> element, @TimerId("flush") Timer flush) {}

      @OnTimer("flush")
      public void onFlush() {}
    }
  }

  /** The batcher without its timer and its count. */
  static final class Timerless {
    private Timerless() {}

    static class Batcher extends DoFn<KV<String, Long>, KV<String, Long>> {
      @StateId("buffer")
      private final StateSpec<BagState<Long>> buffer = StateSpecs.bag(VarLongCoder.of());

      @ProcessElement
      public void process(@Element KV<String, Long> element) {}
    }
  }

  /** A stateful function of any key type. */
  static class AnyKeyBatcher<K> extends DoFn<KV<K, Long>, KV<K, Long>> {
    @StateId("buffer")
    private final StateSpec<BagState<Long>> buffer = StateSpecs.bag(VarLongCoder.of());

    @StateId("count")
    private final StateSpec<ValueState<Integer>> count = StateSpecs.value();

    @TimerId("flush")
    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @ProcessElement
    public void process(@Element KV<K, Long> element, @TimerId("flush") Timer flush) {}

    @OnTimer("flush")
    public void onFlush() {}
  }

  /** A pipeline of {@code stages} applied to a few numbers per key. */
  static Pipeline build(Consumer<PCollection<KV<String, Long>>> stages) {
    Pipeline pipeline = Pipeline.create(PipelineOptionsFactory.create());
    PCollection<KV<String, Long>> numbers =
        pipeline.apply(
            "Numbers",
            Create.of(KV.of("a", 1L), KV.of("b", 2L))
                .withCoder(KvCoder.of(StringUtf8Coder.of(), VarLongCoder.of())));
    stages.accept(numbers);
    return pipeline;
  }

  /** The shape of {@link #build}, its input left out as a pipeline test's input is. */
  static JobShape shape(Consumer<PCollection<KV<String, Long>>> stages) {
    return ShapeReader.read(build(stages), Set.of("Numbers"), Set.of());
  }

  /** {@code Batch} then {@code Count.perKey}, with {@code fn} as the batcher. */
  static Consumer<PCollection<KV<String, Long>>> job(
      String batchName, DoFn<KV<String, Long>, KV<String, Long>> fn) {
    return input -> input.apply(batchName, ParDo.of(fn)).apply("Counts", Count.perKey());
  }

  /** The job with a stateless step added in front. */
  static Consumer<PCollection<KV<String, Long>>> withStep(String stepName) {
    return input ->
        input
            .apply(
                stepName,
                MapElements.into(
                        TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.longs()))
                    .via((KV<String, Long> kv) -> KV.of(kv.getKey(), kv.getValue() + 1)))
            .apply("Batch", ParDo.of(new Batcher()))
            .apply("Counts", Count.perKey());
  }

  /**
   * {@link AnyKeyBatcher} and {@code Count.perKey} after a step that keys by the text or, with
   * {@code ints}, by its length.
   */
  static Consumer<PCollection<KV<String, Long>>> keyedBy(boolean ints) {
    return input -> {
      if (ints) {
        PCollection<KV<Integer, Long>> keyed =
            input.apply(
                "Rekey",
                MapElements.into(
                        TypeDescriptors.kvs(TypeDescriptors.integers(), TypeDescriptors.longs()))
                    .via((KV<String, Long> kv) -> KV.of(kv.getKey().length(), kv.getValue())));
        keyed.apply("Batch", ParDo.of(new AnyKeyBatcher<Integer>()));
        keyed.apply("Counts", Count.perKey());
      } else {
        PCollection<KV<String, Long>> keyed =
            input.apply(
                "Rekey",
                MapElements.into(
                        TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.longs()))
                    .via((KV<String, Long> kv) -> KV.of(kv.getKey(), kv.getValue())));
        keyed.apply("Batch", ParDo.of(new AnyKeyBatcher<String>()));
        keyed.apply("Counts", Count.perKey());
      }
    };
  }

  /** The job without its batcher. */
  static Consumer<PCollection<KV<String, Long>>> countsOnly() {
    return input -> input.apply("Counts", Count.perKey());
  }
}
