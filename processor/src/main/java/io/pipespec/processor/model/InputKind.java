package io.pipespec.processor.model;

/** The shapes of {@code @Input} the runtime accepts, one {@code InputSpec} factory each. */
public enum InputKind {
  /** {@code Iterable<T>} or a subtype; {@code InputSpec.ofValues}. */
  VALUES,
  /** {@code Create.Values<T>}; {@code InputSpec.ofCreate}. */
  CREATE,
  /** {@code TestStream<T>}; {@code InputSpec.ofTestStream}. */
  TEST_STREAM,
  /** A {@code @Timeline} on a class; {@code InputSpec.ofTimeline}. */
  TIMELINE
}
