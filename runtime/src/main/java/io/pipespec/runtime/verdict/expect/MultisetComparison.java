package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.RunnerVerdict;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.util.CoderUtils;
import org.jspecify.annotations.Nullable;

/**
 * Compares the expected elements with the elements in scope as multisets, in time linear in their
 * number: each side is counted into one hash map, never matched pairwise.
 *
 * <p>When the output coder is deterministic the keys are the encoded bytes (equal values encode
 * equally, and nothing is decoded); otherwise the keys are the decoded values, compared with {@code
 * equals} and {@code hashCode}.
 */
final class MultisetComparison {

  /** How many places an element arrived are kept for a message; the rest are only counted. */
  static final int LOCATIONS_KEPT = 3;

  private final CapturedOutput<?> output;
  private final boolean byBytes;
  private final Map<Object, Tally> tallies = new LinkedHashMap<>();
  private final List<Tally> missing = new ArrayList<>();
  private final List<Tally> unexpected = new ArrayList<>();
  private final long expectedCount;
  private final long actualCount;
  private final long missingDistinct;
  private final long unexpectedDistinct;
  private final boolean onRunner;
  private final long equalOnRunner;
  private @Nullable LookAlikes lookAlikes;

  private MultisetComparison(
      List<?> expected, CapturedOutput<?> output, List<CapturedElement> actual) {
    this.output = output;
    this.byBytes = output.hasDeterministicCoder();
    this.expectedCount = expected.size();
    this.actualCount = actual.size();
    for (int i = 0; i < expected.size(); i++) {
      Object value = expected.get(i);
      Tally tally = tallies.computeIfAbsent(expectedKey(i, value), key -> new Tally());
      if (tally.expected++ == 0) {
        tally.expectedValue = value;
      }
    }
    for (CapturedElement element : actual) {
      Tally tally = tallies.computeIfAbsent(actualKey(output, element), key -> new Tally());
      tally.actual++;
      tally.arrived(element);
    }
    for (Tally tally : tallies.values()) {
      if (tally.expected > tally.actual) {
        missing.add(tally);
      } else if (tally.actual > tally.expected) {
        unexpected.add(tally);
      }
    }
    this.missingDistinct = missing.size();
    this.unexpectedDistinct = unexpected.size();
    this.onRunner = false;
    this.equalOnRunner = 0;
  }

  /** The comparison the runner made, of which only the differing elements came back. */
  private MultisetComparison(RunnerVerdict verdict, CapturedOutput<?> output) {
    this.output = output;
    this.byBytes = true; // the runner compares encodings, of a deterministic coder only
    this.expectedCount = verdict.expectedCount();
    this.actualCount = verdict.actualCount();
    this.missingDistinct = verdict.missingDistinct();
    this.unexpectedDistinct = verdict.unexpectedDistinct();
    this.onRunner = true;
    this.equalOnRunner = verdict.equal();
    for (RunnerVerdict.Difference difference : verdict.missing()) {
      missing.add(tally(difference, true));
    }
    for (RunnerVerdict.Difference difference : verdict.unexpected()) {
      unexpected.add(tally(difference, false));
    }
  }

  private Tally tally(RunnerVerdict.Difference difference, boolean decodeExpected) {
    Tally tally = new Tally();
    tally.expected = difference.expected();
    tally.actual = difference.actual();
    if (decodeExpected || difference.expected() > 0) {
      @SuppressWarnings("unchecked")
      Coder<Object> coder = (Coder<Object>) output.coder();
      try {
        tally.expectedValue = CoderUtils.decodeFromByteArray(coder, difference.encoded());
      } catch (CoderException e) {
        throw new IllegalStateException(
            "An element the runner compared does not decode with " + coder, e);
      }
    }
    for (CapturedElement arrival : difference.arrivals()) {
      if (tally.firstArrival == null) {
        tally.firstArrival = arrival;
      } else {
        if (tally.laterArrivals == null) {
          tally.laterArrivals = new ArrayList<>(LOCATIONS_KEPT - 1);
        }
        tally.laterArrivals.add(arrival);
      }
    }
    tallies.put(EqualityKeys.ofEncoded(difference.encoded()), tally);
    return tally;
  }

  /** Compares {@code expected} with {@code actual}, elements of {@code output}. */
  static MultisetComparison compare(
      List<?> expected, CapturedOutput<?> output, List<CapturedElement> actual) {
    return new MultisetComparison(expected, output, actual);
  }

  /**
   * The comparison a runner made ({@code pipespec.judge=runner}): its totals, and the differing
   * elements it brought back, the first of each side only.
   */
  static MultisetComparison fromRunner(RunnerVerdict verdict, CapturedOutput<?> output) {
    return new MultisetComparison(verdict, output);
  }

  boolean matches() {
    return missingDistinct == 0 && unexpectedDistinct == 0;
  }

  /**
   * How many elements both sides held, which stayed on the runner (each counted as often as the
   * side that holds it fewer times); 0 when judged in the JVM.
   */
  long equalOnRunner() {
    return equalOnRunner;
  }

  /** Whether the runner compared, so that only the first differing elements are at hand. */
  boolean onRunner() {
    return onRunner;
  }

  /** How many distinct elements are missing, of which {@link #missing()} may hold the first. */
  long missingDistinct() {
    return missingDistinct;
  }

  /**
   * How many distinct elements are unexpected, of which {@link #unexpected()} may hold the first.
   */
  long unexpectedDistinct() {
    return unexpectedDistinct;
  }

  long expectedCount() {
    return expectedCount;
  }

  long actualCount() {
    return actualCount;
  }

  /** Expected elements that arrived fewer times than expected, in the expected order. */
  List<Tally> missing() {
    return Collections.unmodifiableList(missing);
  }

  /** Elements that arrived more often than expected, in the order they first arrived. */
  List<Tally> unexpected() {
    return Collections.unmodifiableList(unexpected);
  }

  /** How elements were compared and why, for the message. */
  String method() {
    if (byBytes) {
      return "encoded bytes, because the output coder " + output.coder() + " is deterministic";
    }
    // Beam's reason spans lines; one line keeps Truth's aligned layout of the facts.
    String reason =
        output.nonDeterminismReason().orElse("no reason given").replaceAll("\\s+", " ").trim();
    return "equals/hashCode of the decoded values, because the output coder is not deterministic: "
        + reason;
  }

  /**
   * Looks for the missing elements everywhere else the run put something: the same output out of
   * the scope, and every other output. Linear in the number of captured elements.
   */
  void locateMissing(List<CapturedElement> inScope, Map<String, CapturedOutput<?>> allOutputs) {
    if (missing.isEmpty() || onRunner) {
      return;
    }
    Map<Object, Tally> missingByKey = new HashMap<>();
    for (Map.Entry<Object, Tally> entry : tallies.entrySet()) {
      if (entry.getValue().expected > entry.getValue().actual) {
        missingByKey.put(entry.getKey(), entry.getValue());
      }
    }
    if (inScope.size() < output.elements().size()) {
      // Equal when they are the same captured element, whichever view of it was read.
      Set<CapturedElement> scoped = new HashSet<>(inScope);
      for (CapturedElement element : output.elements()) {
        if (!scoped.contains(element)) {
          Tally tally = missingByKey.get(actualKey(output, element));
          if (tally != null) {
            tally.arrivedElsewhere(null, element);
          }
        }
      }
    }
    Map<Object, Tally> missingByValue = null;
    for (CapturedOutput<?> other : allOutputs.values()) {
      if (other.name().equals(output.name())) {
        continue;
      }
      boolean sameBytes = byBytes && other.coder().equals(output.coder());
      if (!sameBytes && missingByValue == null) {
        missingByValue = new HashMap<>();
        for (Tally tally : missing) {
          missingByValue.putIfAbsent(tally.expectedValue, tally);
        }
      }
      try {
        for (CapturedElement element : other.elements()) {
          Tally tally =
              sameBytes
                  ? missingByKey.get(EqualityKeys.ofEncoded(element.encoded()))
                  : requireNonNull(missingByValue).get(other.decode(element));
          if (tally != null) {
            tally.arrivedElsewhere(other.name(), element);
          }
        }
      } catch (RuntimeException e) {
        // An output whose elements cannot be decoded cannot hold an expected value either.
      }
    }
  }

  private Object expectedKey(int index, Object value) {
    if (!byBytes) {
      return value;
    }
    @SuppressWarnings("unchecked")
    Coder<Object> coder = (Coder<Object>) output.coder();
    try {
      return EqualityKeys.ofEncoded(CoderUtils.encodeToByteArray(coder, value));
    } catch (CoderException | RuntimeException e) {
      throw new IllegalArgumentException(
          "The expected element #"
              + (index + 1)
              + " ("
              + Rendering.value(value)
              + (value == null ? "" : ", a " + value.getClass().getName())
              + ") cannot be encoded with the coder "
              + coder
              + " of output '"
              + output.name()
              + "': "
              + e
              + ". Expect values of the output's element type.",
          e);
    }
  }

  private Object actualKey(CapturedOutput<?> of, CapturedElement element) {
    return byBytes ? EqualityKeys.ofEncoded(element.encoded()) : of.decode(element);
  }

  /**
   * For a missing element that arrived nowhere, the unexpected element that is written the same way
   * but is not equal to it, and how they differ ({@link LookAlikes}); empty when none renders
   * alike.
   */
  Optional<String> lookAlike(Tally missingTally) {
    LookAlikes alike = lookAlikes;
    if (alike == null) {
      alike = new LookAlikes(this, output, byBytes);
      lookAlikes = alike;
    }
    return alike.of(missingTally);
  }

  /** The value of a tally, decoded from its first arrival when no expected value is at hand. */
  @Nullable Object valueOf(Tally tally) {
    return tally.expected > 0
        ? tally.expectedValue
        : output.decode(requireNonNull(tally.firstArrival, "a tally not expected arrived"));
  }

  /** One distinct element: how often it was expected, how often and where it arrived. */
  static final class Tally {
    // Lean on purpose: a comparison of a million distinct elements holds a million tallies.
    private @Nullable Object expectedValue;
    private long expected;
    private long actual;
    private @Nullable CapturedElement firstArrival;
    private @Nullable List<CapturedElement> laterArrivals;
    private @Nullable List<Arrival> elsewhere;
    private long elsewhereCount;

    long expected() {
      return expected;
    }

    long actual() {
      return actual;
    }

    /** The first place it arrived in scope; null when it never arrived there. */
    @Nullable CapturedElement firstArrival() {
      return firstArrival;
    }

    /** Up to {@link #LOCATIONS_KEPT} places it arrived in scope, in arrival order. */
    List<CapturedElement> arrivals() {
      List<CapturedElement> all = new ArrayList<>();
      if (firstArrival != null) {
        all.add(firstArrival);
      }
      if (laterArrivals != null) {
        all.addAll(laterArrivals);
      }
      return all;
    }

    /** Up to {@link #LOCATIONS_KEPT} places it arrived out of scope or in other outputs. */
    List<Arrival> elsewhere() {
      return elsewhere == null ? List.of() : elsewhere;
    }

    long elsewhereCount() {
      return elsewhereCount;
    }

    private void arrived(CapturedElement element) {
      if (firstArrival == null) {
        firstArrival = element;
      } else if (actual <= LOCATIONS_KEPT) {
        if (laterArrivals == null) {
          laterArrivals = new ArrayList<>(LOCATIONS_KEPT - 1);
        }
        laterArrivals.add(element);
      }
    }

    private void arrivedElsewhere(@Nullable String otherOutput, CapturedElement element) {
      elsewhereCount++;
      if (elsewhere == null) {
        elsewhere = new ArrayList<>(LOCATIONS_KEPT);
      }
      if (elsewhere.size() < LOCATIONS_KEPT) {
        elsewhere.add(new Arrival(otherOutput, element));
      }
    }
  }

  /** Where one element arrived: in another output (named), or in the judged output (null). */
  static final class Arrival {
    final @Nullable String otherOutput;
    final CapturedElement element;

    Arrival(@Nullable String otherOutput, CapturedElement element) {
      this.otherOutput = otherOutput;
      this.element = element;
    }
  }

  /**
   * Every distinct element: the expected ones in the expected order, then the others in the order
   * they first arrived (the order of {@link #missing()} and {@link #unexpected()}).
   */
  Iterable<Tally> tallies() {
    return Collections.unmodifiableCollection(tallies.values());
  }
}
