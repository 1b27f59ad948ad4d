package io.pipespec.samples.filters;

import io.pipespec.ExpectEmpty;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.values.PCollection;

/** A day without orders leaves every queue empty; an empty input still has a coder. */
@PipelineTest
class EmptyDayTest {

  @UnderTest
  static OrderTriage.Queues triage(PCollection<Long> amounts) {
    return OrderTriage.Queues.of(amounts.apply(new OrderTriage()));
  }

  @Input
  static List<Long> amounts() {
    return List.of();
  }

  @ExpectEmpty(output = "valid")
  void noValidOrders() {}

  @ExpectEmpty(output = "refunds")
  void noRefunds() {}
}
