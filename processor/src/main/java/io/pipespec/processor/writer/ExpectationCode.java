package io.pipespec.processor.writer;

import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.model.ExpectationModel;
import org.apiguardian.api.API;

/**
 * Writes the runtime {@code Expectation} of one expectation method: the suite writers leave that to
 * the kind of its annotation, through this interface.
 */
@API(status = API.Status.INTERNAL)
public interface ExpectationCode {

  /**
   * The {@code Expectation} expression of {@code expectation}, narrowed by its {@code @Where},
   * written with the suite's {@code code}.
   */
  CodeBlock expect(ExpectationModel expectation, ExpectationCalls code);
}
