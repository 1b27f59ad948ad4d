package io.pipespec.processor.validation.job;

import io.pipespec.processor.expectation.Judged;
import io.pipespec.processor.model.InputModel;
import io.pipespec.processor.model.JobModel;
import io.pipespec.processor.model.JobScenarioModel;
import io.pipespec.processor.model.JobScenarioModel.Replacement;
import io.pipespec.processor.model.MemberRef;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.ExpectationMethods;
import io.pipespec.processor.validation.testclass.ExploredInputs;
import io.pipespec.processor.validation.testclass.TestClassValidator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.TypeElement;
import org.apiguardian.api.API;

/**
 * Validates one job test (a {@code @PipelineTest} whose {@code @UnderTest} method builds a job on a
 * {@code Pipeline}) and models its suite. The steps every test class shares are {@link
 * TestClassValidator}'s; its own are the job method, and per scenario the reads it replaces, the
 * writes it captures (which are the outputs its expectations judge), the job's options and the
 * reads and writes it lets run as written. A scenario's declarations add to the test class's; an
 * input or {@code @Options} of the scenario takes the place of the class's for the same read, and a
 * read or write the scenario replaces or captures is no longer let run by the class's
 * {@code @RunsAsWritten}. Each class's declarations are validated once: the test class's with the
 * job method, a scenario's with the scenario.
 */
@API(status = API.Status.INTERNAL)
public final class JobTestValidator
    extends TestClassValidator<JobTestValidator.Job, JobModel, JobScenarioModel> {

  /** The job method and the test class's own declarations, which every scenario shares. */
  record Job(TypeElement testClass, JobMethodValidator.Resolved method, Declared shared) {}

  /**
   * What one class declares.
   *
   * @param asWritten the reads and writes let run as written ({@code @RunsAsWritten})
   * @param keptPaths those of {@code asWritten} whose files stay where the job puts them
   */
  record Declared(
      Map<String, Replacement> inputs,
      List<JobOutputsValidator.Output> outputs,
      Optional<MemberRef> options,
      List<String> asWritten,
      List<String> keptPaths) {

    /** The transform names replaced or captured, as {@code replaces} and {@code of} give them. */
    Set<String> handled() {
      Set<String> handled = new HashSet<>(inputs.keySet());
      outputs.forEach(output -> handled.add(output.write().of()));
      return handled;
    }
  }

  private final JobInputsValidator inputs;
  private final JobOutputsValidator outputs;
  private final JobAsWrittenValidator asWritten;

  public JobTestValidator(ValidationContext context, ExpectationMethods expectations) {
    super(TestKind.JOB, List.of("testClass", "scenarios", "underTest"), context, expectations);
    this.inputs = new JobInputsValidator(context);
    this.outputs = new JobOutputsValidator(context);
    this.asWritten = new JobAsWrittenValidator(context.lookup());
  }

  @Override
  protected Optional<Job> underTest(TypeElement testClass, ValidationReport.Builder report) {
    Optional<JobMethodValidator.Resolved> method =
        new JobMethodValidator(context).validate(testClass, report);
    Declared shared = declared(testClass, testClass, Optional.empty(), report);
    return method.map(m -> new Job(testClass, m, shared));
  }

  /**
   * What {@code owner} declares; {@code shared} is the test class's, when {@code owner} is a
   * scenario.
   */
  private Declared declared(
      TypeElement owner,
      TypeElement testClass,
      Optional<Declared> shared,
      ValidationReport.Builder report) {
    Map<String, Replacement> replacements =
        inputs.validate(owner, baseTime(owner, testClass), report);
    List<JobOutputsValidator.Output> captured =
        outputs.outputs(owner, shared.map(Declared::outputs).orElse(List.of()), report);
    Optional<MemberRef> options = outputs.options(owner, report);
    Set<String> handled =
        new Declared(replacements, captured, options, List.of(), List.of()).handled();
    shared.ifPresent(declared -> handled.addAll(declared.handled()));
    List<String> names =
        asWritten.validate(
            owner, shared.map(Declared::asWritten).orElse(List.of()), handled, report);
    return new Declared(
        replacements, captured, options, names, asWritten.keepsPaths(owner) ? names : List.of());
  }

  @Override
  protected ScenarioParts<JobScenarioModel> scenario(
      Scenario scenario, Job job, ValidationReport.Builder report) {
    Declared declared = merged(scenario.owner(), job, report);
    Judged judged =
        new Judged(
            job.method().method().getSimpleName().toString(),
            declared.outputs().stream()
                .filter(o -> !o.badType())
                .map(o -> new Judged.Output(o.write().name(), o.elementType(), o.untyped()))
                .toList(),
            Optional.empty(),
            declared.outputs().stream()
                .filter(JobOutputsValidator.Output::badType)
                .map(o -> o.write().name())
                .collect(Collectors.toSet()));
    return new ScenarioParts<>(
        judged,
        new JobScenarioModel(
            List.copyOf(declared.inputs().values()),
            declared.outputs().stream()
                .filter(o -> !o.badType())
                .map(JobOutputsValidator.Output::write)
                .toList(),
            declared.options(),
            declared.asWritten(),
            declared.keptPaths()));
  }

  /** The test class's declarations with those of {@code owner} added. */
  private Declared merged(TypeElement owner, Job job, ValidationReport.Builder report) {
    if (owner.equals(job.testClass())) {
      return job.shared();
    }
    Declared own = declared(owner, job.testClass(), Optional.of(job.shared()), report);
    Map<String, Replacement> replacements = new LinkedHashMap<>(job.shared().inputs());
    replacements.putAll(own.inputs());
    List<JobOutputsValidator.Output> captured = new ArrayList<>(job.shared().outputs());
    captured.addAll(own.outputs());
    // What the scenario replaces or captures takes the place of the test class's leave to run it.
    Set<String> handledHere = own.handled();
    List<String> asWritten =
        new ArrayList<>(
            job.shared().asWritten().stream().filter(name -> !handledHere.contains(name)).toList());
    asWritten.addAll(own.asWritten());
    List<String> keptPaths =
        new ArrayList<>(
            job.shared().keptPaths().stream().filter(name -> !handledHere.contains(name)).toList());
    keptPaths.addAll(own.keptPaths());
    return new Declared(
        replacements,
        captured,
        own.options().or(() -> job.shared().options()),
        asWritten,
        keptPaths);
  }

  @Override
  protected List<InputModel> inputs(JobScenarioModel scenario) {
    return scenario.inputs().stream().map(Replacement::input).toList();
  }

  @Override
  protected Optional<ExploredInputs> explored(JobScenarioModel scenario) {
    // Exploration leaves a job's combiners whole: only the replaced reads are perturbed.
    return Optional.of(new ExploredInputs(inputs(scenario), false));
  }

  @Override
  protected JobModel model(Job job) {
    return new JobModel(
        JavaTypes.classRef(job.testClass()),
        job.method().method().getSimpleName().toString(),
        job.method().optionsType().map(JavaTypes::of));
  }
}
