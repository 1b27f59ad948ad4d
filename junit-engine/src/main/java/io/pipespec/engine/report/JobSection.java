package io.pipespec.engine.report;

import static java.util.Objects.requireNonNull;

import io.pipespec.beam.Times;
import io.pipespec.runtime.build.AsWritten;
import io.pipespec.runtime.build.JobWiring;
import io.pipespec.runtime.explore.InputHistory;
import io.pipespec.runtime.run.JobResult;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import io.pipespec.runtime.usercode.UserCode;
import io.pipespec.runtime.verdict.expect.ElementTexts;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.values.TimestampedValue;

/**
 * The "Job" section of a job scenario's page: the reads its inputs replaced, with the first
 * elements of each input and their number; the writes captured as outputs; the reads that ran as
 * written; and the options the job ran with. Everything a job test did to the job, on one screen.
 */
final class JobSection {

  /** At most this many elements of each replacing input are shown. */
  static final int INPUT_ELEMENTS = 20;

  /** Each shown element and each option value is cut to this many characters. */
  static final int VALUE = 300;

  /** At most this many options are listed. */
  static final int OPTIONS = 500;

  /** The prefix of the run's notes that name a read from memory, which runs as written. */
  static final String IN_MEMORY_READ = "pipespec.inMemoryRead.";

  private JobSection() {}

  /**
   * What the section shows.
   *
   * @param wiring how the build wired the job; empty when the job was not built
   * @param inputs each replacing input, in declaration order
   * @param asWritten the reads and writes that the test let run as written ({@code @RunsAsWritten})
   * @param inMemory the reads from memory, which run as written, each with what the run says of it
   */
  record Job(
      Optional<JobWiring> wiring,
      List<InputPreview> inputs,
      List<AsWritten> asWritten,
      Map<String, String> inMemory) {
    Job {
      requireNonNull(wiring, "wiring");
      inputs = List.copyOf(inputs);
      asWritten = List.copyOf(asWritten);
      inMemory = Collections.unmodifiableMap(new LinkedHashMap<>(inMemory));
    }

    /** The section of a job's run; reads each replacing input (user code, bounded). */
    static Job of(JobResult result) {
      JobScenarioSpec spec = result.spec();
      List<InputPreview> inputs = new ArrayList<>();
      for (JobScenarioSpec.Replacement replacement : spec.replacements()) {
        inputs.add(InputPreview.of(spec.name(), result, replacement));
      }
      Map<String, String> inMemory = new LinkedHashMap<>();
      result
          .notes()
          .forEach(
              (key, note) -> {
                if (key.startsWith(IN_MEMORY_READ)) {
                  inMemory.put(key.substring(IN_MEMORY_READ.length()), note);
                }
              });
      return new Job(result.job(), inputs, result.asWritten(), inMemory);
    }
  }

  /**
   * One replacing input, bounded.
   *
   * @param replaces the transform as the test names it ({@code @Input(replaces = ...)})
   * @param input the input's name
   * @param origin where it is declared
   * @param first its first elements as the page writes them
   * @param count how many elements it has
   * @param problem why it could not be read, when it could not
   */
  record InputPreview(
      String replaces,
      String input,
      String origin,
      List<String> first,
      long count,
      Optional<String> problem) {
    InputPreview {
      first = List.copyOf(first);
    }

    static InputPreview of(
        String scenario, ScenarioResult result, JobScenarioSpec.Replacement replacement) {
      String name = replacement.input().name();
      String origin = replacement.input().origin();
      InputHistory<?> history;
      try {
        // The input is the user's code, bounded as the run is; nothing is run on the scratch
        // pipeline, which only gives coders.
        history =
            UserCode.call(
                scenario,
                "was not shown",
                result.timeout(),
                () ->
                    InputHistory.of(
                        "input '" + name + "'", replacement.input(), Pipeline.create()));
      } catch (RuntimeException | ScenarioTimeoutException e) {
        return new InputPreview(
            replacement.transform(),
            name,
            origin,
            List.of(),
            0,
            Optional.of(
                "not shown: "
                    + (e instanceof ScenarioTimeoutException ? e.getMessage() : e.toString())));
      }
      List<String> first = new ArrayList<>();
      long count = 0;
      for (InputHistory.Part<?> part : history.parts()) {
        if (part instanceof InputHistory.Segment<?> segment) {
          for (TimestampedValue<?> element : segment.elements()) {
            count++;
            if (first.size() < INPUT_ELEMENTS) {
              first.add(
                  ElementTexts.of(element.getValue(), VALUE)
                      + (history.bounded()
                          ? ""
                          : " @ " + Times.instant(element.getTimestamp().getMillis())));
            }
          }
        }
      }
      return new InputPreview(
          replacement.transform(), name, origin, first, count, Optional.empty());
    }
  }

  static void write(StringBuilder html, Job job) {
    html.append("<section class=\"job\"><h2>Job</h2>");
    if (job.wiring().isEmpty()) {
      html.append(
          "<p class=\"note\">The job was not built to the end (see the failure above): which"
              + " transforms were replaced and captured, and the options, are not known.</p>");
    }
    reads(html, job);
    writes(html, job);
    asWritten(html, job);
    job.wiring().ifPresent(wiring -> options(html, wiring.options()));
    html.append("</section>");
  }

  private static void reads(StringBuilder html, Job job) {
    html.append("<h3>Replaced reads</h3>");
    if (job.inputs().isEmpty()) {
      html.append("<p class=\"note\">No read of the job is replaced.</p>");
      return;
    }
    html.append("<table class=\"replaced-reads\"><thead><tr><th>read</th><th>replaced by</th>")
        .append("<th>elements</th></tr></thead><tbody>");
    for (InputPreview input : job.inputs()) {
      String transform =
          job.wiring().stream()
              .flatMap(wiring -> wiring.reads().stream())
              .filter(
                  read ->
                      read.named().equals(input.replaces()) && read.input().equals(input.input()))
              .map(JobWiring.ReplacedRead::transform)
              .findFirst()
              .orElse(input.replaces());
      html.append("<tr class=\"replaced-read\" data-transform=\"")
          .append(Html.text(transform))
          .append("\" data-count=\"")
          .append(input.count())
          .append("\"><td class=\"method\">")
          .append(Html.text(transform))
          .append("</td><td>input '")
          .append(Html.text(input.input()))
          .append("' <span class=\"note\">(")
          .append(Html.text(input.origin()))
          .append(")</span></td><td>");
      if (input.problem().isPresent()) {
        html.append("<span class=\"note\">")
            .append(Html.text(Html.cut(input.problem().get(), 2_000)))
            .append("</span>");
      } else {
        html.append(input.count())
            .append(input.count() == 1 ? " element" : " elements")
            .append(
                input.count() > input.first().size() ? ", the first " + input.first().size() : "")
            .append(input.count() == 0 ? "" : ": ");
        for (String element : input.first()) {
          html.append("<span class=\"element-text input-element\" title=\"")
              .append(Html.text(Html.title(element)))
              .append("\">")
              .append(Html.text(Html.cut(element, 80)))
              .append("</span> ");
        }
      }
      html.append("</td></tr>");
    }
    html.append("</tbody></table>");
  }

  private static void writes(StringBuilder html, Job job) {
    if (job.wiring().isEmpty()) {
      return;
    }
    List<JobWiring.CapturedWrite> writes = job.wiring().get().writes();
    html.append("<h3>Captured writes</h3>");
    if (writes.isEmpty()) {
      html.append("<p class=\"note\">No write of the job is captured.</p>");
      return;
    }
    html.append("<table class=\"captured-writes\"><thead><tr><th>output</th>")
        .append("<th>captured from the write</th></tr></thead><tbody>");
    for (JobWiring.CapturedWrite write : writes) {
      html.append("<tr class=\"captured-write\" data-output=\"")
          .append(Html.text(write.output()))
          .append("\" data-transform=\"")
          .append(Html.text(write.transform()))
          .append("\"><td>")
          .append(Html.text(write.output()))
          .append("</td><td class=\"method\">")
          .append(Html.text(write.transform()))
          .append("</td></tr>");
    }
    html.append("</tbody></table>");
  }

  private static void asWritten(StringBuilder html, Job job) {
    html.append("<h3>Ran as written</h3>");
    if (job.asWritten().isEmpty() && job.inMemory().isEmpty()) {
      html.append("<p class=\"note\">Nothing of the job ran as written.</p>");
      return;
    }
    html.append("<table class=\"as-written\"><thead><tr><th>transform</th><th>what it did</th>")
        .append("</tr></thead><tbody>");
    for (AsWritten ran : job.asWritten()) {
      row(html, "ran-as-written", ran.transform(), ran.describe() + ", let run by @RunsAsWritten");
    }
    job.inMemory().forEach((transform, note) -> row(html, "in-memory-read", transform, note));
    html.append("</tbody></table>");
  }

  private static void row(StringBuilder html, String kind, String transform, String note) {
    html.append("<tr class=\"")
        .append(kind)
        .append("\" data-transform=\"")
        .append(Html.text(transform))
        .append("\"><td class=\"method\">")
        .append(Html.text(transform))
        .append("</td><td>")
        .append(Html.text(Html.cut(note, 2_000)))
        .append("</td></tr>");
  }

  private static void options(StringBuilder html, List<JobWiring.Option> options) {
    html.append("<h3>Options</h3><p class=\"note\">The options set for the run (by the job's")
        .append(" @Options, the engine and Pipespec) as Beam describes them; options left at")
        .append(" Beam's defaults are not listed.</p>")
        .append("<table class=\"options\"><thead><tr><th>option</th><th>value</th>")
        .append("<th>declared by</th></tr></thead><tbody>");
    for (int i = 0; i < options.size() && i < OPTIONS; i++) {
      JobWiring.Option option = options.get(i);
      html.append("<tr class=\"option\" data-option=\"")
          .append(Html.text(option.name()))
          .append("\"><td class=\"method\">")
          .append(Html.text(option.name()))
          .append("</td><td class=\"option-value\" title=\"")
          .append(Html.text(Html.title(option.value())))
          .append("\">")
          .append(Html.text(Html.cut(option.value(), VALUE)))
          .append("</td><td class=\"note\">")
          .append(Html.text(option.namespace()))
          .append("</td></tr>");
    }
    if (options.size() > OPTIONS) {
      html.append("<tr><td colspan=\"3\" class=\"note\">and ")
          .append(options.size() - OPTIONS)
          .append(" more</td></tr>");
    }
    html.append("</tbody></table>");
  }
}
