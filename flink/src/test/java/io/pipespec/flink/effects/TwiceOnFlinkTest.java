package io.pipespec.flink.effects;

import io.pipespec.ExpectEffects;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.UnderTest;
import io.pipespec.effects.AppendLog;
import io.pipespec.effects.ExternalSystem;
import java.util.List;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.PCollection;

/**
 * A {@code DoFn} that sends each element twice, on Flink embedded: exactly once fails and names the
 * duplicate; at least once passes.
 */
@PipelineTest
@Runners("FlinkRunner")
public class TwiceOnFlinkTest {

  @UnderTest
  static PCollection<String> sent(PCollection<String> messages) {
    return messages.apply("SendTwice", ParDo.of(new SendTwice(ExternalSystem.log("outbox"))));
  }

  @Input static final List<String> messages = List.of("hello", "bye");

  @ExpectEffects(
      system = "outbox",
      value = {"append(hello)", "append(bye)"})
  void sendsEachMessageOnce() {}

  @ExpectEffects(
      system = "outbox",
      mode = ExpectEffects.Mode.AT_LEAST_ONCE,
      value = {"append(hello)", "append(bye)"})
  void sendsEachMessage() {}

  static final class SendTwice extends DoFn<String, String> {
    private final AppendLog outbox;

    SendTwice(AppendLog outbox) {
      this.outbox = outbox;
    }

    @ProcessElement
    public void process(@Element String message, OutputReceiver<String> out) {
      outbox.append(message);
      outbox.append(message);
      out.output(message);
    }
  }
}
