package io.pipespec.runtime.run;

import io.pipespec.runtime.build.ConstructionFailure;
import io.pipespec.runtime.capture.Capture;
import io.pipespec.runtime.capture.CaptureStore;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.RelationalExpectation;
import io.pipespec.runtime.verdict.onrunner.Judged;
import io.pipespec.runtime.verdict.onrunner.RunnerJudging;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.windowing.Trigger;
import org.apache.beam.sdk.values.PCollection;

/**
 * One captured output: its collection, coder, and the trigger its user declared; and when it is
 * judged on the runner, that judging, whose verdicts come back instead of its elements.
 */
record CapturePoint<T>(
    PCollection<T> collection, Coder<T> coder, Trigger trigger, Optional<RunnerJudging> judged) {
  CapturedOutput<T> read(String name, CaptureStore store) {
    if (judged.isPresent()) {
      return CapturedOutput.judgedOnRunner(
          name,
          coder,
          collection.getWindowingStrategy(),
          trigger,
          judged.get().verdicts(store),
          judged.get().notJudged());
    }
    return new CapturedOutput<>(
        name, coder, collection.getWindowingStrategy(), trigger, store.read(name));
  }

  /**
   * Attaches the capture step to an output, or, with {@code judgedOnRunner}'s expectations, the
   * judging of those that read it ({@link RunnerJudging}), which brings back no element.
   */
  static <T> CapturePoint<T> attach(
      String name,
      PCollection<T> collection,
      CaptureStore store,
      DeclaredTriggers triggers,
      Optional<List<ExpectationSpec>> judgedOnRunner,
      RunSettings settings,
      boolean onCluster)
      throws ConstructionFailure {
    Coder<T> coder;
    try {
      coder = collection.getCoder();
    } catch (RuntimeException e) {
      throw new ConstructionFailure(
          "Beam cannot infer a coder for the output '"
              + name
              + "' ("
              + collection.getName()
              + "); give it one in the transform under test with .setCoder(...), or register"
              + " one for its element type in the pipeline's CoderRegistry:",
          e);
    }
    Trigger trigger;
    try {
      trigger =
          triggers.declaredFor(collection).orElse(collection.getWindowingStrategy().getTrigger());
    } catch (RuntimeException e) {
      trigger = collection.getWindowingStrategy().getTrigger();
    }
    if (judgedOnRunner.isPresent() && !relationReads(name, judgedOnRunner.get())) {
      try {
        RunnerJudging.Plan<T> plan =
            RunnerJudging.plan(name, coder, judged(judgedOnRunner.get()), settings.snapshots());
        if (settings.judge().onRunner(plan, onCluster)) {
          return new CapturePoint<>(
              collection, coder, trigger, Optional.of(plan.attach(collection, store)));
        }
      } catch (RuntimeException e) {
        throw new ConstructionFailure(
            "the judging on the runner could not be attached to the output '"
                + name
                + "', which threw",
            e);
      }
    }
    try {
      collection.apply(
          "Pipespec capture " + name,
          Capture.of(
              coder,
              store.sink(name, collection.getWindowingStrategy().getWindowFn().windowCoder())));
    } catch (Throwable e) {
      throw new ConstructionFailure(
          "the capture step could not be attached to the output '" + name + "', which threw", e);
    }
    return new CapturePoint<>(collection, coder, trigger, Optional.empty());
  }

  /**
   * Whether {@code name} is the copy of an output that a relational expectation compares it with,
   * in the test JVM: its elements must come back, though no expectation reads it directly.
   */
  private static boolean relationReads(String name, List<ExpectationSpec> expectations) {
    return expectations.stream()
        .anyMatch(
            spec ->
                spec.target() instanceof ExpectationSpec.Target.Output output
                    && output.expectation() instanceof RelationalExpectation relation
                    && relation.derived(output.output()).equals(name));
  }

  /** The output expectations of {@code expectations}, as judging on the runner takes them. */
  static List<Judged> judged(List<ExpectationSpec> expectations) {
    List<Judged> judged = new ArrayList<>();
    for (ExpectationSpec expectation : expectations) {
      if (expectation.target() instanceof ExpectationSpec.Target.Output output) {
        judged.add(
            new Judged(
                Judged.key(expectation.declaringClass(), expectation.methodName()),
                expectation.methodName(),
                output.output(),
                output.scope(),
                output.expectation()));
      }
    }
    return judged;
  }
}
