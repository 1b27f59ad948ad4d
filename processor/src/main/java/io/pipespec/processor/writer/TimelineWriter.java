package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.TimelineStep;
import java.util.List;
import org.apiguardian.api.API;

/**
 * Writes the steps of a {@code @Timeline}: for a pipeline test the runtime's {@code TimelineSteps}
 * (each step's text in a comment beside its numbers), for a function test the calls of the {@code
 * FunctionScenarioSpec} builder (each step's text as its first argument, for runtime messages).
 */
@API(status = API.Status.INTERNAL)
public final class TimelineWriter {

  private static final ClassName TIMELINE_STEPS =
      ClassName.get(PipespecNames.SPEC_PACKAGE, "TimelineSteps");

  private TimelineWriter() {}

  /** {@code TimelineSteps.<T>create().element(...)...} for a pipeline test's input. */
  public static CodeBlock pipelineSteps(JavaType elementType, List<TimelineStep> steps) {
    CodeBlock.Builder code =
        CodeBlock.builder().add("$T.<$T>create()", TIMELINE_STEPS, TypeNames.of(elementType));
    for (TimelineStep step : steps) {
      switch (step.kind()) {
        case ELEMENT -> code.add("\n    .element($L, $L)", element(step), millis(step));
        case ELEMENT_AT_MINIMUM ->
            code.add(
                "\n    .element($L, $L)",
                element(step),
                SourceComments.beside(CodeBlock.of("$LL", TimeGrammar.MIN_MILLIS), step.source()));
        case WATERMARK -> code.add("\n    .watermark($L)", millis(step));
        case PROCESSING -> code.add("\n    .processing($L)", millis(step));
        // A pipeline's input is bounded: TimelineSteps always ends at the end of time.
        case WATERMARK_END -> code.add(" /* $L */", SourceComments.harmless(step.source()));
      }
    }
    return code.build();
  }

  /** One {@code FunctionScenarioSpec.Builder} call per step, such as {@code element(...)}. */
  public static CodeBlock functionStep(TimelineStep step) {
    return switch (step.kind()) {
      case ELEMENT ->
          CodeBlock.of("element($L, $L, $LL)", source(step), element(step), step.millis());
      case ELEMENT_AT_MINIMUM -> CodeBlock.of("element($L, $L)", source(step), element(step));
      case WATERMARK -> CodeBlock.of("watermark($L, $LL)", source(step), step.millis());
      case WATERMARK_END -> CodeBlock.of("watermarkToEnd($L)", source(step));
      case PROCESSING ->
          CodeBlock.of("advanceProcessingTime($L, $LL)", source(step), step.millis());
    };
  }

  private static CodeBlock source(TimelineStep step) {
    return StringLiterals.of(step.source());
  }

  private static CodeBlock element(TimelineStep step) {
    return LiteralWriter.write(step.element().orElseThrow());
  }

  private static CodeBlock millis(TimelineStep step) {
    return SourceComments.beside(CodeBlock.of("$LL", step.millis()), step.source());
  }
}
