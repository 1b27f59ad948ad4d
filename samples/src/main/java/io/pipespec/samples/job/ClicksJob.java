package io.pipespec.samples.job;

import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.options.Description;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.options.Validation;
import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PDone;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;

/**
 * A streaming job: reads clicks {@code user,page} from a broker ({@link ClickSource}), counts the
 * clicks of each page per minute of event time and publishes {@code page=count} lines.
 */
public final class ClicksJob {

  /** The job's options. */
  public interface ClicksOptions extends PipelineOptions {
    @Description("The broker, host:port")
    @Validation.Required
    String getBroker();

    void setBroker(String broker);

    @Description("The topic of clicks")
    @Validation.Required
    String getTopic();

    void setTopic(String topic);
  }

  private ClicksJob() {}

  /** Builds the job on {@code pipeline}. */
  public static void build(Pipeline pipeline, ClicksOptions options) {
    pipeline
        .apply("ReadClicks", Read.from(new ClickSource(options.getBroker(), options.getTopic())))
        .apply(
            "PageOfClick",
            MapElements.into(TypeDescriptors.strings()).via(click -> click.split(",", 2)[1]))
        .apply("PerMinute", Window.into(FixedWindows.of(Duration.standardMinutes(1))))
        .apply("CountPerPage", Count.perElement())
        .apply(
            "FormatCounts",
            MapElements.into(TypeDescriptors.strings())
                .via((KV<String, Long> count) -> count.getKey() + "=" + count.getValue()))
        .apply("PublishCounts", new Publish());
  }

  public static void main(String[] args) {
    ClicksOptions options =
        PipelineOptionsFactory.fromArgs(args).withValidation().as(ClicksOptions.class);
    Pipeline pipeline = Pipeline.create(options);
    build(pipeline, options);
    pipeline.run();
  }

  /** Publishes each line to the job's downstream consumers (here: the log), counting them. */
  static final class Publish extends PTransform<PCollection<String>, PDone> {
    @Override
    public PDone expand(PCollection<String> lines) {
      lines.apply("Send", ParDo.of(new Send()));
      return PDone.in(lines.getPipeline());
    }
  }

  private static final class Send extends DoFn<String, Void> {
    private final Counter published = Metrics.counter(ClicksJob.class, "published");

    @ProcessElement
    public void processElement(@Element String line) {
      published.inc();
      System.out.println("published " + line);
    }
  }
}
