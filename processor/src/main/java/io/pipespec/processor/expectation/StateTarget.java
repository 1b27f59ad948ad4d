package io.pipespec.processor.expectation;

import io.pipespec.grammar.WindowRef;
import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.validation.ErrorTag;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * The state that {@code @ExpectState} and {@code @ExpectNoState} name: a {@code @StateId} of the
 * function, for one key, in one window.
 */
@API(status = API.Status.INTERNAL)
public record StateTarget(String stateId, Literal key, WindowRef window) {

  /**
   * {@code FunctionExpectations.factory(stateId, key, window, more...)}: the expectation {@code
   * factory} makes of this state.
   */
  RuntimeCall expectation(String factory, CallArgument... more) {
    List<CallArgument> arguments = new ArrayList<>();
    arguments.add(new CallArgument.Text(stateId));
    arguments.add(new CallArgument.Value(key));
    arguments.add(new CallArgument.BeamWindow(window));
    arguments.addAll(Arrays.asList(more));
    return new RuntimeCall(
        RuntimeCall.RuntimeClass.FUNCTION_EXPECTATIONS, factory, List.of(), arguments);
  }

  /** The type of the state that {@code id} names, such as {@code ValueState<Long>}. */
  static Optional<TypeMirror> declaredType(ExpectationSite site, DoFnFacts function) {
    AnnotationValue idValue = site.value("id");
    String stateId = (String) idValue.getValue();
    TypeMirror stateType = function.states().get(stateId);
    if (stateType == null) {
      site.error(
          ErrorTag.PipespecUnknownState,
          site.on()
              + " names the state \""
              + stateId
              + "\", but "
              + function.display()
              + (function.states().isEmpty()
                  ? " declares no @StateId field"
                  : " declares the states " + function.states().keySet())
              + ". Use one of its @StateId ids.",
          idValue);
    }
    return Optional.ofNullable(stateType);
  }

  /** The state of a known id for {@code key} in {@code window}, when both are right. */
  static Optional<StateTarget> read(ExpectationSite site, DoFnFacts function) {
    Optional<Literal> key = FunctionLiterals.literal(site, "key", function.key());
    Optional<WindowRef> window = FunctionLiterals.window(site);
    if (key.isEmpty() || window.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new StateTarget(site.string("id"), key.get(), window.get()));
  }
}
