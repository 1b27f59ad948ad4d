package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.beam.sdk.values.PCollection;
import org.apiguardian.api.API;

/** The input collections of one run, by the name of the {@code @UnderTest} parameter. */
@API(status = INTERNAL)
public final class Inputs {

  private final Map<String, PCollection<?>> collections;

  public Inputs(Map<String, PCollection<?>> collections) {
    this.collections = Collections.unmodifiableMap(new LinkedHashMap<>(collections));
  }

  /**
   * The collection for the parameter {@code name}. The processor checked at compile time that the
   * input's element type fits the parameter, so the cast is safe in generated code.
   */
  @SuppressWarnings("unchecked")
  public <T> PCollection<T> get(String name) {
    PCollection<?> collection = collections.get(name);
    if (collection == null) {
      throw new IllegalArgumentException(
          "No input named '" + name + "'; the inputs are " + collections.keySet());
    }
    return (PCollection<T>) collection;
  }

  public Map<String, PCollection<?>> asMap() {
    return collections;
  }
}
