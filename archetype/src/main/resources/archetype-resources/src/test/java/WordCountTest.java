package ${package};

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.ExpectContains;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.Scenario;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

/**
 * A pipeline test: {@link WordCount} runs on Beam's DirectRunner, once per scenario, and each
 * expectation is a test of its own. {@code "the=3"} is parsed at compile time as a {@code KV<String,
 * Long>}, the type {@code wordCount} returns.
 */
@PipelineTest
class WordCountTest {

  @UnderTest
  static PCollection<KV<String, Long>> wordCount(PCollection<String> lines) {
    return lines.apply(new WordCount());
  }

  @Scenario
  static class TwoLines {
    @Input
    static Create.Values<String> lines() {
      return Create.of("The cat", "the dog, the END");
    }

    @ExpectContains({"the=3", "cat=1", "dog=1", "end=1"})
    void wordsAreCountedWhateverTheirCase() {}

    @Satisfies
    void noWordIsEmpty(List<KV<String, Long>> counts) {
      assertThat(counts).isNotEmpty();
      for (KV<String, Long> count : counts) {
        assertThat(count.getKey()).isNotEmpty();
      }
    }
  }
}
