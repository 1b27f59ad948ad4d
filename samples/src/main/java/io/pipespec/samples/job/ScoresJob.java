package io.pipespec.samples.job;

import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Distribution;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.options.Description;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.options.Validation;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollectionTuple;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.TupleTagList;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * A batch job as teams ship them: reads CSV lines {@code player,team,points} from files, parses
 * them (a line that does not parse is counted and written to a dead-letter file), sums the points
 * per team and writes {@code team,total} lines.
 */
public final class ScoresJob {

  /** The job's options. */
  public interface ScoresOptions extends PipelineOptions {
    @Description("The CSV files to read, a file pattern")
    @Validation.Required
    String getInput();

    void setInput(String input);

    @Description("The prefix of the files of team totals")
    @Validation.Required
    String getOutput();

    void setOutput(String output);

    @Description("The prefix of the files of lines that did not parse")
    @Validation.Required
    String getDeadLetters();

    void setDeadLetters(String deadLetters);
  }

  static final TupleTag<KV<String, Integer>> POINTS = new TupleTag<KV<String, Integer>>() {};
  static final TupleTag<String> BAD_LINES = new TupleTag<String>() {};

  private ScoresJob() {}

  /** Builds the job on {@code pipeline}. */
  public static void build(Pipeline pipeline, ScoresOptions options) {
    PCollectionTuple parsed =
        pipeline
            .apply("ReadLines", TextIO.read().from(options.getInput()))
            .apply(
                "ParseLines",
                ParDo.of(new ParseLine()).withOutputTags(POINTS, TupleTagList.of(BAD_LINES)));
    parsed
        .get(POINTS)
        .apply("SumPerTeam", Sum.integersPerKey())
        .apply(
            "FormatTotals",
            MapElements.into(TypeDescriptors.strings())
                .via((KV<String, Integer> total) -> total.getKey() + "," + total.getValue()))
        .apply("WriteScores", TextIO.write().to(options.getOutput()).withSuffix(".csv"));
    parsed
        .get(BAD_LINES)
        .apply("WriteDeadLetters", TextIO.write().to(options.getDeadLetters()).withSuffix(".txt"));
  }

  public static void main(String[] args) {
    ScoresOptions options =
        PipelineOptionsFactory.fromArgs(args).withValidation().as(ScoresOptions.class);
    Pipeline pipeline = Pipeline.create(options);
    build(pipeline, options);
    pipeline.run().waitUntilFinish();
  }

  /** {@code player,team,points} to {@code team=points}; anything else to the dead letters. */
  static final class ParseLine extends DoFn<String, KV<String, Integer>> {
    private final Counter badLines = Metrics.counter(ScoresJob.class, "badLines");
    private final Distribution points = Metrics.distribution(ScoresJob.class, "points");

    @ProcessElement
    public void processElement(@Element String line, MultiOutputReceiver out) {
      String[] fields = line.split(",", -1);
      if (fields.length == 3 && !fields[1].isBlank()) {
        try {
          int value = Integer.parseInt(fields[2].trim());
          points.update(value);
          out.get(POINTS).output(KV.of(fields[1].trim(), value));
          return;
        } catch (NumberFormatException notANumber) {
          // a dead letter, below
        }
      }
      badLines.inc();
      out.get(BAD_LINES).output(line);
    }
  }
}
