package io.pipespec.engine.descriptor;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.verdict.scope.Scope;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Display names: the method name, and the scope when it is narrower than everything. */
class ExpectationDisplayNameTest {

  @Test
  void everythingScopeShowsTheMethodNameAlone() {
    assertThat(ExpectationDescriptor.displayName(spec(Scope.everything()))).isEqualTo("totals");
  }

  @Test
  void narrowerScopeIsShownAfterTheMethodName() {
    Scope onTime =
        new Scope() {
          @Override
          public List<CapturedElement> select(CapturedOutput<?> output) {
            return output.elements();
          }

          @Override
          public String describe() {
            return "ON_TIME pane of [00:00, 00:20)";
          }
        };

    assertThat(ExpectationDescriptor.displayName(spec(onTime)))
        .isEqualTo("totals [ON_TIME pane of [00:00, 00:20)]");
  }

  private static ExpectationSpec spec(Scope scope) {
    return ExpectationSpec.of(
        ExpectationDisplayNameTest.class,
        "totals",
        Target.output("out", scope, Expectations.empty()));
  }
}
