package io.pipespec.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Optional;

/**
 * The {@code @UnderTest} method.
 *
 * @param owner the class that declares it
 * @param methodName its name
 * @param parameters the names of its {@code PCollection} parameters, in order
 * @param recordType the record it returns, or empty when it returns a single {@code PCollection}
 * @param outputs its outputs: one named after the method, or one per record component
 */
public record UnderTestModel(
    ClassName owner,
    String methodName,
    List<String> parameters,
    Optional<TypeName> recordType,
    List<OutputModel> outputs) {

  public UnderTestModel {
    parameters = List.copyOf(parameters);
    outputs = List.copyOf(outputs);
  }
}
