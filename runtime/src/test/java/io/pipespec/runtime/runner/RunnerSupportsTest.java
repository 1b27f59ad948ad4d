package io.pipespec.runtime.runner;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.spi.RunnerSupport;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.PipelineRunner;
import org.junit.jupiter.api.Test;

/** The runner supports of one execution: each runner resolved once, every support closed once. */
class RunnerSupportsTest {

  /** A support of the DirectRunner that counts how often it is asked and closed. */
  private static final class Counting implements RunnerSupport {
    final AtomicInteger asked = new AtomicInteger();
    final AtomicInteger closed = new AtomicInteger();

    @Override
    public boolean supports(Class<? extends PipelineRunner<?>> runner) {
      asked.incrementAndGet();
      return runner == DirectRunner.class;
    }

    @Override
    public void close() {
      closed.incrementAndGet();
    }
  }

  @Test
  void aRunnerIsResolvedOnceForEveryScenarioThatAsks() {
    Counting counting = new Counting();
    RunnerSupports supports = RunnerSupports.of(List.of(counting));

    ResolvedRunner first = supports.resolve("DirectRunner");
    ResolvedRunner again = supports.resolve("DirectRunner");

    assertThat(again).isSameInstanceAs(first);
    assertThat(first.support()).isSameInstanceAs(counting);
    assertThat(first.name()).isEqualTo("DirectRunner");
    assertThat(counting.asked.get()).isEqualTo(1);
  }

  @Test
  void closingClosesEverySupportOnceAndEndsResolving() {
    Counting one = new Counting();
    Counting two = new Counting();
    RunnerSupports supports = RunnerSupports.of(List.of(one, two));

    supports.close();
    supports.close();

    assertThat(one.closed.get()).isEqualTo(1);
    assertThat(two.closed.get()).isEqualTo(1);
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> supports.resolve("DirectRunner"));
    assertThat(e).hasMessageThat().contains("the execution has ended");
  }

  @Test
  void anUnknownRunnerIsNotRefusedButFailsToResolveWithHowToAddIt() {
    RunnerSupports supports = RunnerSupports.unconfigured();

    assertThat(supports.forRunner(DirectRunner.class)).isInstanceOf(DirectRunnerSupport.class);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> supports.resolve("NoSuchRunner"));
    assertThat(e).hasMessageThat().contains("is not on the classpath");
  }
}
