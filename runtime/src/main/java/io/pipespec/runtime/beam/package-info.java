/**
 * Which Beam runs beside Pipespec: the versions of the Beam jars on the class path, read from the
 * jars' own Maven metadata, the range of Beam versions Pipespec supports, and the one message that
 * names a mixed or unsupported Beam with its fix. {@code @API(status = INTERNAL)}: used by the
 * engine at discovery and by the function harness to pick the runner-core calls of the running
 * Beam.
 */
package io.pipespec.runtime.beam;
