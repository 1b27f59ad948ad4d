package io.pipespec.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The misuses of job tests and metric expectations: each message on its line. */
class JobValidationErrorTest {

  private static final JavaFileObject BAD_JOB =
      JavaFileObjects.forResource("bad/com/example/job/BadJob.java");

  private static Compilation badJob;

  private static Compilation badJob() {
    if (badJob == null) {
      badJob = javac().withProcessors(new PipespecProcessor()).compile(BAD_JOB);
    }
    return badJob;
  }

  /**
   * The misuses of {@code BadJob}, one a line, by a text of the line. javac places the messages on
   * repeated {@code @Output}s at the class (they sit in a container it made), so those messages
   * name the annotation's attributes; a single {@code @Output} gets its own line ({@code
   * SingleOutputEmptyOf}).
   */
  static Stream<Arguments> badJobErrors() {
    return Stream.of(
        Arguments.of(
            "class BadJob {",
            "[PipespecJobOutput] @Output(name = \"\", of = \"WriteEmptyName\") on BadJob has an empty name. Name the output, as"
                + " expectations select it with output = \"...\"."),
        Arguments.of(
            "class BadJob {",
            "[PipespecJobOutput] @Output(name = \"emptyOf\", of = \"\") on BadJob has an empty of. Name the write transform of the"
                + " job whose input it captures, such as of = \"WriteScores\"."),
        Arguments.of(
            "class BadJob {",
            "[PipespecJobOutput] Two outputs are named \"dup\" in BadJob. Give each @Output a name"
                + " of its own."),
        Arguments.of(
            "class BadJob {",
            "[PipespecJobOutput] @Output \"generic\" declares type = KV.class, which has type"
                + " parameters, so its literals could not be typed."),
        Arguments.of(
            "class BadJob {",
            "[PipespecJobOutput] @Output \"primitive\" declares type = long.class. Give the class"
                + " of its elements (Long.class, not long.class)."),
        Arguments.of(
            "without replaces",
            "[PipespecJobInput] @Input noReplaces replaces no read. In a job test an input takes"
                + " the place of a read of the job: add replaces = \"ReadX\" with the name of the"
                + " transform it replaces."),
        Arguments.of(
            "value = \"second\"",
            "[PipespecJobInput] Two inputs of BadJob replace \"ReadTwice\": first and second."
                + " Remove one of them."),
        Arguments.of(
            "replaces = \"ReadChecked\"",
            "[PipespecCheckedException] @Input checked() declares the checked exception"
                + " IOException. Remove it from the throws clause and wrap it in an unchecked"
                + " exception."),
        Arguments.of(
            "of an int",
            "[PipespecOptions] @Options method optionsOfAnInt returns int. Return the job's"
                + " PipelineOptions (PipelineOptionsFactory.as(MyOptions.class) with its values"
                + " set) or its String[] arguments (\"--input=lines.csv\")."),
        Arguments.of(
            "replaces = \"ReadUntyped\"",
            "[PipespecJobInput] @Timeline on Misuses replaces \"ReadUntyped\" but gives no type."
                + " Add type = X.class with the read's element type"),
        Arguments.of(
            "name = \"\", value",
            "[PipespecMetricName] @ExpectCounter on emptyName names no metric. Give the name the"
                + " job's code gives it"),
        Arguments.of(
            "replaces = \"ReadEmpty\"",
            "[PipespecBadTimeline] @Timeline on EmptyTimeline has no step. Add elements such as"
                + " \"a @ 10s\" and watermark steps such as \"watermark 20m\", name a file of"
                + " elements with file = \"...\", or give an empty input with @Input(replaces ="
                + " ...)."),
        Arguments.of(
            "value = \"two\"",
            "[PipespecMetricValue] value = \"two\" of @ExpectCounter on notANumber is not a whole"
                + " number. Write the metric's value in digits, such as value = \"2\""),
        Arguments.of(
            "value = \"1.5\"",
            "[PipespecMetricValue] value = \"1.5\" of @ExpectGauge on fractionalGauge is not a"
                + " whole number."),
        Arguments.of(
            "(name = \"d\")",
            "[PipespecMetricValue] @ExpectDistribution on nothingExpected expects nothing. Give at"
                + " least one of count, sum, min and max, such as count = \"3\"."),
        Arguments.of(
            "min = \"-\"",
            "[PipespecMetricValue] min = \"-\" of @ExpectDistribution on badMin is not a whole"
                + " number."),
        Arguments.of(
            "@Window(",
            "[PipespecMisplacedScope] @Window on windowedCounter has no effect: @ExpectCounter"
                + " reads a metric of the whole run, which has no windows or panes. Remove"
                + " @Window, or expect the elements of an output instead."),
        Arguments.of(
            "@Where(",
            "[PipespecMisplacedAnnotation] @Where on filteredCounter narrows the elements of an"
                + " output, but @ExpectCounter judges no elements, so it would be ignored. Remove"
                + " @Where."),
        Arguments.of(
            "output = \"undeclared\"",
            "[PipespecUnknownOutput] @ExpectContains on undeclaredOutput names the output"
                + " \"undeclared\", but the outputs of job are [dup, lines]. Use one of them."));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badJobErrors")
  void reportsEachMisuseOfBadJobOnItsLine(String line, String message) {
    assertThat(badJob()).hadErrorContaining(message).inFile(BAD_JOB).onLineContaining(line);
  }

  @Test
  void reportsEachMisuseOfBadJobOnce() {
    assertThat(badJob()).hadErrorCount((int) badJobErrors().count());
  }

  static Stream<Arguments> errors() {
    return Stream.of(
        Arguments.of(
            "JobReturnsValue",
            "[PipespecJobUnderTest] @UnderTest method returnsAValue builds a job on its Pipeline,"
                + " so it returns void, not PCollection<String>. Capture what the job writes with"
                + " @Output(name = ..., of = \"WriteX\") on the test class instead.",
            "@UnderTest"),
        Arguments.of(
            "SingleOutputEmptyOf",
            "[PipespecJobOutput] @Output(name = \"written\", of = \"\") on SingleOutputEmptyOf has an"
                + " empty of.",
            "@Output("),
        Arguments.of(
            "OutputOnFunctionTest",
            "[PipespecJobOnly] @Output on OutputOnFunctionTest captures a write of a job, but only"
                + " a job test can honour it (an @UnderTest method that builds the job on a"
                + " Pipeline: static void job(Pipeline p)), and this is a @FunctionTest, which"
                + " drives a DoFn. Remove it, or test the job in a @PipelineTest.",
            "@Output("),
        Arguments.of(
            "JobSecondParameter",
            "[PipespecJobUnderTest] Parameter notOptions of @UnderTest method job is String, not an"
                + " interface that extends PipelineOptions.",
            "notOptions"),
        Arguments.of(
            "JobOnlyInTransformTest",
            "[PipespecJobOnly] @Output on JobOnlyInTransformTest captures a write of a job, but only"
                + " a job test can honour it (an @UnderTest method that builds the job on a"
                + " Pipeline: static void job(Pipeline p)), and its @UnderTest method transforms"
                + " PCollections. Feed its parameters with @Input, or make it a job test.",
            "@Output("),
        Arguments.of(
            "JobOnlyInTransformTest",
            "[PipespecJobOnly] @Input lines replaces a read of a job",
            "@Input("),
        Arguments.of(
            "JobOnlyInTransformTest",
            "[PipespecJobOnly] @Options method jobOptions gives a job its options",
            "@Options"),
        Arguments.of(
            "JobOnlyInTransformTest",
            "[PipespecJobOnly] @Timeline on Timed replaces a read of a job",
            "@Timeline("));
  }

  /**
   * A job method that takes its Pipeline second is still a job test, told to swap its parameters,
   * not a transform test told that neither parameter is a PCollection.
   */
  @Test
  void aJobMethodWithThePipelineSecondGetsOneErrorThatSaysToPutItFirst() {
    JavaFileObject file = JavaFileObjects.forResource("bad/com/example/job/JobPipelineSecond.java");

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(file);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[PipespecJobUnderTest] @UnderTest method job takes (JobOptions, Pipeline), but the"
                + " Pipeline comes first: (Pipeline p, MyOptions o). Swap its parameters.")
        .inFile(file)
        .onLineContaining("@UnderTest");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errors")
  void reportsTheErrorOnTheOffendingLine(String fixture, String message, String line) {
    JavaFileObject file = JavaFileObjects.forResource("bad/com/example/job/" + fixture + ".java");

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining(message).inFile(file).onLineContaining(line);
  }
}
