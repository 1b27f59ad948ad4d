package io.pipespec.processor.writer;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.pipespec.processor.model.JobModel;
import io.pipespec.processor.model.JobScenarioModel;
import io.pipespec.processor.model.ScenarioModel;
import io.pipespec.processor.model.SuiteModel;
import java.util.List;
import javax.lang.model.element.Modifier;
import org.apiguardian.api.API;

/**
 * Writes the suite of a job test: the job method, called with the run's pipeline and options, and
 * for each scenario the reads it replaces, the writes it captures and the options it gives.
 */
@API(status = API.Status.INTERNAL)
public final class JobWriter extends SuiteClassWriter<JobModel, JobScenarioModel> {

  @Override
  MethodSpec underTest(SuiteModel<JobModel, JobScenarioModel> model) {
    JobModel job = model.underTest();
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("underTest")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .addParameter(TypeNames.PIPELINE, "pipeline")
            .addParameter(TypeNames.PIPELINE_OPTIONS, "options");
    if (job.optionsType().isPresent()) {
      method.addStatement(
          "$T.$N(pipeline, options.as($T.class))",
          TypeNames.of(job.owner()),
          job.methodName(),
          TypeNames.of(job.optionsType().get()));
    } else {
      method.addStatement("$T.$N(pipeline)", TypeNames.of(job.owner()), job.methodName());
    }
    return method.build();
  }

  @Override
  CodeBlock run(
      SuiteModel<JobModel, JobScenarioModel> model,
      ScenarioModel<JobScenarioModel> scenario,
      MethodSplitter splitter,
      LiteralWriter literals) {
    CodeBlock.Builder run =
        CodeBlock.builder()
            .add(
                "\n.job($T::underTest, $T.class)",
                TypeNames.of(model.suiteName()),
                model
                    .underTest()
                    .optionsType()
                    .map(TypeNames::of)
                    .orElse(TypeNames.PIPELINE_OPTIONS));
    for (JobScenarioModel.Replacement replacement : scenario.input().inputs()) {
      run.add(
          "\n.replace($L, $L)",
          StringLiterals.of(replacement.replaces()),
          SuiteWriter.input(
              model.suiteName(),
              scenario.factoryMethodName(),
              replacement.input(),
              splitter,
              literals));
    }
    for (JobScenarioModel.CapturedWrite write : scenario.input().outputs()) {
      run.add(
          "\n.output($L, $L, $L)",
          StringLiterals.of(write.name()),
          StringLiterals.of(write.of()),
          write
              .type()
              .map(type -> CodeBlock.of("$T.class", TypeNames.of(type)))
              .orElse(CodeBlock.of("void.class")));
    }
    names(run, "runsAsWritten", scenario.input().asWritten());
    names(run, "keepingPaths", scenario.input().keptPaths());
    scenario
        .input()
        .options()
        .ifPresent(
            options ->
                run.add(
                    "\n.options($L, () -> $L)",
                    StringLiterals.of(options.owner().nestedName() + "." + options.name() + "()"),
                    ExpectationWriter.read(options)));
    return run.build();
  }

  /** {@code .method("a", "b")} on the builder, when there are names. */
  private static void names(CodeBlock.Builder run, String method, List<String> names) {
    if (!names.isEmpty()) {
      run.add(
          "\n.$L($L)",
          method,
          CodeBlock.join(
              names.stream().map(name -> CodeBlock.of("$L", StringLiterals.of(name))).toList(),
              ", "));
    }
  }
}
