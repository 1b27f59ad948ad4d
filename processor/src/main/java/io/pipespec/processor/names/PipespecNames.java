package io.pipespec.processor.names;

import org.apiguardian.api.API;

/**
 * The names of the annotations, Beam types and runtime types the processor reads; each expectation
 * annotation is named by its kind, in {@code expectation}.
 *
 * <p>The processor must run without Beam or pipespec-runtime on its own classpath, so it never
 * refers to these types as classes: it looks them up by name through {@code javax.lang.model}. The
 * names that generated code uses are {@code writer.TypeNames}'s.
 */
@API(status = API.Status.INTERNAL)
public final class PipespecNames {

  private PipespecNames() {}

  /** The annotation of qualified name {@code annotation} as messages show it: {@code @Window}. */
  public static String display(String annotation) {
    return "@" + annotation.substring(annotation.lastIndexOf('.') + 1);
  }

  public static final String PROCESSOR = "io.pipespec.processor.rounds.PipespecProcessor";

  public static final String PIPELINE_TEST = "io.pipespec.PipelineTest";
  public static final String UNDER_TEST = "io.pipespec.UnderTest";
  public static final String INPUT = "io.pipespec.Input";
  public static final String SCENARIO = "io.pipespec.Scenario";
  public static final String WINDOW = "io.pipespec.Window";
  public static final String PANE = "io.pipespec.Pane";
  public static final String TIMING = "io.pipespec.Timing";
  public static final String TIMELINE = "io.pipespec.Timeline";
  public static final String BASE_TIME = "io.pipespec.BaseTime";
  public static final String WHERE = "io.pipespec.Where";
  public static final String RUNNERS = "io.pipespec.Runners";
  public static final String OUTPUT = "io.pipespec.Output";
  public static final String OUTPUT_LIST = "io.pipespec.Output.List";
  public static final String OPTIONS = "io.pipespec.Options";
  public static final String RUNS_AS_WRITTEN = "io.pipespec.RunsAsWritten";
  public static final String EXPLORE = "io.pipespec.Explore";
  public static final String NOT_EXPLORED = "io.pipespec.NotExplored";
  public static final String EXPECT_SHAPE = "io.pipespec.ExpectShape";
  public static final String GENERATE = "io.pipespec.Generate";
  public static final String GENERATOR = "io.pipespec.Generator";
  public static final String TIMELINES = "io.pipespec.generate.Timelines";
  public static final String SATISFIES = "io.pipespec.Satisfies";
  public static final String EXPECT_ALL = "io.pipespec.ExpectAll";
  public static final String EXPECT_NONE = "io.pipespec.ExpectNone";
  public static final String EXPECT_EMPTY = "io.pipespec.ExpectEmpty";
  public static final String EXPECT_SAME_AS = "io.pipespec.ExpectSameAs";
  public static final String EXPECT_SETTLES_ALIKE = "io.pipespec.ExpectSettlesAlike";
  public static final String EXPECT_SHIFTED = "io.pipespec.ExpectShifted";
  public static final String PIPELINE = "org.apache.beam.sdk.Pipeline";
  public static final String PIPELINE_OPTIONS = "org.apache.beam.sdk.options.PipelineOptions";

  public static final String FUNCTION_TEST = "io.pipespec.FunctionTest";
  public static final String CONFIGURE_HARNESS = "io.pipespec.ConfigureHarness";

  public static final String DOFN = "org.apache.beam.sdk.transforms.DoFn";
  public static final String DOFN_STATE_ID = "org.apache.beam.sdk.transforms.DoFn.StateId";
  public static final String DOFN_TIMER_ID = "org.apache.beam.sdk.transforms.DoFn.TimerId";
  public static final String DOFN_TIMER_FAMILY = "org.apache.beam.sdk.transforms.DoFn.TimerFamily";
  public static final String STATE_SPEC = "org.apache.beam.sdk.state.StateSpec";

  /** Package of the function harness that the suites of function tests build. */
  public static final String FUNCTION_PACKAGE = "io.pipespec.function";

  public static final String PCOLLECTION = "org.apache.beam.sdk.values.PCollection";
  public static final String KV = "org.apache.beam.sdk.values.KV";
  public static final String CREATE_VALUES = "org.apache.beam.sdk.transforms.Create.Values";
  public static final String TEST_STREAM = "org.apache.beam.sdk.testing.TestStream";

  public static final String GENERATED = "javax.annotation.processing.Generated";
}
