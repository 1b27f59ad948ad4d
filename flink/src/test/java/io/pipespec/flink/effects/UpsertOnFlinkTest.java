package io.pipespec.flink.effects;

import io.pipespec.ExpectEffects;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.UnderTest;
import io.pipespec.effects.AppendLog;
import io.pipespec.effects.ExternalSystem;
import io.pipespec.effects.KeyValueStore;
import java.util.List;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

/**
 * Effects on Flink embedded: the fakes are serialized into the job and called in Flink's task
 * threads, and the run reads what they recorded. An upsert by key and an append made once per
 * element pass; an expectation of a call nothing made fails, so the recording is not empty.
 */
@PipelineTest
@Runners("FlinkRunner")
public class UpsertOnFlinkTest {

  @UnderTest
  static PCollection<String> written(PCollection<KV<String, Integer>> balances) {
    return balances.apply(
        "Write",
        ParDo.of(new Write(ExternalSystem.store("balances"), ExternalSystem.log("audit"))));
  }

  @Input
  static final List<KV<String, Integer>> balances =
      List.of(KV.of("alice", 100), KV.of("bob", 250), KV.of("alice", 120));

  @ExpectEffects(
      system = "balances",
      mode = ExpectEffects.Mode.FINAL_BY_KEY,
      value = {"alice=120", "bob=250"})
  void writesEachBalance() {}

  @ExpectEffects(
      system = "audit",
      value = {"append(alice)", "append(bob)", "append(alice)"})
  void auditsEachWriteOnce() {}

  @ExpectEffects(
      system = "audit",
      value = {"append(alice)", "append(bob)", "append(alice)", "append(carol)"})
  void failsOnAnAppendNothingMade() {}

  static final class Write extends DoFn<KV<String, Integer>, String> {
    private final KeyValueStore store;
    private final AppendLog audit;

    Write(KeyValueStore store, AppendLog audit) {
      this.store = store;
      this.audit = audit;
    }

    @ProcessElement
    public void process(@Element KV<String, Integer> element, OutputReceiver<String> out) {
      store.put(element.getKey(), element.getValue());
      audit.append(element.getKey());
      out.output(element.getKey());
    }
  }
}
