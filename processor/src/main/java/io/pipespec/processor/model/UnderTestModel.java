package io.pipespec.processor.model;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The {@code @UnderTest} method of a pipeline test.
 *
 * @param owner the class that declares it
 * @param methodName its name
 * @param parameters the names of its {@code PCollection} parameters, in order
 * @param recordType the record it returns, or empty when it returns a single {@code PCollection}
 * @param outputs its outputs: one named after the method, or one per record component
 */
@API(status = API.Status.INTERNAL)
public record UnderTestModel(
    ClassRef owner,
    String methodName,
    List<String> parameters,
    Optional<JavaType> recordType,
    List<OutputModel> outputs) {

  public UnderTestModel {
    parameters = List.copyOf(parameters);
    outputs = List.copyOf(outputs);
  }
}
