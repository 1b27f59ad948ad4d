package ${package};

import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

/**
 * Emits, for each value that arrives, the total of its key so far (per window), kept in state.
 * Apply it to a keyed {@code PCollection} with {@code ParDo.of(new RunningTotal())}.
 */
public class RunningTotal extends DoFn<KV<String, Long>, KV<String, Long>> {

  @StateId("total")
  private final StateSpec<ValueState<Long>> total = StateSpecs.value();

  @ProcessElement
  public void process(
      @Element KV<String, Long> element,
      @StateId("total") ValueState<Long> total,
      OutputReceiver<KV<String, Long>> out) {
    Long before = total.read();
    long now = (before == null ? 0L : before) + element.getValue();
    total.write(now);
    out.output(KV.of(element.getKey(), now));
  }
}
