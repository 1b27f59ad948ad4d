package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/** Applies the {@code @UnderTest} method to the inputs of one run. */
@FunctionalInterface
@API(status = INTERNAL)
public interface TransformUnderTest {
  Outputs apply(Inputs inputs);
}
