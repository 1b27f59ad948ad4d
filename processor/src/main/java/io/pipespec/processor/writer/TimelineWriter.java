package io.pipespec.processor.writer;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.TimelineStep;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.apiguardian.api.API;

/**
 * Writes the steps of a {@code @Timeline}, one statement per step (a chained call per step would
 * overflow javac's stack at about a thousand steps): for a pipeline test a suite method that builds
 * the runtime's {@code TimelineSteps} (each step's text in a comment beside its numbers), for a
 * function test the calls of the {@code FunctionTimeline} builder (each step's text as its first
 * argument, for runtime messages). A long timeline is split by the suite's {@link MethodSplitter}.
 */
@API(status = API.Status.INTERNAL)
public final class TimelineWriter {

  /** What one step costs beyond its element: its call, its text and its time. */
  private static final int STEP_WEIGHT = 4;

  private TimelineWriter() {}

  /**
   * A suite method that returns the {@code TimelineSteps<T>} of a pipeline test's input, with a
   * name that starts with {@code baseName}; returns that name.
   */
  static String pipelineSteps(
      String baseName,
      JavaType elementType,
      List<TimelineStep> steps,
      LiteralWriter literals,
      MethodSplitter splitter) {
    TypeName stepsType =
        ParameterizedTypeName.get(TypeNames.TIMELINE_STEPS, TypeNames.of(elementType));
    List<MethodSplitter.Piece> statements = new ArrayList<>();
    for (int i = 0; i < steps.size(); i++) {
      TimelineStep step = steps.get(i);
      String after = i > 0 ? steps.get(i - 1).source() : "";
      statements.add(
          switch (step.kind()) {
            case RESTART -> restartStep(step, after);
            case RETRY, RETRY_IN_FINISH_BUNDLE ->
                retryStep(step.kind() == TimelineStep.Kind.RETRY_IN_FINISH_BUNDLE, after);
            default -> pipelineStep(step, literals);
          });
    }
    CodeBlock body = splitter.statements(stepsType, "steps", statements);
    return splitter.suiteMethod(
        baseName,
        2,
        name ->
            MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(stepsType)
                .addStatement("$T steps = $T.create()", stepsType, TypeNames.TIMELINE_STEPS)
                .addCode(body)
                .addStatement("return steps")
                .build());
  }

  private static MethodSplitter.Piece pipelineStep(TimelineStep step, LiteralWriter literals) {
    return switch (step.kind()) {
      case ELEMENT -> elementStep(step, literals, millis(step));
      case ELEMENT_AT_MINIMUM ->
          elementStep(
              step,
              literals,
              SourceComments.beside(CodeBlock.of("$LL", TimeGrammar.MIN_MILLIS), step.source()));
      case WATERMARK ->
          MethodSplitter.Piece.statement(
              CodeBlock.of("steps.watermark($L)", millis(step)), STEP_WEIGHT);
      case PROCESSING ->
          MethodSplitter.Piece.statement(
              CodeBlock.of("steps.processing($L)", millis(step)), STEP_WEIGHT);
      case BUNDLE -> MethodSplitter.Piece.statement(CodeBlock.of("steps.bundle()"), STEP_WEIGHT);
      case SAVEPOINT ->
          MethodSplitter.Piece.statement(CodeBlock.of("steps.savepoint()"), STEP_WEIGHT);
      // pipelineSteps writes a retry step and a restart, which name the step before them.
      case RETRY, RETRY_IN_FINISH_BUNDLE, RESTART ->
          throw new IllegalArgumentException("Written with the step before it: " + step.source());
      // A pipeline's input is bounded: TimelineSteps always ends at the end of time.
      case WATERMARK_END ->
          new MethodSplitter.Piece(
              CodeBlock.of("// $L\n", SourceComments.harmless(step.source())), 0);
    };
  }

  /**
   * {@code steps.failAndRestart("`a=1 @ 1s`")}, or {@code steps.killTaskManagerAndRestart(..)} for
   * {@code "kill the TaskManager and restart"}: the step before it names where the job fails.
   */
  private static MethodSplitter.Piece restartStep(TimelineStep step, String after) {
    String method =
        step.source().startsWith("kill") ? "killTaskManagerAndRestart" : "failAndRestart";
    return MethodSplitter.Piece.statement(
        CodeBlock.of("steps.$L($L)", method, StringLiterals.of("`" + after + "`")), STEP_WEIGHT);
  }

  /** {@code steps.failAndRetry(false, "a=1 @ 1s")}: the element before it, for messages. */
  private static MethodSplitter.Piece retryStep(boolean inFinishBundle, String after) {
    return MethodSplitter.Piece.statement(
        CodeBlock.of("steps.failAndRetry($L, $L)", inFinishBundle, StringLiterals.of(after)),
        STEP_WEIGHT);
  }

  private static MethodSplitter.Piece elementStep(
      TimelineStep step, LiteralWriter literals, CodeBlock millis) {
    return MethodSplitter.Piece.statement(
        CodeBlock.of("steps.element($L, $L)", element(step, literals), millis),
        STEP_WEIGHT + LiteralWriter.weight(step.element().orElseThrow()));
  }

  /**
   * The statements that add {@code steps} to the {@code FunctionTimeline.Builder} in the local
   * {@code timeline}, such as {@code timeline.element(...)}.
   */
  static List<MethodSplitter.Piece> functionSteps(
      List<TimelineStep> steps, LiteralWriter literals) {
    List<MethodSplitter.Piece> statements = new ArrayList<>();
    for (TimelineStep step : steps) {
      CodeBlock source = StringLiterals.of(step.source());
      CodeBlock call =
          switch (step.kind()) {
            case ELEMENT ->
                CodeBlock.of(
                    "timeline.element($L, $L, $LL)",
                    source,
                    element(step, literals),
                    step.millis());
            case ELEMENT_AT_MINIMUM ->
                CodeBlock.of("timeline.element($L, $L)", source, element(step, literals));
            case WATERMARK -> CodeBlock.of("timeline.watermark($L, $LL)", source, step.millis());
            case WATERMARK_END -> CodeBlock.of("timeline.watermarkToEnd($L)", source);
            case PROCESSING ->
                CodeBlock.of("timeline.advanceProcessingTime($L, $LL)", source, step.millis());
            case BUNDLE -> CodeBlock.of("timeline.bundle($L)", source);
            case RETRY ->
                step.millis() > 0
                    ? CodeBlock.of("timeline.retry($L)", step.millis())
                    : CodeBlock.of("timeline.retry(false)");
            case RETRY_IN_FINISH_BUNDLE -> CodeBlock.of("timeline.retry(true)");
            // TestKind.FUNCTION refuses a take-over and a restart: the harness runs no job.
            case SAVEPOINT, RESTART ->
                throw new IllegalArgumentException(
                    "A function test's timeline has no savepoint or restart step: "
                        + step.source());
          };
      int weight = STEP_WEIGHT + step.element().map(LiteralWriter::weight).orElse(0);
      statements.add(MethodSplitter.Piece.statement(call, weight));
    }
    return statements;
  }

  private static CodeBlock element(TimelineStep step, LiteralWriter literals) {
    return literals.write(step.element().orElseThrow());
  }

  private static CodeBlock millis(TimelineStep step) {
    return SourceComments.beside(CodeBlock.of("$LL", step.millis()), step.source());
  }
}
