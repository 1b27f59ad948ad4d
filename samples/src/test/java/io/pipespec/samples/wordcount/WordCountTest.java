package io.pipespec.samples.wordcount;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.ExpectAll;
import io.pipespec.ExpectContains;
import io.pipespec.ExpectCount;
import io.pipespec.ExpectEmpty;
import io.pipespec.ExpectHash;
import io.pipespec.ExpectIncludes;
import io.pipespec.ExpectMap;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.Scenario;
import io.pipespec.UnderTest;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionTuple;

/** The word count sample: two outputs, several scenarios, one pipeline run per scenario. */
@PipelineTest
class WordCountTest {

  /** The two outputs of {@link WordCount}, named for the expectations. */
  record Counted(PCollection<KV<String, Long>> counts, PCollection<String> rejected) {}

  @UnderTest
  static Counted wordCount(PCollection<String> lines) {
    PCollectionTuple outputs = lines.apply(new WordCount());
    return new Counted(outputs.get(WordCount.COUNTS), outputs.get(WordCount.REJECTED));
  }

  @Scenario
  static class Proverbs {
    @Input
    static final List<String> lines =
        List.of("The early bird catches the worm.", "The second mouse gets the cheese!");

    @ExpectContains(
        output = "counts",
        value = {
          "the=4",
          "early=1",
          "bird=1",
          "catches=1",
          "worm=1",
          "second=1",
          "mouse=1",
          "gets=1",
          "cheese=1"
        })
    void everyWordCountedCaseInsensitively() {}

    @ExpectEmpty(output = "rejected")
    void nothingRejected() {}

    /** The counts as a map: one entry per word, so a word counted in two places would fail. */
    @ExpectMap(output = "counts", from = "proverbCounts")
    void oneCountPerWord() {}

    static Map<String, Long> proverbCounts() {
      return Map.of(
          "the", 4L, "early", 1L, "bird", 1L, "catches", 1L, "worm", 1L, "second", 1L, "mouse", 1L,
          "gets", 1L, "cheese", 1L);
    }

    @ExpectCount(output = "counts", value = 9)
    void nineDistinctWords() {}

    @ExpectIncludes(output = "counts", value = "the=4")
    void theIsTheMostCommonWord() {}

    @Satisfies(output = "counts")
    void everyCountIsPositive(List<KV<String, Long>> counts) {
      assertThat(counts).hasSize(9);
      for (KV<String, Long> count : counts) {
        assertThat(count.getValue()).isGreaterThan(0L);
      }
    }
  }

  @Scenario
  static class NoiseInTheInput {
    @Input
    static Create.Values<String> lines() {
      return Create.of("x = 42 * y", "don't panic", "e-mail @home");
    }

    @ExpectContains(
        output = "counts",
        value = {"x=1", "42=1", "y=1", "don't=1", "panic=1", "e-mail=1"})
    void wordsAreCounted() {}

    @ExpectContains(
        output = "rejected",
        value = {"=", "*", "@home"})
    void symbolsAreRejectedNotDropped() {}

    /** The same check as Beam Go's passert.Hash would make; the hash is portable between them. */
    @ExpectHash(output = "rejected", value = "p7ahcVupRUFzYrwjoiRpGQ==", size = 3)
    void rejectedTokensHashAsInGo() {}

    @ExpectAll(output = "rejected", by = "startsWithoutALetter")
    void onlyTokensThatStartWithoutALetterAreRejected() {}

    static boolean startsWithoutALetter(String token) {
      return !Character.isLetter(token.charAt(0));
    }
  }

  @Scenario
  static class NoLines {
    @Input
    static List<String> lines() {
      return List.of();
    }

    @ExpectEmpty(output = "counts")
    void nothingCounted() {}

    @ExpectEmpty(output = "rejected")
    void nothingRejected() {}
  }
}
