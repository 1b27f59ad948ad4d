package ${package};

import io.pipespec.ExpectContains;
import io.pipespec.ExpectState;
import io.pipespec.FunctionTest;
import io.pipespec.NotExplored;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;

/**
 * A function test: {@link RunningTotal} is driven by Pipespec's function harness, without a
 * pipeline; its output and its state are expected per key.
 */
@FunctionTest
class RunningTotalFunctionTest {

  @UnderTest
  static RunningTotal runningTotal() {
    return new RunningTotal();
  }

  @Scenario
  @Timeline({"red=3 @ 1m", "blue=1 @ 2m", "red=4 @ 3m"})
  static class TwoKeys {
    // Each output is the key's total so far, so which totals appear depends on the order in which
    // the runner delivers a key's elements: exploration (-Dpipespec.explore=on) would show red=4
    // before red=7 when red=4 arrives first. The state's final total holds in every order.
    @NotExplored("a running total's outputs depend on the order in which a key's elements arrive")
    @ExpectContains({"red=3", "blue=1", "red=7"})
    void eachValueEmitsItsKeysTotal() {}

    @ExpectState(id = "total", key = "red", value = "7")
    void redKeepsItsTotal() {}
  }
}
