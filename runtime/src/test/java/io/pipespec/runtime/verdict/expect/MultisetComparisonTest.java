package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.Expectations;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.apache.beam.sdk.coders.AtomicCoder;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The comparison on a million elements, without a pipeline: correctness, not time. */
class MultisetComparisonTest {

  private static final int MILLION = 1_000_000;

  /** VarLongCoder that declares itself not deterministic, to force comparison by equals. */
  static final class NotDeterministicLongCoder extends AtomicCoder<Long> {
    @Override
    public void encode(Long value, OutputStream out) throws IOException {
      VarLongCoder.of().encode(value, out);
    }

    @Override
    public Long decode(InputStream in) throws IOException {
      return VarLongCoder.of().decode(in);
    }

    @Override
    public void verifyDeterministic() throws NonDeterministicException {
      throw new NonDeterministicException(this, "it says so, for the test");
    }

    @Override
    public String toString() {
      return "NotDeterministicLongCoder";
    }
  }

  private static Observation observe(Coder<Long> coder, List<Long> actual) throws Exception {
    return Observed.output("big", coder, actual);
  }

  private static List<Long> range() {
    List<Long> values = new ArrayList<>(MILLION);
    for (long i = 0; i < MILLION; i++) {
      values.add(i);
    }
    return values;
  }

  @Test
  void aMillionShuffledElementsMatchByBytes() throws Exception {
    List<Long> actual = range();
    Collections.shuffle(actual, new Random(42));

    Expectations.containsInAnyOrder(range()).verify(observe(VarLongCoder.of(), actual));
  }

  @Test
  void aMillionElementsWithOneWrongAreReportedExactlyByBytes() throws Exception {
    assertOneWrongReported(
        VarLongCoder.of(), "encoded bytes, because the output coder VarLongCoder is deterministic");
  }

  @Test
  void aMillionElementsWithOneWrongAreReportedExactlyByEquals() throws Exception {
    assertOneWrongReported(
        new NotDeterministicLongCoder(),
        "equals/hashCode of the decoded values, because the output coder is not deterministic:"
            + " NotDeterministicLongCoder is not deterministic because: it says so, for the test");
  }

  private static void assertOneWrongReported(Coder<Long> coder, String comparedBy)
      throws Exception {
    List<Long> actual = range();
    Collections.reverse(actual);
    actual.set(actual.indexOf(500_000L), 7L);

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> Expectations.containsInAnyOrder(range()).verify(observe(coder, actual)));

    assertThat(failure.getMessage())
        .isEqualTo(
            "Output 'big' (all windows, all panes) does not contain exactly the expected elements\n"
                + "output     : big\n"
                + "scope      : all windows, all panes\n"
                + "missing    : 500000 (x1): never produced\n"
                + "unexpected : 7 (x1): expected once, arrived twice: in global window, pane"
                + " NO_FIRING, timestamp MIN (twice)\n"
                + "expected   : 1000000 elements\n"
                + "but got    : 1000000 elements\n"
                + "compared by: "
                + comparedBy);
    assertThat(failure.getExpected().getStringRepresentation())
        .isEqualTo("(999999 elements in both are not shown)\n500000");
    assertThat(failure.getActual().getStringRepresentation())
        .isEqualTo("(999999 elements in both are not shown)\n7");
  }

  @Test
  void listsAtMostFiftyMissingElements() throws Exception {
    List<Long> expected = range().subList(0, 200);

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                Expectations.containsInAnyOrder(expected)
                    .verify(observe(VarLongCoder.of(), List.of())));

    String message = failure.getMessage();
    assertThat(message).contains("\nmissing    : 49 (x1): never produced\n");
    assertThat(message).doesNotContain("\nmissing    : 50 (x1)");
    assertThat(message).contains("\nmissing    : ... and 150 more distinct elements\n");
  }

  @Test
  void anExpectedValueTheCoderCannotEncodeIsReportedWithTheFix() throws Exception {
    List<Long> expected = new ArrayList<>();
    expected.add(1L);
    expected.add(null);

    IllegalArgumentException failure =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Expectations.containsInAnyOrder(expected)
                    .verify(observe(VarLongCoder.of(), List.of(1L))));

    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .startsWith(
            "The expected element #2 (<null>) cannot be encoded with the coder VarLongCoder of"
                + " output 'big': ");
    assertThat(failure.getMessage()).endsWith("Expect values of the output's element type.");
  }
}
