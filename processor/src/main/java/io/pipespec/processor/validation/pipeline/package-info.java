/**
 * What only a {@code @PipelineTest} of a transform has: a transform with {@code PCollection} inputs
 * and outputs, and the {@code @Input}s and {@code @Timeline}s that feed it.
 */
package io.pipespec.processor.validation.pipeline;
