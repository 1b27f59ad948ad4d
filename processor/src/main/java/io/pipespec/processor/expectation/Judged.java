package io.pipespec.processor.expectation;

import java.util.List;
import java.util.Optional;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * What the expectations of a scenario can judge: the outputs of what is under test and, in a
 * function test, the function's state and timers.
 *
 * @param underTestName the name of the {@code @UnderTest} method, as messages show it
 * @param outputs the outputs, by the names expectations select them with
 * @param function the {@code DoFn} of a function test; empty in a pipeline or job test
 */
@API(status = API.Status.INTERNAL)
public record Judged(String underTestName, List<Output> outputs, Optional<DoFnFacts> function) {

  public Judged {
    outputs = List.copyOf(outputs);
  }

  /** One output and the type of its elements. */
  public record Output(String name, TypeMirror elementType) {}

  /** The names of the outputs, in order. */
  public List<String> outputNames() {
    return outputs.stream().map(Output::name).toList();
  }

  /** The output called {@code name}. */
  public Optional<Output> output(String name) {
    return outputs.stream().filter(output -> output.name().equals(name)).findFirst();
  }
}
