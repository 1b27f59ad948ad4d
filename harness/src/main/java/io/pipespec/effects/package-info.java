/**
 * Fake external systems a {@code DoFn} calls, whose effects a test can expect: what the function
 * did outside Beam stays when a bundle fails and is retried, so a call made twice is charged twice.
 *
 * <p>{@link io.pipespec.effects.ExternalSystem} makes the fakes: a client of the user's own
 * interface, a key-value store and an append log. Each call is recorded as an {@link
 * io.pipespec.effects.Effect} in a registry of the JVM by the system's name, so a fake serialized
 * into a pipeline and deserialized in a runner's thread records where the test reads. {@link
 * io.pipespec.effects.Effects} reads them, and is the hook retry machinery calls to mark a failed
 * attempt.
 */
package io.pipespec.effects;
