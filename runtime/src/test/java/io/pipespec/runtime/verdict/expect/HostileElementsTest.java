package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.Expectations;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.apache.beam.sdk.coders.AtomicCoder;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.NullableCoder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.values.KV;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * Elements a test tool meets in the wild and must not stumble over: nulls, values that render alike
 * but are not equal, values whose {@code toString} throws. Every one ends in an explained failure,
 * never in an exception from inside Pipespec.
 */
class HostileElementsTest {

  /** A value whose {@code toString} leaves out its version, so two versions render alike. */
  static final class Label implements Serializable {
    final String text;
    final int version;

    Label(String text, int version) {
      this.text = text;
      this.version = version;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Label that && that.text.equals(text) && that.version == version;
    }

    @Override
    public int hashCode() {
      return Objects.hash(text, version);
    }

    @Override
    public String toString() {
      return text;
    }
  }

  /** A deterministic coder of {@link Label}s, so that they are compared by their bytes. */
  static final class LabelCoder extends AtomicCoder<Label> {
    @Override
    public void encode(Label value, OutputStream out) throws IOException {
      StringUtf8Coder.of().encode(value.text, out);
      VarIntCoder.of().encode(value.version, out);
    }

    @Override
    public Label decode(InputStream in) throws IOException {
      return new Label(StringUtf8Coder.of().decode(in), VarIntCoder.of().decode(in));
    }

    @Override
    public void verifyDeterministic() {}

    @Override
    public String toString() {
      return "LabelCoder";
    }
  }

  /** A value whose {@code toString} throws, as a half-initialised user object's might. */
  static final class Grumpy implements Serializable {
    final int id;

    Grumpy(int id) {
      this.id = id;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Grumpy that && that.id == id;
    }

    @Override
    public int hashCode() {
      return id;
    }

    @Override
    public String toString() {
      throw new IllegalStateException("not ready to be printed");
    }
  }

  @SafeVarargs
  private static <T> Observation observe(Coder<T> coder, T... values) throws Exception {
    List<T> listed = new ArrayList<>();
    for (T value : values) {
      listed.add(value);
    }
    return Observed.output("out", coder, listed);
  }

  private static AssertionFailedError failure(Expectation expectation, Observation observation) {
    return assertThrows(AssertionFailedError.class, () -> expectation.verify(observation));
  }

  // ---------------------------------------------------------------- nulls and look-alikes

  @Test
  void aNullAndTheTextNullAreWrittenApartWhicheverTheEquality() throws Exception {
    // Compared by bytes (a deterministic coder) and by equals (Java serialization is not).
    for (Coder<String> nullable :
        List.of(
            NullableCoder.of(StringUtf8Coder.of()),
            NullableCoder.of(SerializableCoder.of(String.class)))) {
      Observation twoNulls = observe(nullable, null, null);

      AssertionFailedError failure =
          failure(Expectations.containsInAnyOrder(List.of("null", "null")), twoNulls);

      assertWithMessage(failure.getMessage())
          .that(failure.getMessage())
          .contains("\nmissing    : null (x2): never produced\n");
      assertWithMessage(failure.getMessage())
          .that(failure.getMessage())
          .contains(
              "\nunexpected : <null> (x2): in global window, pane NO_FIRING, timestamp MIN"
                  + " (twice)\n");
      assertThat(failure.getActual().getStringRepresentation()).isEqualTo("<null>\n<null>");
    }
  }

  @Test
  void elementsThatRenderAlikeButAreNotEqualBytesSaySo() throws Exception {
    Observation secondVersion = observe(new LabelCoder(), new Label("dune", 2));

    AssertionFailedError failure =
        failure(Expectations.containsInAnyOrder(List.of(new Label("dune", 1))), secondVersion);

    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains(
            "\nmissing    : dune (x1): renders like the unexpected dune, but is not equal to it:"
                + " encoded 0464756e6501, it arrived encoded 0464756e6502\n");
    assertThat(failure.getMessage()).doesNotContain("never produced");
  }

  @Test
  void elementsThatRenderAlikeButAreNotEqualByEqualsSaySo() throws Exception {
    Observation secondVersion =
        observe(SerializableCoder.of(Label.class), new Label("dune", 2), new Label("dune", 2));

    AssertionFailedError failure =
        failure(Expectations.containsInAnyOrder(List.of(new Label("dune", 1))), secondVersion);

    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains(
            "\nmissing    : dune (x1): renders like the unexpected dune, but is not equal to it"
                + " (equals is false)\n");
  }

  @Test
  void aLookAlikeOfAnotherTypeNamesBothTypes() throws Exception {
    Coder<Serializable> anything = SerializableCoder.of(Serializable.class);
    Observation aLong = observe(anything, (Serializable) 1L);

    AssertionFailedError failure =
        failure(Expectations.containsInAnyOrder(List.of((Serializable) 1)), aLong);

    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains(
            "\nmissing    : 1 (x1): renders like the unexpected 1, but is not equal to it"
                + " (a java.lang.Integer, it is a java.lang.Long)\n");
  }

  @Test
  void textsThatPrintAlikeInOtherCodePointsShowTheirCodePoints() throws Exception {
    Observation decomposed = observe(StringUtf8Coder.of(), "cafe\u0301", "\uFEFFa");

    AssertionFailedError failure =
        failure(Expectations.containsInAnyOrder(List.of("caf\u00e9", "a")), decomposed);

    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains(
            "renders like the unexpected cafe\u0301, but is not equal to it: written"
                + " caf\\u00e9, it arrived as cafe\\u0301");
    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains("written a, it arrived as \\ufeffa");
    assertThat(failure.getMessage()).doesNotContain("never produced");
  }

  @Test
  void includesSaysTheSameOfLookAlikes() throws Exception {
    Observation secondVersion = observe(new LabelCoder(), new Label("dune", 2));

    AssertionFailedError failure =
        failure(Expectations.includes(List.of(new Label("dune", 1))), secondVersion);

    assertThat(failure.getMessage()).contains("renders like the unexpected dune");
  }

  // ---------------------------------------------------------------- nulls in the vocabulary

  @Test
  void hashOfANullElementFailsWithAnExplanation() throws Exception {
    Observation withNull = observe(NullableCoder.of(StringUtf8Coder.of()), "a", null);

    AssertionFailedError failure =
        failure(Expectations.hash("GH70Q2Ei0cwvQNwrkvDroA==", 2), withNull);

    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .startsWith(
            "Output 'out' (all windows, all panes) holds a null element, which Beam Go's"
                + " passert.Hash cannot hash");
    assertThat(failure.getMessage())
        .contains("\nnull element: <null>: in global window, pane NO_FIRING, timestamp MIN");
  }

  @Test
  void sumOfANullElementFailsWithAnExplanation() throws Exception {
    Observation withNull = observe(NullableCoder.of(VarLongCoder.of()), 3L, null, null);

    AssertionFailedError failure = failure(Expectations.sum("3", 3), withNull);

    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .startsWith(
            "Output 'out' (all windows, all panes) holds 2 null elements, which cannot be"
                + " summed");
  }

  @Test
  void aMapWithANullElementKeyOrValueIsJudgedNotCrashed() throws Exception {
    Coder<KV<String, Long>> kvs =
        KvCoder.of(
            NullableCoder.of(SerializableCoder.of(String.class)),
            NullableCoder.of(SerializableCoder.of(Long.class)));
    Observation nullValue = observe(kvs, KV.of("a", null), KV.of(null, 2L));

    Expectations.map(Arrays.asList(KV.of("a", (Long) null), KV.of((String) null, 2L)))
        .verify(nullValue);
    AssertionFailedError failure =
        failure(Expectations.map(List.of(KV.of("a", 1L), KV.of("b", 2L))), nullValue);
    assertThat(failure.getMessage()).contains("key a: expected 1, but was <null>");
    assertThat(failure.getMessage()).contains(": <null>=2: in global window");

    Observation nullElement =
        observe(
            NullableCoder.of(KvCoder.of(StringUtf8Coder.of(), VarLongCoder.of())),
            (KV<String, Long>) null);
    AssertionFailedError noKv = failure(Expectations.map(List.of(KV.of("a", 1L))), nullElement);
    assertWithMessage(noKv.getMessage())
        .that(noKv.getMessage())
        .startsWith(
            "Output 'out' (all windows, all panes) holds a null element instead of a KV with a"
                + " key");
  }

  @Test
  void aSingletonOfNullIsJudgedByEquals() throws Exception {
    Observation aNull =
        observe(NullableCoder.of(SerializableCoder.of(String.class)), (String) null);

    Expectations.singletonEqualTo(null).verify(aNull);
    AssertionFailedError failure = failure(Expectations.singletonEqualTo("null"), aNull);
    assertThat(failure.getMessage()).contains("<null>: in global window");
  }

  @Test
  void comparisonPredicatesOnANullElementFailWithAnExplanation() throws Exception {
    Observation withNull = observe(NullableCoder.of(VarLongCoder.of()), 5L, null);

    for (Expectation expectation :
        List.of(
            Expectations.all(ElementPredicate.greaterThan(0L)),
            Expectations.none(ElementPredicate.lessThan(0L)),
            Expectations.where(ElementPredicate.greaterThan(0L), Expectations.count(1)))) {
      AssertionFailedError failure = failure(expectation, withNull);
      assertWithMessage(failure.getMessage())
          .that(failure.getMessage())
          .contains(
              "holds a null element, which cannot be compared: the comparisons of @ExpectAll,"
                  + " @ExpectNone and @Where use natural ordering");
      assertThat(failure.getMessage()).doesNotContain("NullPointerException");
    }
  }

  // ---------------------------------------------------------------- toString that throws

  @Test
  void anElementWhoseToStringThrowsIsWrittenAsWhatThrew() throws Exception {
    Observation grumpy = observe(SerializableCoder.of(Grumpy.class), new Grumpy(1));

    AssertionFailedError failure = failure(Expectations.empty(), grumpy);

    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains(
            "<a "
                + Grumpy.class.getName()
                + " whose toString() threw java.lang.IllegalStateException: not ready to be"
                + " printed>");
  }
}
