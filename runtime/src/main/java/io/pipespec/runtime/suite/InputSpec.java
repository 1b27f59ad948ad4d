package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * One input of a scenario: the name of the {@code @UnderTest} parameter it feeds and how its source
 * is declared: a source transform given (values, a {@code Create}, a {@code TestStream}) or the
 * steps of a timeline, which {@code build.InputSources} makes a source of. The transform is made
 * anew for every run, when the pipeline is built.
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class InputSpec<T> {

  /** How an input was declared, which decides what a runner must support to run it. */
  public enum Kind {
    /** Values ({@code Iterable}, {@code List}) or a {@code Create.Values}: a bounded input. */
    VALUES,
    /** A {@code TestStream} from code: an unbounded input, read only when the pipeline is built. */
    TEST_STREAM,
    /** A {@code @Timeline}: an unbounded input whose steps are known before the run. */
    TIMELINE
  }

  private final String name;
  private final String origin;
  private final Kind kind;
  private final @Nullable Supplier<? extends PTransform<PBegin, PCollection<T>>> source;
  private final @Nullable Supplier<TimelineSteps<T>> timeline;
  // The element type where Pipespec knows it: a @Timeline's, a generated input's, or that of values
  // given as a list (ofValues); null for a Create or a TestStream from code.
  private final @Nullable TypeDescriptor<T> type;
  private final @Nullable GeneratedInput<T> generated;

  private InputSpec(
      String name,
      String origin,
      Kind kind,
      @Nullable Supplier<? extends PTransform<PBegin, PCollection<T>>> source,
      @Nullable Supplier<TimelineSteps<T>> timeline,
      @Nullable TypeDescriptor<T> type) {
    this(name, origin, kind, source, timeline, type, null);
  }

  private InputSpec(
      String name,
      String origin,
      Kind kind,
      @Nullable Supplier<? extends PTransform<PBegin, PCollection<T>>> source,
      @Nullable Supplier<TimelineSteps<T>> timeline,
      @Nullable TypeDescriptor<T> type,
      @Nullable GeneratedInput<T> generated) {
    this.name = requireNonNull(name, "name");
    this.origin = requireNonNull(origin, "origin");
    this.kind = requireNonNull(kind, "kind");
    this.source = source;
    this.timeline = timeline;
    this.type = type;
    this.generated = generated;
  }

  /**
   * An input given as values: {@code Iterable<T>}, {@code List<T>} and the like. The element type
   * is given so that an empty input still has a coder.
   *
   * @param origin where the input was declared, for messages, such as {@code
   *     "WordCountTest.lines()"}
   */
  public static <T> InputSpec<T> ofValues(
      String name, String origin, Supplier<? extends Iterable<T>> values, TypeDescriptor<T> type) {
    requireNonNull(values, "values");
    requireNonNull(type, "type");
    return new InputSpec<>(
        name,
        origin,
        Kind.VALUES,
        () -> {
          Iterable<T> elements = values.get();
          if (elements == null) {
            throw new IllegalStateException(
                "The input " + origin + " returned null; return an empty list for no elements.");
          }
          return Create.of(elements).withType(type);
        },
        null,
        type);
  }

  /** An input given as a {@code Create.Values<T>}. */
  public static <T> InputSpec<T> ofCreate(
      String name, String origin, Supplier<Create.Values<T>> create) {
    return new InputSpec<>(name, origin, Kind.VALUES, nonNull(origin, create), null, null);
  }

  /** An input given as a {@code TestStream<T>}. */
  public static <T> InputSpec<T> ofTestStream(
      String name, String origin, Supplier<TestStream<T>> stream) {
    return new InputSpec<>(name, origin, Kind.TEST_STREAM, nonNull(origin, stream), null, null);
  }

  /**
   * An input given as a {@code @Timeline}: a {@code TestStream} made of {@code steps} when the
   * pipeline is built. Its coder is the one the pipeline's {@code CoderRegistry} (or, for schema
   * types, its {@code SchemaRegistry}) gives for {@code type}; without one the construction fails
   * with what to register.
   */
  public static <T> InputSpec<T> ofTimeline(
      String name, String origin, TypeDescriptor<T> type, Supplier<TimelineSteps<T>> steps) {
    requireNonNull(type, "type");
    Supplier<TimelineSteps<T>> checked = nonNull(origin, steps);
    return new InputSpec<>(name, origin, Kind.TIMELINE, null, checked, type);
  }

  /**
   * A generated input ({@code @Generate}): a timeline drawn from {@code timelines}, its durations
   * counted from {@code baseMillis}; each try of the scenario draws its own.
   */
  public static <T> InputSpec<T> ofGenerated(
      String name,
      String origin,
      TypeDescriptor<T> type,
      Supplier<io.pipespec.generate.Timelines<T>> timelines,
      long baseMillis) {
    requireNonNull(type, "type");
    GeneratedInput<T> generated =
        new GeneratedInput<>(nonNull(origin, timelines), baseMillis, type);
    // Until a try gives it drawn steps (withTimeline), there is nothing to run: a use before that
    // is a bug of the caller, never an empty input.
    Supplier<TimelineSteps<T>> undrawn =
        () -> {
          throw new IllegalStateException(
              "The generated input "
                  + origin
                  + " has no steps until a try draws them; run it through generate.Generations,"
                  + " which gives each try its drawn timeline (InputSpec.withTimeline).");
        };
    return new InputSpec<>(name, origin, Kind.TIMELINE, null, undrawn, type, generated);
  }

  /**
   * The generator of a generated input ({@link #ofGenerated}), kept when a try gives it drawn
   * steps; empty for a declared input.
   */
  public Optional<GeneratedInput<T>> generated() {
    return Optional.ofNullable(generated);
  }

  /**
   * This input with another source, as exploration arranges it: the same name, origin and kind, its
   * elements in another order or other bundles.
   */
  public InputSpec<T> withSource(Supplier<? extends PTransform<PBegin, PCollection<T>>> source) {
    return new InputSpec<>(name, origin, kind, source, timeline, type, generated);
  }

  /**
   * This {@code @Timeline} input with other steps, as exploration tries a failure point: the same
   * name, origin and element type.
   */
  public InputSpec<T> withTimeline(Supplier<TimelineSteps<T>> steps) {
    if (kind != Kind.TIMELINE) {
      throw new IllegalStateException(this + " is no @Timeline, whose steps could be changed");
    }
    return new InputSpec<>(name, origin, kind, null, nonNull(origin, steps), type, generated);
  }

  private static <X> Supplier<X> nonNull(String origin, Supplier<X> supplier) {
    requireNonNull(supplier, "supplier");
    return () -> {
      X value = supplier.get();
      if (value == null) {
        throw new IllegalStateException("The input " + origin + " returned null.");
      }
      return value;
    };
  }

  /** The name of the {@code @UnderTest} parameter this input feeds. */
  public String name() {
    return name;
  }

  /** Where the input was declared, such as {@code "WordCountTest.lines()"}. */
  public String origin() {
    return origin;
  }

  /** How the input was declared. */
  public Kind kind() {
    return kind;
  }

  /**
   * The steps of a {@code @Timeline} input, made anew (the suite's literal steps, no user code);
   * empty for other inputs.
   */
  public Optional<TimelineSteps<T>> timelineSteps() {
    return timeline == null ? Optional.empty() : Optional.of(timeline.get());
  }

  /** The timeline of a {@code TIMELINE} input, which each one has. */
  private Supplier<TimelineSteps<T>> timeline() {
    return requireNonNull(timeline, "timeline");
  }

  /**
   * The steps of this input's timeline (a {@code @Timeline}, or a {@code TestStream} made anew from
   * its declaration), for reports; empty for an input of values. Throws what the declaration
   * throws.
   */
  public List<TimeMark> timeMarks() {
    return switch (kind) {
      case TIMELINE -> TimeMark.of(timeline().get());
      case TEST_STREAM -> TimeMark.of((TestStream<?>) requireNonNull(source, "source").get());
      case VALUES -> List.of();
    };
  }

  /**
   * The source transform this input was given, made anew: values, a {@code Create}, a {@code
   * TestStream} from code, or the source exploration arranged ({@link #withSource}); empty for a
   * {@code @Timeline} as written, whose source {@code build.InputSources} makes of its steps.
   */
  public Optional<PTransform<PBegin, PCollection<T>>> givenSource() {
    return source == null ? Optional.empty() : Optional.of(source.get());
  }

  /** The element type of a {@code @Timeline} input, which each one has. */
  public TypeDescriptor<T> timelineType() {
    if (kind != Kind.TIMELINE) {
      throw new IllegalStateException(this + " is no @Timeline");
    }
    return requireNonNull(type, "type of a timeline input");
  }

  /**
   * The element type of values given as a list ({@link #ofValues}), whose {@code Create} Pipespec
   * made; empty for other inputs, a {@code Create} from code among them.
   */
  public Optional<TypeDescriptor<T>> valuesType() {
    return kind == Kind.VALUES ? Optional.ofNullable(type) : Optional.empty();
  }

  @Override
  public String toString() {
    return "input " + name + " from " + origin;
  }
}
