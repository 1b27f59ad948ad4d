/**
 * Capturing what a pipeline produced: the capture step attached to every output, and the stores
 * behind it (in memory for in-process runners, files through Beam's {@code FileSystems} for runners
 * whose workers run elsewhere). Internal: used by the runtime and the engine.
 */
package io.pipespec.runtime.capture;
