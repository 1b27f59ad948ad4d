/**
 * A white-box harness for one {@link org.apache.beam.sdk.transforms.DoFn}: drive it element by
 * element, move the watermark and processing time, and inspect or set its state and timers per key
 * and window.
 *
 * <p>Start with {@link io.pipespec.function.StatefulFunctionHarness} for a keyed (stateful or
 * timer-using) {@code DoFn<KV<K, V>, OutputT>} and with {@link
 * io.pipespec.function.FunctionHarness} for any other {@code DoFn}. Both run the function on Beam's
 * own runner-core machinery ({@code SimpleDoFnRunner}, {@code StatefulDoFnRunner}, {@code
 * InMemoryStateInternals}, {@code InMemoryTimerInternals}), so state and timer semantics are
 * Beam's, not a re-implementation.
 */
package io.pipespec.function;
