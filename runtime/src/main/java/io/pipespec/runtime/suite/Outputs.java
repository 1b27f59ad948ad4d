package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.beam.sdk.values.PCollection;
import org.apiguardian.api.API;

/** The named outputs of the transform under test, in declaration order. */
@API(status = INTERNAL)
public final class Outputs {

  private final Map<String, PCollection<?>> collections;

  private Outputs(Map<String, PCollection<?>> collections) {
    this.collections = Collections.unmodifiableMap(collections);
  }

  /** The single output of an {@code @UnderTest} method that returns a {@code PCollection}. */
  public static Outputs single(String name, PCollection<?> collection) {
    return builder().add(name, collection).build();
  }

  public static Builder builder() {
    return new Builder();
  }

  public Map<String, PCollection<?>> asMap() {
    return collections;
  }

  /** Builds {@link Outputs}; a {@code null} collection fails with the output's name. */
  public static final class Builder {
    private final Map<String, PCollection<?>> collections = new LinkedHashMap<>();

    private Builder() {}

    public Builder add(String name, PCollection<?> collection) {
      requireNonNull(name, "name");
      if (collection == null) {
        throw new IllegalStateException(
            "The transform under test returned null for the output '"
                + name
                + "'; every output must be a PCollection of the pipeline.");
      }
      if (collections.putIfAbsent(name, collection) != null) {
        throw new IllegalArgumentException("Two outputs are named '" + name + "'");
      }
      return this;
    }

    public Outputs build() {
      return new Outputs(new LinkedHashMap<>(collections));
    }
  }
}
