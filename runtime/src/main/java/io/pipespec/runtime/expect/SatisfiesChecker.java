package io.pipespec.runtime.expect;

import static com.google.common.truth.Fact.fact;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** {@code @Satisfies}: the checker returns normally on the decoded elements in scope. */
final class SatisfiesChecker<T> implements Expectation {

  private final String name;
  private final Checker<T> checker;

  SatisfiesChecker(String name, Checker<T> checker) {
    this.name = name;
    this.checker = checker;
  }

  @Override
  public String describe() {
    return name == null ? "satisfies its checker" : "satisfies " + name;
  }

  @Override
  public void verify(Observation observation) {
    @SuppressWarnings("unchecked")
    CapturedOutput<T> output = (CapturedOutput<T>) observation.output();
    List<T> values = new ArrayList<>(observation.inScope().size());
    for (CapturedElement element : observation.inScope()) {
      values.add(output.decode(element));
    }
    try {
      checker.check(Collections.unmodifiableList(values));
    } catch (AssertionError e) {
      // The checker's own failure, typically Truth's, says best what is wrong: keep it intact.
      throw e;
    } catch (VirtualMachineError e) {
      throw e;
    } catch (Throwable e) {
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      throw Failures.failure(
          "The checker of output '"
              + output.name()
              + "' ("
              + observation.scope().describe()
              + ") threw "
              + e.getClass().getName()
              + (e.getMessage() == null ? "" : ": " + e.getMessage()),
          List.of(
              fact("output", output.name()),
              fact("scope", observation.scope().describe()),
              fact("checked", Rendering.elements(values.size())),
              fact("checker", describe())),
          e);
    }
  }
}
