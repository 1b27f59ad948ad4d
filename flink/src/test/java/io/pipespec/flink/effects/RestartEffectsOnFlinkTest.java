package io.pipespec.flink.effects;

import io.pipespec.ExpectEffects;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import io.pipespec.effects.AppendLog;
import io.pipespec.effects.ExternalSystem;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.PCollection;

/**
 * An append per element across a restart from a checkpoint on Flink embedded. The step fails the
 * job once a checkpoint covers every earlier element, so no element is processed again after the
 * restart: each append is made once, before or after it, and both are recorded.
 */
@PipelineTest
@Runners("FlinkRunner")
@Timeline({"a @ 1s", "b @ 2s", "fail and restart", "c @ 3s"})
public class RestartEffectsOnFlinkTest {

  @UnderTest
  static PCollection<String> sent(PCollection<String> messages) {
    return messages.apply("Send", ParDo.of(new Send(ExternalSystem.log("outbox"))));
  }

  @ExpectEffects(
      system = "outbox",
      value = {"append(a)", "append(b)", "append(c)"})
  void sendsEachMessageOnce() {}

  @ExpectEffects(
      system = "outbox",
      value = {"append(a)", "append(a)", "append(b)", "append(c)"})
  void failsOnAnAppendTheRestartDidNotRepeat() {}

  static final class Send extends DoFn<String, String> {
    private final AppendLog outbox;

    Send(AppendLog outbox) {
      this.outbox = outbox;
    }

    @ProcessElement
    public void process(@Element String message, OutputReceiver<String> out) {
      outbox.append(message);
      out.output(message);
    }
  }
}
