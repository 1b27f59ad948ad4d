package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.RelationalExpectation;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.suite.TransformUnderTest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionTuple;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apiguardian.api.API;

/**
 * Adds to a pipeline scenario the copies of its run that its relational expectations ({@link
 * RelationalExpectation}) compare it with, all in the same pipeline: the reference transform on the
 * same inputs, the transform under test on the timelines' elements read as bounded inputs, or on
 * the timelines with every time moved. A copy's outputs are captured under derived names ({@code
 * "totals~sameAs:plainTotals"}, {@code "totals~bounded"}, {@code "totals~shifted:600000"}), which
 * the expectations read.
 */
@API(status = INTERNAL)
public final class Relations {

  /** Why exploration does not explore a scenario with relational expectations. */
  public static final String NOT_EXPLORED =
      "its relational expectations compare copies of the run that exploration would arrange apart";

  private Relations() {}

  /** Whether {@code scenario} has a relational expectation. */
  public static boolean relates(ScenarioSpec scenario) {
    return !relationsOf(scenario).isEmpty();
  }

  /**
   * {@code scenario} with the copies its relational expectations need, as extra inputs and a
   * transform that also applies the copies; {@code scenario} itself when it has none, or was
   * expanded already.
   *
   * @throws IllegalArgumentException when a relation cannot be arranged, saying why and what to do
   */
  public static PipelineScenarioSpec expand(PipelineScenarioSpec scenario) {
    List<RelationalExpectation> relations = relationsOf(scenario);
    if (relations.isEmpty() || scenario.transform() instanceof Expanded) {
      return scenario;
    }
    for (ExpectationSpec spec : scenario.expectations()) {
      if (spec.target() instanceof Target.Metrics
          || spec.target() instanceof Target.Shape
          || spec.target() instanceof Target.Effects) {
        throw new IllegalArgumentException(
            "The expectation "
                + spec.methodName()
                + " reads the whole run, and the relational expectations of scenario '"
                + scenario.name()
                + "' add copies of the transform to it. Judge "
                + spec.methodName()
                + " in a scenario of its own.");
      }
    }
    List<InputSpec<?>> inputs = new ArrayList<>(scenario.transformInputs());
    Map<String, Copy> copies = new LinkedHashMap<>();
    for (RelationalExpectation relation : relations) {
      if (copies.containsKey(relation.suffix())) {
        continue;
      }
      Map<String, String> feeds = new LinkedHashMap<>();
      TransformUnderTest transform = scenario.transform();
      if (relation instanceof RelationalExpectation.SameAs sameAs) {
        transform = sameAs.reference();
        scenario.transformInputs().forEach(input -> feeds.put(input.name(), input.name()));
      } else {
        for (InputSpec<?> input : scenario.transformInputs()) {
          Optional<InputSpec<?>> copy = copyOf(scenario, input, relation);
          feeds.put(input.name(), copy.map(InputSpec::name).orElse(input.name()));
          copy.ifPresent(inputs::add);
        }
        if (inputs.size() == scenario.transformInputs().size()) {
          throw new IllegalArgumentException(
              "@ExpectSettlesAlike of scenario '"
                  + scenario.name()
                  + "' compares its timelines with their elements read as a bounded input, and"
                  + " every input of it is bounded already: there is nothing to compare. Write"
                  + " the input as a @Timeline, or remove the expectation.");
        }
      }
      copies.put(relation.suffix(), new Copy(relation.suffix(), transform, feeds));
    }
    List<String> own = scenario.transformInputs().stream().map(InputSpec::name).toList();
    PipelineScenarioSpec.Builder builder =
        ScenarioSpec.builder(scenario.name(), scenario.declaringClass())
            .transform(new Expanded(scenario.transform(), own, List.copyOf(copies.values())));
    inputs.forEach(builder::input);
    scenario.expectations().forEach(builder::expectation);
    return builder.build();
  }

  /** One copy: its transform, and which input (by name) feeds each of its parameters. */
  private record Copy(String suffix, TransformUnderTest transform, Map<String, String> feeds) {}

  /**
   * The copy of {@code input} that {@code relation} reads: its timeline's elements as a bounded
   * input, or its timeline moved; empty when the input is used as it is.
   */
  private static Optional<InputSpec<?>> copyOf(
      PipelineScenarioSpec scenario, InputSpec<?> input, RelationalExpectation relation) {
    boolean settles = relation instanceof RelationalExpectation.SettlesAlike;
    String what = settles ? "@ExpectSettlesAlike" : "@ExpectShifted";
    switch (input.kind()) {
      case TEST_STREAM ->
          throw new IllegalArgumentException(
              what
                  + " of scenario '"
                  + scenario.name()
                  + "' needs the steps of its input '"
                  + input.name()
                  + "', and a TestStream from code ("
                  + input.origin()
                  + ") cannot be "
                  + (settles ? "read as a bounded input" : "moved in time")
                  + ". Write the input as a @Timeline.");
      case VALUES -> {
        if (settles) {
          return Optional.empty(); // already bounded: the copy reads it as the run does
        }
        throw new IllegalArgumentException(
            "@ExpectShifted of scenario '"
                + scenario.name()
                + "' moves every input time, and the input '"
                + input.name()
                + "' ("
                + input.origin()
                + ") is bounded values, whose times cannot be moved. Write it as a @Timeline.");
      }
      case TIMELINE -> {
        return Optional.of(
            settles
                ? bounded(input, input.name() + relation.suffix())
                : moved(input, input.name() + relation.suffix(), shift(relation)));
      }
    }
    throw new IllegalStateException("unknown input kind " + input.kind());
  }

  private static long shift(RelationalExpectation relation) {
    RelationalExpectation.Shifted shifted = (RelationalExpectation.Shifted) relation;
    if (shifted.millis() == 0) {
      throw new IllegalArgumentException(
          "@ExpectShifted(by = \""
              + shifted.literal()
              + "\") moves no time, so its copy would be the run itself and the relation would"
              + " hold whatever the transform does. Move by whole windows, such as the window's"
              + " size.");
    }
    return shifted.millis();
  }

  private static <T> InputSpec<T> moved(InputSpec<T> input, String name, long millis) {
    TimelineSteps<T> steps = input.timelineSteps().orElseThrow();
    TimelineSteps<T> moved = steps.shifted(millis); // refuses what cannot move, now, not in a run
    return InputSpec.ofTimeline(
        name, input.origin() + ", moved by " + millis + " ms", input.timelineType(), () -> moved);
  }

  private static <T> InputSpec<T> bounded(InputSpec<T> input, String name) {
    TimelineSteps<T> steps = input.timelineSteps().orElseThrow();
    if (steps.takesOver() || steps.restarts() || steps.retry().isPresent()) {
      throw new IllegalArgumentException(
          "@ExpectSettlesAlike reads the elements of input '"
              + input.name()
              + "' as a bounded input, and its timeline has a \"savepoint\", restart or retry"
              + " step, which only a run as written can make. Remove the step, or the"
              + " expectation.");
    }
    List<TimestampedValue<T>> elements = steps.elements();
    String origin = input.origin() + ", read as a bounded input";
    TypeDescriptor<T> type = input.timelineType();
    return InputSpec.ofTimeline(name, origin, type, () -> steps)
        .withSource(() -> new BoundedElements<>(origin, type, elements));
  }

  /** The elements of a timeline with their event times, read as a bounded input. */
  private static final class BoundedElements<T> extends PTransform<PBegin, PCollection<T>> {
    private final String origin;
    private final TypeDescriptor<T> type;
    private final transient List<TimestampedValue<T>> elements;

    BoundedElements(String origin, TypeDescriptor<T> type, List<TimestampedValue<T>> elements) {
      this.origin = origin;
      this.type = type;
      this.elements = elements;
    }

    @Override
    public PCollection<T> expand(PBegin begin) {
      return begin.apply(
          "Bounded",
          Create.timestamped(elements)
              .withCoder(TimelineSource.coder(origin, type, begin.getPipeline())));
    }
  }

  /** The transform under test, then each copy, its outputs renamed with the copy's suffix. */
  private record Expanded(TransformUnderTest underTest, List<String> own, List<Copy> copies)
      implements TransformUnderTest {
    @Override
    public Outputs apply(Inputs inputs) {
      Map<String, PCollection<?>> all = inputs.asMap();
      Map<String, PCollection<?>> ownInputs = new LinkedHashMap<>();
      own.forEach(name -> ownInputs.put(name, all.get(name)));
      Outputs outputs = underTest.apply(new Inputs(ownInputs));
      Outputs.Builder expanded = Outputs.builder();
      outputs.asMap().forEach(expanded::add);
      for (Copy copy : copies) {
        Map<String, PCollection<?>> fed = new LinkedHashMap<>();
        copy.feeds().forEach((parameter, input) -> fed.put(parameter, all.get(input)));
        if (fed.isEmpty()) {
          throw new IllegalStateException(
              "The copy " + copy.suffix() + " of the transform under test is fed no input");
        }
        PCollectionTuple copyInputs =
            PCollectionTuple.empty(fed.values().iterator().next().getPipeline());
        for (Map.Entry<String, PCollection<?>> input : fed.entrySet()) {
          copyInputs = copyInputs.and(input.getKey(), input.getValue());
        }
        // In a step of its own: the reference's names and the transform under test's never clash.
        PCollectionTuple copied =
            copyInputs.apply(
                copy.suffix().substring(1), BatchedScenario.step(copy.transform(), copy.suffix()));
        copied.getAll().forEach((tag, output) -> expanded.add(tag.getId() + copy.suffix(), output));
      }
      return expanded.build();
    }
  }

  private static List<RelationalExpectation> relationsOf(ScenarioSpec scenario) {
    List<RelationalExpectation> relations = new ArrayList<>();
    for (ExpectationSpec spec : scenario.expectations()) {
      if (spec.target() instanceof Target.Output output
          && output.expectation() instanceof RelationalExpectation relation) {
        relations.add(relation);
      }
    }
    return relations;
  }
}
