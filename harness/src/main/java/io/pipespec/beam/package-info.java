/**
 * What Pipespec knows of the Beam beside it, shared by the function harness and the runtime: which
 * Beam runs (the versions of the Beam jars, read from their own Maven metadata, the range Pipespec
 * supports, and the one message that names a mixed or unsupported Beam with its fix), the
 * transforms of a built pipeline, the metrics a {@code DoFn} declares, the windows a {@code
 * WindowFn} can assign, and instants, durations and windows as messages write them.
 * {@code @API(status = INTERNAL)}: not meant to be called from test classes.
 */
package io.pipespec.beam;
