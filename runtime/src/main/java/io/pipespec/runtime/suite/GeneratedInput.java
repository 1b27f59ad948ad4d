package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.generate.Timelines;
import java.util.function.Supplier;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apiguardian.api.API;

/**
 * The generator of a generated input ({@code @Generator}): the {@code Timelines} each try draws
 * from, the {@code @BaseTime} its durations count from, and the element type.
 *
 * @param timelines the {@code @Generator} method, called anew for every try
 * @param baseMillis the test class's {@code @BaseTime} in epoch milliseconds, else 0
 * @param type the input's element type
 * @param <T> the element type
 */
@API(status = INTERNAL)
public record GeneratedInput<T>(
    Supplier<Timelines<T>> timelines, long baseMillis, TypeDescriptor<T> type) {

  /** Checks that nothing is missing. */
  public GeneratedInput {
    requireNonNull(timelines, "timelines");
    requireNonNull(type, "type");
  }
}
