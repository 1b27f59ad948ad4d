package ${package};

import io.pipespec.ExpectContains;
import io.pipespec.ExpectState;
import io.pipespec.FunctionTest;
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
    @ExpectContains({"red=3", "blue=1", "red=7"})
    void eachValueEmitsItsKeysTotal() {}

    @ExpectState(id = "total", key = "red", value = "7")
    void redKeepsItsTotal() {}
  }
}
