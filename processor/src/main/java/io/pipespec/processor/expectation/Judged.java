package io.pipespec.processor.expectation;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * What the expectations of a scenario can judge: the outputs of what is under test and, in a
 * function test, the function's state and timers.
 *
 * @param underTestName the name of the {@code @UnderTest} method, as messages show it
 * @param outputs the outputs, by the names expectations select them with
 * @param function the {@code DoFn} of a function test; empty in a pipeline or job test
 * @param reported the names of outputs declared with an error already reported (a captured write
 *     with a bad {@code type}): an expectation that names one gets no second error
 */
@API(status = API.Status.INTERNAL)
public record Judged(
    String underTestName,
    List<Output> outputs,
    Optional<DoFnFacts> function,
    Set<String> reported) {

  public Judged {
    outputs = List.copyOf(outputs);
    reported = Set.copyOf(reported);
  }

  public Judged(String underTestName, List<Output> outputs, Optional<DoFnFacts> function) {
    this(underTestName, outputs, function, Set.of());
  }

  /**
   * One output and the type of its elements.
   *
   * @param untyped why its elements are {@code Object} and how to type them, for an output whose
   *     declaration gave no type (a captured write without {@code type}); empty otherwise
   */
  public record Output(String name, TypeMirror elementType, Optional<String> untyped) {
    public Output(String name, TypeMirror elementType) {
      this(name, elementType, Optional.empty());
    }
  }

  /** The names of the outputs, in order. */
  public List<String> outputNames() {
    return outputs.stream().map(Output::name).toList();
  }

  /** The output called {@code name}. */
  public Optional<Output> output(String name) {
    return outputs.stream().filter(output -> output.name().equals(name)).findFirst();
  }
}
