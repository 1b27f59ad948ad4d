package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.TimelineRetry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.reflect.DoFnSignature;
import org.apache.beam.sdk.transforms.reflect.DoFnSignatures;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.transforms.windowing.WindowFn;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PValue;
import org.apache.beam.sdk.values.TupleTag;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Where a retried bundle of a pipeline happens on the DirectRunner, which never retries one: the
 * {@code ParDo}s of the transform (or of an explored member's copy of it) that read one input
 * (directly, or windowed by a {@code Window.into}), the stage a runner would fail and retry a
 * bundle of. A pass-through ({@link FailedAttempt}) goes in front of the transform and, after
 * construction, is given a copy of each such {@code DoFn} to fail an attempt with. Exploration puts
 * it there for its retry members, and a timeline's {@code "fail and retry"} step for the run as
 * written; in a job scenario, it goes in the read an input replaces ({@link JobRetries}). A stage
 * that the failed attempt cannot replay faithfully (state, timers, side inputs, a splittable {@code
 * DoFn}: the attempt would need the runner's state as of the bundle's start) is refused, with the
 * reason.
 */
@API(status = INTERNAL)
public final class RetriedStage {

  /** The key of the note that tells a run's retry step, in the report and in every failure. */
  public static final String NOTE = "pipespec.retry";

  /** What a retry keeps and discards, and so what a failure under one comes from. */
  public static final String WHAT_DIFFERS =
      "the failed attempt's outputs, state and timers discarded as Beam discards them: what"
          + " differs is what the DoFn did outside Beam in the failed attempt (a static, a cache,"
          + " a call) that the retry did again, or kept in a field of the failed instance";

  private RetriedStage() {}

  /**
   * What the retry step of input {@code input} did, for every failure of the run: {@code bundle 1
   * of input 'events' failed after 1 element (`a=x @ 1s`) at the step `fail and retry` and was
   * retried whole on a fresh instance, ...}.
   */
  static String told(String input, TimelineRetry<?> retry) {
    return "bundle "
        + retry.number()
        + " of input '"
        + input
        + "' failed "
        + (retry.inFinishBundle()
            ? "in @FinishBundle (after `" + retry.after() + "`)"
            : "after "
                + retry.afterElements()
                + (retry.afterElements() == 1 ? " element" : " elements")
                + " (`"
                + retry.after()
                + "`)")
        + " at the step `"
        + retry.step()
        + "` and was retried whole on a fresh instance, "
        + WHAT_DIFFERS;
  }

  /**
   * Why the retries of {@code scenario}'s first input cannot be replayed beside the DirectRunner's
   * run, if they cannot; builds its transform in a scratch pipeline (user code).
   */
  public static Optional<String> unfaithful(PipelineScenarioSpec scenario) {
    List<InputSpec<?>> specs = scenario.transformInputs();
    if (specs.isEmpty()) {
      return Optional.of("the transform under test reads no input");
    }
    return unfaithful(scenario, specs.get(0).name());
  }

  /**
   * Why a bundle of {@code scenario}'s input {@code inputName} cannot be retried beside the
   * DirectRunner's run, if it cannot; builds its transform in a scratch pipeline (user code).
   */
  public static Optional<String> unfaithful(PipelineScenarioSpec scenario, String inputName) {
    Pipeline scratch = Pipeline.create();
    Map<String, PCollection<?>> inputs = new LinkedHashMap<>();
    for (InputSpec<?> input : scenario.transformInputs()) {
      inputs.put(input.name(), scratch.apply(input.name(), InputSources.newSource(input)));
    }
    PCollection<?> first = inputs.get(inputName);
    if (first == null) {
      throw new IllegalArgumentException("the transform under test has no input " + inputName);
    }
    scenario.transform().apply(new Inputs(inputs));
    List<String> refused = new ArrayList<>();
    List<String> others = new ArrayList<>();
    int[] parDos = {0};
    // What a failed attempt reads: the input, and the input windowed (Window.into assigns windows
    // element by element, as the harness does).
    Set<PValue> read = new HashSet<>(List.of(first));
    scratch.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public void visitPrimitiveTransform(TransformHierarchy.Node node) {
            if (node.getInputs().values().stream().noneMatch(read::contains)) {
              return;
            }
            if (node.getTransform() instanceof Window.Assign<?>) {
              read.addAll(node.getOutputs().values());
            } else if (node.getTransform() instanceof ParDo.MultiOutput<?, ?> parDo) {
              parDos[0]++;
              notReplayable(parDo).ifPresent(refused::add);
            } else {
              others.add(node.getFullName());
            }
          }
        });
    return why("the transform", "input '" + inputName + "'", refused, parDos[0], others);
  }

  /**
   * Why a failed attempt of a bundle of {@code input}, read by {@code owner} (the transform under
   * test, the job), cannot be replayed, if it cannot: {@code refused}, each {@code DoFn} that reads
   * it and why it cannot be replayed; {@code parDos}, how many {@code ParDo}s read it; {@code
   * others}, the other steps that read it.
   */
  private static Optional<String> why(
      String owner, String input, List<String> refused, int parDos, List<String> others) {
    if (!refused.isEmpty()) {
      return Optional.of(
          "the DoFn that reads "
              + input
              + " "
              + String.join("; ", refused)
              + ", and a failed attempt replayed beside the DirectRunner would need the"
              + " runner's state as of the bundle's start: test that DoFn in a @FunctionTest with"
              + " @Explore, whose harness fails and retries bundles with their state");
    }
    if (parDos == 0) {
      return Optional.of(
          "no ParDo of "
              + owner
              + " reads "
              + input
              + " (directly or after a Window.into; "
              + (others.isEmpty() ? "nothing reads it" : "it goes to " + String.join(", ", others))
              + "), and retries are replayed on the DoFns that read the explored input: test"
              + " the DoFn in a @FunctionTest with @Explore");
    }
    return Optional.empty();
  }

  /** Why a failed attempt of {@code parDo} cannot be replayed on the harness, if it cannot. */
  private static Optional<String> notReplayable(ParDo.MultiOutput<?, ?> parDo) {
    DoFn<?, ?> fn = parDo.getFn();
    String name = fn.getClass().getName();
    DoFnSignature signature = DoFnSignatures.getSignature(fn.getClass());
    if (signature.usesState() || signature.usesTimers()) {
      return Optional.of("(" + name + ") uses state or timers");
    }
    if (!parDo.getSideInputs().isEmpty()) {
      return Optional.of("(" + name + ") reads side inputs");
    }
    if (signature.processElement().isSplittable()) {
      return Optional.of("(" + name + ") is splittable");
    }
    return Optional.empty();
  }

  /**
   * {@code collection} through a pass-through that, when the bundle of {@code bundle}'s elements
   * passes, fails an attempt of it after {@code afterElements} of them (or, {@code inFinishBundle},
   * in {@code @FinishBundle}) on the {@code DoFn}s that read it ({@link #target}).
   *
   * @param coder the coder {@code bundle} is recognized by, {@code collection}'s
   */
  public static <T> PCollection<T> before(
      PCollection<T> collection,
      Coder<T> coder,
      List<T> bundle,
      int afterElements,
      boolean inFinishBundle) {
    List<byte[]> encoded = new ArrayList<>();
    for (T element : bundle) {
      try {
        encoded.add(CoderUtils.encodeToByteArray(coder, element));
      } catch (Exception e) {
        throw new IllegalStateException("cannot encode an element of " + collection, e);
      }
    }
    return collection
        .apply(
            "Failed attempt " + collection.getName(),
            ParDo.of(new FailedAttempt<>(coder, encoded, afterElements, inFinishBundle)))
        .setCoder(coder);
  }

  /**
   * Gives each pass-through of {@code pipeline} a copy of every {@code ParDo} that reads it, to
   * fail attempts with. A pass-through that no {@code ParDo} reads, or read by a {@code DoFn} that
   * cannot be replayed, is an error naming each such {@code DoFn} and why, never skipped; a
   * pipeline without pass-throughs is left as it is.
   *
   * @param owner what reads the pass-throughs, for the error: {@code "the transform"}, {@code "the
   *     job"}
   * @param input the input the pass-throughs fail a bundle of, for the error: {@code "input
   *     'events'"}
   */
  public static void target(Pipeline pipeline, String owner, String input) {
    Map<PValue, Reader> readers = new HashMap<>();
    Map<FailedAttempt<?>, Readers> attempts = new LinkedHashMap<>();
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public void visitPrimitiveTransform(TransformHierarchy.Node node) {
            PTransform<?, ?> transform = node.getTransform();
            if (transform instanceof ParDo.MultiOutput<?, ?> parDo
                && parDo.getFn() instanceof FailedAttempt<?> attempt) {
              attempts.put(attempt, new Readers());
              node.getOutputs()
                  .values()
                  .forEach(out -> readers.put(out, new Reader(attempt, null)));
              return;
            }
            for (PValue read : node.getInputs().values()) {
              Reader reader = readers.get(read);
              if (reader == null) {
                continue;
              }
              Readers found = java.util.Objects.requireNonNull(attempts.get(reader.attempt()));
              if (transform instanceof Window.Assign<?> assign) {
                WindowFn<?, ?> windowFn =
                    assign.getWindowFn() != null ? assign.getWindowFn() : reader.windowFn();
                node.getOutputs()
                    .values()
                    .forEach(out -> readers.put(out, new Reader(reader.attempt(), windowFn)));
              } else if (transform instanceof ParDo.MultiOutput<?, ?> parDo) {
                found.parDos.add(target(parDo, node, reader.windowFn()));
                notReplayable(parDo).ifPresent(found.refused::add);
              } else {
                found.others.add(node.getFullName());
              }
            }
          }
        });
    for (Map.Entry<FailedAttempt<?>, Readers> attempt : attempts.entrySet()) {
      Readers found = attempt.getValue();
      Optional<String> why = why(owner, input, found.refused, found.parDos.size(), found.others);
      if (why.isPresent()) {
        throw new IllegalStateException(why.get());
      }
      found.parDos.forEach(attempt.getKey()::target);
    }
  }

  /** What reads one pass-through: the {@code ParDo}s to fail, those refused, other steps. */
  private static final class Readers {
    final List<FailedAttempt.Target> parDos = new ArrayList<>();
    final List<String> refused = new ArrayList<>();
    final List<String> others = new ArrayList<>();
  }

  /**
   * Throws when a pass-through of {@code pipeline}, which has run, never met its bundle: the run
   * would otherwise pass as if its retry had been tried.
   */
  public static void requireRan(Pipeline pipeline) {
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public void visitPrimitiveTransform(TransformHierarchy.Node node) {
            if (node.getTransform() instanceof ParDo.MultiOutput<?, ?> parDo
                && parDo.getFn() instanceof FailedAttempt<?> attempt
                && !attempt.ran()) {
              throw new IllegalStateException(
                  "The retry step never met its bundle: no bundle of "
                      + node.getFullName().replace("Failed attempt ", "")
                      + " held exactly the elements written with the step, so no attempt failed"
                      + " and the run is not the one written. Cut the bundle with `bundle` steps"
                      + " or advances around it as the DirectRunner delivers it, and see"
                      + " docs/failures.md.");
            }
          }
        });
  }

  /** A pass-through's input as a step reads it: windowed by {@code windowFn}, if not global. */
  private record Reader(FailedAttempt<?> attempt, @Nullable WindowFn<?, ?> windowFn) {}

  private static FailedAttempt.Target target(
      ParDo.MultiOutput<?, ?> parDo,
      TransformHierarchy.Node node,
      @Nullable WindowFn<?, ?> windowFn) {
    Map<TupleTag<?>, Coder<?>> others = new HashMap<>();
    Coder<?> main = null;
    for (Map.Entry<TupleTag<?>, PCollection<?>> output : node.getOutputs().entrySet()) {
      if (output.getKey().equals(parDo.getMainOutputTag())) {
        main = output.getValue().getCoder();
      } else {
        others.put(output.getKey(), output.getValue().getCoder());
      }
    }
    if (main == null) {
      throw new IllegalStateException("the ParDo " + node.getFullName() + " has no main output");
    }
    return new FailedAttempt.Target(
        parDo.getFn(), parDo.getMainOutputTag(), main, others, windowFn);
  }
}
