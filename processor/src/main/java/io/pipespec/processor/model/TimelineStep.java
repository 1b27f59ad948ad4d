package io.pipespec.processor.model;

import java.util.Optional;
import org.apiguardian.api.API;

/**
 * One checked step of a {@code @Timeline}, in every kind of test alike, with its time resolved to
 * epoch milliseconds.
 *
 * @param source the step as written, for runtime messages and beside the numbers in generated code
 * @param element the element, for element steps; empty otherwise
 * @param millis the event time of an element, the time of a watermark, or the length of a
 *     processing-time advance; for a retry step cut in two ({@code "fail and retry, cut after 1"}),
 *     how many elements the retry's first bundle gets; 0 where unused
 */
@API(status = API.Status.INTERNAL)
public record TimelineStep(Kind kind, String source, Optional<Literal> element, long millis) {

  /** What one step does. */
  public enum Kind {
    /** {@code "blue=3 @ 10s"}. */
    ELEMENT,
    /** {@code "blue=3"}: Beam's minimum timestamp, as {@code TestStream} and {@code Create}. */
    ELEMENT_AT_MINIMUM,
    /** {@code "watermark 20m"}. */
    WATERMARK,
    /** {@code "watermark end"}. */
    WATERMARK_END,
    /** {@code "processing +5m"}. */
    PROCESSING,
    /**
     * {@code "bundle"}: the elements before it and after it arrive in two bundles, with no advance
     * between them; only between two elements.
     */
    BUNDLE,
    /**
     * {@code "savepoint"}: the job as recorded runs the steps before it and is stopped with a
     * savepoint; the current code, restored from it, runs the steps after it (a take-over). At most
     * once, with a step on each side, in a pipeline or job test of one input.
     */
    SAVEPOINT,
    /**
     * {@code "fail and retry"}: in a function test, the bundle it stands in fails after the
     * elements before it and is retried whole on a fresh instance; only after an element. {@code
     * "fail and retry, cut after 1"} is the same step in a function test with its retry cut in two
     * bundles, its first element (as many as {@link TimelineStep#millis()} says) and the rest.
     */
    RETRY,
    /** {@code "fail in @FinishBundle and retry"}: the bundle it ends fails in @FinishBundle. */
    RETRY_IN_FINISH_BUNDLE,
    /**
     * {@code "fail and restart"}: in a pipeline or job test on FlinkRunner, the job fails once
     * here, once a checkpoint covers every step before it, and is restarted from that checkpoint;
     * only after an element or a watermark, once. {@code "kill the TaskManager and restart"} is the
     * same step with the TaskManager's JVM killed, on the local Flink cluster.
     */
    RESTART
  }
}
