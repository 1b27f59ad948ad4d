/**
 * Effects on fake external systems as expectations read them: an {@link
 * io.pipespec.runtime.verdict.effects.EffectsObservation} of one run's effects, and the
 * {@code @ExpectEffects} expectations judged against it ({@link
 * io.pipespec.runtime.verdict.effects.EffectExpectation}).
 */
@API(status = INTERNAL)
package io.pipespec.runtime.verdict.effects;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
