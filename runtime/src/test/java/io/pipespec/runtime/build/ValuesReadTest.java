package io.pipespec.runtime.build;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.InputSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.io.BoundedSource;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.testing.PAssert;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.util.SerializableUtils;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/**
 * Values given as a list are read as {@code Create} reads them: the same elements, coder,
 * timestamps, splits and dynamic splits, from a source that serializes in a few arrays.
 */
class ValuesReadTest {

  private static final PipelineOptions OPTIONS = PipelineOptionsFactory.create();

  private static List<String> words(int count) {
    List<String> words = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      words.add("w".repeat(i % 7) + i);
    }
    return words;
  }

  private static InputSpec<String> input(List<String> values) {
    return InputSpec.ofValues(
        "words", "ValuesReadTest.words()", () -> values, TypeDescriptors.strings());
  }

  /** The bounded source a pipeline reads from, after {@code source} is applied to it. */
  private static <T> BoundedSource<T> readSource(PTransform<PBegin, PCollection<T>> source) {
    Pipeline pipeline = Pipeline.create();
    pipeline.apply("words", source);
    AtomicReference<BoundedSource<?>> found = new AtomicReference<>();
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public CompositeBehavior enterCompositeTransform(TransformHierarchy.Node node) {
            if (node.getTransform() instanceof Read.Bounded<?> read) {
              found.set(read.getSource());
            }
            return CompositeBehavior.ENTER_TRANSFORM;
          }
        });
    @SuppressWarnings("unchecked")
    BoundedSource<T> read = (BoundedSource<T>) Objects.requireNonNull(found.get(), "no read");
    return read;
  }

  private static List<String> read(BoundedSource<String> source) throws Exception {
    List<String> read = new ArrayList<>();
    try (BoundedSource.BoundedReader<String> reader = source.createReader(OPTIONS)) {
      for (boolean more = reader.start(); more; more = reader.advance()) {
        assertThat(reader.getCurrentTimestamp()).isEqualTo(BoundedWindow.TIMESTAMP_MIN_VALUE);
        read.add(reader.getCurrent());
      }
    }
    return read;
  }

  private static List<List<String>> bundles(List<? extends BoundedSource<String>> sources)
      throws Exception {
    List<List<String>> bundles = new ArrayList<>();
    for (BoundedSource<String> source : sources) {
      bundles.add(read(SerializableUtils.clone(source)));
    }
    return bundles;
  }

  /** The source Pipespec reads {@code values} from, given as a list. */
  private static BoundedSource<String> ours(List<String> values) {
    return readSource(InputSources.newSource(input(values)));
  }

  /** The source {@code Create.of(values)} reads them from. */
  private static BoundedSource<String> creates(List<String> values) {
    return readSource(Create.of(values).withType(TypeDescriptors.strings()));
  }

  @Test
  void readsTheValuesFromItsOwnSourceWithCreatesCoderSizeAndBundles() throws Exception {
    List<String> values = words(1_000);
    BoundedSource<String> ours = ours(values);
    BoundedSource<String> create = creates(values);

    assertThat(ours).isInstanceOf(ValuesRead.ValuesSource.class);
    assertThat(read(SerializableUtils.clone(ours))).containsExactlyElementsIn(values).inOrder();
    assertThat(ours.getOutputCoder()).isEqualTo(create.getOutputCoder());
    assertThat(ours.getEstimatedSizeBytes(OPTIONS))
        .isEqualTo(create.getEstimatedSizeBytes(OPTIONS));
    for (long bytes : new long[] {1, 100, 999, 5_000, 1_000_000}) {
      assertThat(bundles(ours.split(bytes, OPTIONS)))
          .isEqualTo(bundles(create.split(bytes, OPTIONS)));
    }
  }

  @Test
  void splitsWhileReadingWhereCreatesSourceSplits() throws Exception {
    List<String> values = words(300);
    BoundedSource<String> ours = ours(values);
    BoundedSource<String> create = creates(values);

    for (int readFirst : new int[] {1, 2, 150, 299}) {
      for (double fraction : new double[] {0.25, 0.5, 0.51, 0.9}) {
        assertThat(splitWhileReading(ours, readFirst, fraction))
            .isEqualTo(splitWhileReading(create, readFirst, fraction));
      }
    }
    // The DirectRunner splits a read at the halfway point of what is left, bundle after bundle:
    // the reader keeps the first half and the residual holds the rest, nothing lost or repeated.
    List<String> halves = splitWhileReading(ours, 1, 0.5);
    assertThat(halves.get(1)).isEqualTo("true");
    assertThat(halves.get(0).split(",")).hasLength(150);
    assertThat(halves.get(0) + "," + halves.get(2)).isEqualTo(String.join(",", values));
  }

  /**
   * Reads {@code readFirst} elements, splits at {@code fraction} and reads on: what the reader
   * read, then what the residual holds, then nothing (a failed split) or the residual's elements.
   */
  private static List<String> splitWhileReading(
      BoundedSource<String> source, int readFirst, double fraction) throws Exception {
    List<String> primary = new ArrayList<>();
    BoundedSource<String> residual;
    try (BoundedSource.BoundedReader<String> reader = source.createReader(OPTIONS)) {
      boolean more = reader.start();
      for (int i = 0; more && i < readFirst; i++) {
        primary.add(reader.getCurrent());
        more = reader.advance();
      }
      residual = reader.splitAtFraction(fraction);
      for (; more; more = reader.advance()) {
        primary.add(reader.getCurrent());
      }
    }
    List<String> rest = residual == null ? List.of() : read(SerializableUtils.clone(residual));
    return List.of(
        String.join(",", primary), String.valueOf(residual != null), String.join(",", rest));
  }

  @Test
  void leavesFewerThanTwoValuesToCreate() throws Exception {
    Pipeline pipeline = Pipeline.create();
    PCollection<String> none = pipeline.apply("none", InputSources.newSource(input(List.of())));
    PCollection<String> one = pipeline.apply("one", InputSources.newSource(input(List.of("a"))));

    assertThat(none.getCoder()).isEqualTo(StringUtf8Coder.of());
    assertThat(one.getCoder()).isEqualTo(StringUtf8Coder.of());
    PAssert.that(none).empty();
    PAssert.that(one).containsInAnyOrder("a");
    pipeline.run().waitUntilFinish();
  }

  @Test
  void failsAsCreateFailsForATypeWithoutACoder() {
    TypeDescriptor<Object> object = new TypeDescriptor<>() {};
    InputSpec<Object> objects =
        InputSpec.ofValues("objects", "ValuesReadTest.objects()", () -> List.of("a", "b"), object);

    IllegalArgumentException ours =
        assertThrows(
            IllegalArgumentException.class,
            () -> Pipeline.create().apply("objects", InputSources.newSource(objects)));
    IllegalArgumentException create =
        assertThrows(
            IllegalArgumentException.class,
            () -> Pipeline.create().apply("objects", Create.<Object>of("a", "b").withType(object)));
    assertThat(ours).hasMessageThat().isEqualTo(create.getMessage());
    assertThat(ours).hasMessageThat().contains("Unable to infer a coder");
  }

  @Test
  void keepsTheCreateOfExplorationAndOfACreateFromCode() {
    List<String> values = words(3);
    assertThat(InputSources.values(input(values)).getElements())
        .containsExactlyElementsIn(values)
        .inOrder();

    Create.Values<String> fromCode = Create.of(values).withCoder(StringUtf8Coder.of());
    InputSpec<String> given =
        InputSpec.ofCreate("words", "ValuesReadTest.create()", () -> fromCode);
    assertThat(InputSources.newSource(given)).isSameInstanceAs(fromCode);
  }
}
