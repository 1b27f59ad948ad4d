package io.pipespec.processor.expectation;

import io.pipespec.processor.types.TypeDisplay;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

/**
 * The keyed {@code DoFn<KV<K, V>, OutputT>} of a function test, as its expectations see it.
 *
 * @param method the {@code @UnderTest} method that returns it
 * @param keyValue {@code KV<K, V>}
 * @param key {@code K}
 * @param value {@code V}
 * @param output {@code OutputT}
 * @param states the types of its {@code @StateId} fields by id ({@code ValueState<Long>})
 * @param timers its {@code @TimerId} ids, and its {@code @TimerFamily} ids followed by {@code /}
 */
@API(status = API.Status.INTERNAL)
public record DoFnFacts(
    ExecutableElement method,
    DeclaredType keyValue,
    TypeMirror key,
    TypeMirror value,
    TypeMirror output,
    Map<String, TypeMirror> states,
    Set<String> timers) {

  public DoFnFacts {
    // In declaration order: messages list them as the DoFn declares them.
    states = Collections.unmodifiableMap(new LinkedHashMap<>(states));
    timers = Collections.unmodifiableSet(new LinkedHashSet<>(timers));
  }

  /** The function's class as messages show it, such as {@code SumPerKey}. */
  public String display() {
    return TypeDisplay.of(method.getReturnType());
  }
}
