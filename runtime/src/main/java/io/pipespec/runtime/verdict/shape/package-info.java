/**
 * A job's shape ({@code @ExpectShape}): what a new version of a streaming job must keep so that it
 * can take over the running version's state. {@link io.pipespec.runtime.verdict.shape.ShapeReader}
 * reads it from a built pipeline ({@link io.pipespec.runtime.verdict.shape.JobShape}), {@link
 * io.pipespec.runtime.verdict.shape.ShapeFile} writes and reads the reviewable text file kept with
 * the tests, {@link io.pipespec.runtime.verdict.shape.ShapeComparison} tells which differences
 * break an update and which are safe, and {@link
 * io.pipespec.runtime.verdict.shape.ShapeExpectation} judges a run with the mode of {@code
 * pipespec.shapes}. {@code @API(status = INTERNAL)}: used by generated code, the runtime and the
 * engine. See {@code docs/shapes.md}.
 */
package io.pipespec.runtime.verdict.shape;
