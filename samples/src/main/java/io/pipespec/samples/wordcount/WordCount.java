package io.pipespec.samples.wordcount;

import java.util.Locale;
import java.util.regex.Pattern;
import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionTuple;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.TupleTagList;

/**
 * Counts words in lines of text, case-insensitively. A token that is not a word (it holds a
 * character other than a letter, a digit, an apostrophe or a hyphen) is not counted: it goes to a
 * second output, {@link #REJECTED}, so that bad input is visible rather than silently dropped.
 */
public final class WordCount extends PTransform<PCollection<String>, PCollectionTuple> {

  /** Counts per word, lower case. */
  public static final TupleTag<KV<String, Long>> COUNTS = new TupleTag<>() {};

  /** The tokens that were not words, as they were written. */
  public static final TupleTag<String> REJECTED = new TupleTag<>() {};

  private static final Pattern SEPARATORS = Pattern.compile("[\\s,.;:!?\"()]+");
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}'-]+");

  private static final TupleTag<String> WORDS = new TupleTag<>() {};

  @Override
  public PCollectionTuple expand(PCollection<String> lines) {
    PCollectionTuple tokens =
        lines.apply(
            "Tokenize", ParDo.of(new Tokenize()).withOutputTags(WORDS, TupleTagList.of(REJECTED)));
    PCollection<KV<String, Long>> counts = tokens.get(WORDS).apply("Count", Count.perElement());
    return PCollectionTuple.of(COUNTS, counts).and(REJECTED, tokens.get(REJECTED));
  }

  static final class Tokenize extends DoFn<String, String> {
    @ProcessElement
    public void process(@Element String line, MultiOutputReceiver out) {
      for (String token : SEPARATORS.split(line, -1)) {
        if (token.isEmpty()) {
          continue;
        }
        if (WORD.matcher(token).matches()) {
          out.get(WORDS).output(token.toLowerCase(Locale.ROOT));
        } else {
          out.get(REJECTED).output(token);
        }
      }
    }
  }
}
