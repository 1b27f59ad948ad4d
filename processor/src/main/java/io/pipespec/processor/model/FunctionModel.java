package io.pipespec.processor.model;

import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The keyed {@code DoFn<KV<K, V>, OutputT>} of a function test.
 *
 * @param underTestMethod the static method that returns the {@code DoFn}
 * @param configureMethod the {@code @ConfigureHarness} method, if any
 * @param keyType {@code K}, boxed
 * @param valueType {@code V}, boxed
 * @param outputType {@code OutputT}
 */
@API(status = API.Status.INTERNAL)
public record FunctionModel(
    String underTestMethod,
    Optional<String> configureMethod,
    JavaType keyType,
    JavaType valueType,
    JavaType outputType) {

  /** The name of the main output: the {@code @UnderTest} method's, as for a pipeline test. */
  public String outputName() {
    return underTestMethod;
  }
}
