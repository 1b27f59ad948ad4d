package io.pipespec.processor.model;

import org.apiguardian.api.API;

/** The shapes of {@code @Input} member the runtime accepts, one {@code InputSpec} factory each. */
@API(status = API.Status.INTERNAL)
public enum InputKind {
  /** {@code Iterable<T>} or a subtype; {@code InputSpec.ofValues}. */
  VALUES,
  /** {@code Create.Values<T>}; {@code InputSpec.ofCreate}. */
  CREATE,
  /** {@code TestStream<T>}; {@code InputSpec.ofTestStream}. */
  TEST_STREAM
}
