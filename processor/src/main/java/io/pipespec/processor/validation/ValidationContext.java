package io.pipespec.processor.validation;

import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.types.TypeFacts;
import javax.annotation.processing.ProcessingEnvironment;
import org.apiguardian.api.API;

/**
 * What every validator asks: questions about types, the annotations of elements, the literal
 * parser, and where methods are declared. Made once per round; holds no state of its own.
 */
@API(status = API.Status.INTERNAL)
public record ValidationContext(
    TypeFacts facts, AnnotationLookup lookup, LiteralParser literals, SourceLines lines) {

  /** The context of one processing round. */
  public static ValidationContext of(ProcessingEnvironment environment) {
    return new ValidationContext(
        new TypeFacts(environment.getTypeUtils(), environment.getElementUtils()),
        new AnnotationLookup(environment.getElementUtils()),
        new LiteralParser(environment.getTypeUtils(), environment.getElementUtils()),
        SourceLines.of(environment));
  }
}
