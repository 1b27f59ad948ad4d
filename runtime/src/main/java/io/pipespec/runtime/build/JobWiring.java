package io.pipespec.runtime.build;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.display.DisplayData;
import org.apiguardian.api.API;

/**
 * How a job scenario's build wired the job to the test, for its report page: which reads the
 * scenario's inputs replaced, which writes were captured as outputs, and the options the job was
 * built with. Made by {@link JobConstruction}; read through {@code JobResult.job()}.
 *
 * @param reads the replaced reads, in declaration order
 * @param writes the captured writes, in declaration order
 * @param options the options the job ran with, as Beam describes them
 */
@API(status = INTERNAL)
public record JobWiring(
    List<ReplacedRead> reads, List<CapturedWrite> writes, List<Option> options) {

  /**
   * A read the scenario replaced.
   *
   * @param transform the node's full name in the job's graph, such as {@code ReadLines/Read}
   * @param named the name the test gave ({@code @Input(replaces = ...)})
   * @param input the input's name
   * @param origin where the input was declared, such as {@code ScoresTest.Clean.lines}
   */
  public record ReplacedRead(String transform, String named, String input, String origin) {
    public ReplacedRead {
      requireNonNull(transform, "transform");
      requireNonNull(named, "named");
      requireNonNull(input, "input");
      requireNonNull(origin, "origin");
    }
  }

  /**
   * A write whose input was captured instead of written.
   *
   * @param output the output's name
   * @param transform the node's full name in the job's graph
   */
  public record CapturedWrite(String output, String transform) {
    public CapturedWrite {
      requireNonNull(output, "output");
      requireNonNull(transform, "transform");
    }
  }

  /**
   * One option set for the run.
   *
   * @param namespace the options interface that declares it, such as {@code
   *     org.apache.beam.sdk.options.PipelineOptions}
   * @param name the option's name, such as {@code runner}
   * @param value its value as Beam shows it
   */
  public record Option(String namespace, String name, String value) {
    public Option {
      requireNonNull(namespace, "namespace");
      requireNonNull(name, "name");
      requireNonNull(value, "value");
    }
  }

  public JobWiring {
    reads = List.copyOf(reads);
    writes = List.copyOf(writes);
    options = List.copyOf(options);
  }

  /**
   * The options set on {@code options}, by the job's {@code @Options}, the engine or Pipespec, as
   * Beam's display data gives them (what a runner's UI shows; Beam's defaults are not set, so not
   * listed), ordered by name. Nothing is masked: these are the test's own options.
   */
  static List<Option> optionsOf(PipelineOptions options) {
    List<Option> list = new ArrayList<>();
    try {
      for (DisplayData.Item item : DisplayData.from(options).items()) {
        list.add(
            new Option(
                item.getNamespace() == null ? "" : item.getNamespace().getName().replace('$', '.'),
                item.getKey(),
                String.valueOf(item.getValue())));
      }
    } catch (RuntimeException unreadable) {
      // The page must not fail the run: it says what could not be read instead.
      list.add(new Option("", "(not readable)", String.valueOf(unreadable)));
    }
    list.sort(Comparator.comparing(Option::name).thenComparing(Option::namespace));
    return list;
  }
}
