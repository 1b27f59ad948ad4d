package io.pipespec.runtime.spec;

/** Applies the {@code @UnderTest} method to the inputs of one run. */
@FunctionalInterface
public interface TransformUnderTest {
  Outputs apply(Inputs inputs);
}
