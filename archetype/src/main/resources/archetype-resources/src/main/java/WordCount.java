package ${package};

import java.util.Arrays;
import java.util.Locale;
import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.FlatMapElements;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;

/** Counts the words of lines of text, case-insensitively; anything but letters separates words. */
public final class WordCount
    extends PTransform<PCollection<String>, PCollection<KV<String, Long>>> {

  @Override
  public PCollection<KV<String, Long>> expand(PCollection<String> lines) {
    return lines
        .apply(
            "Split",
            FlatMapElements.into(TypeDescriptors.strings())
                .via(
                    (String line) ->
                        Arrays.stream(line.toLowerCase(Locale.ROOT).split("[^\\p{L}]+"))
                            .filter(word -> !word.isEmpty())
                            .toList()))
        .apply("Count", Count.perElement());
  }
}
