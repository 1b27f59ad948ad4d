package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.RunnerAggregate;
import io.pipespec.runtime.capture.RunnerVerdict;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code @ExpectHash}: Beam Go's {@code passert.Hash}. The elements' UTF-8 bytes are sorted as Go's
 * {@code sort.Strings} sorts (byte by byte, unsigned; not Java's UTF-16 {@code compareTo}, which
 * differs for characters outside the Basic Multilingual Plane), fed to one MD5 in that order, and
 * the digest is base64-encoded with the standard padded alphabet. Sorting makes this the one
 * expectation that is O(n log n); Go's definition needs the order.
 *
 * <p>On the runner ({@link Aggregation#HASH}), the pipeline gathers the UTF-8 bytes of every
 * element on one worker, as {@code PAssert} does, sorts and hashes them there, and brings back the
 * hash, the size and the earliest elements.
 */
final class ElementHash implements Expectation {

  private final String expectedHash;
  private final long expectedSize;

  ElementHash(String expectedHash, long expectedSize) {
    this.expectedHash = expectedHash;
    this.expectedSize = expectedSize;
  }

  @Override
  public String describe() {
    return "hashes to " + expectedHash + " over " + Rendering.elements(expectedSize);
  }

  @Override
  public OnRunner onRunner() {
    return new OnRunner.Aggregate(Aggregation.HASH, expectedSize);
  }

  /** The hash of {@code elements} as Beam Go's {@code passert.Hash} computes it. */
  static String hash(List<String> elements) {
    List<byte[]> encoded = new ArrayList<>(elements.size());
    for (String element : elements) {
      encoded.add(element.getBytes(StandardCharsets.UTF_8));
    }
    return Aggregation.hash(encoded);
  }

  @Override
  public void verify(Observation observation) {
    CapturedOutput<?> output = observation.output();
    Optional<RunnerAggregate> onRunner =
        observation.runnerVerdict().flatMap(RunnerVerdict::aggregated);
    List<String> values = new ArrayList<>(observation.inScope().size());
    NullElements nulls;
    if (onRunner.isPresent()) {
      nulls = NullElements.onRunner(onRunner.get());
    } else {
      nulls = new NullElements();
      for (CapturedElement element : observation.inScope()) {
        String value = (String) output.decode(element);
        if (!nulls.isNull(value, element)) {
          values.add(value);
        }
      }
    }
    nulls.failIfAny(
        observation,
        ", which Beam Go's passert.Hash cannot hash: a Go string is never nil",
        "size " + expectedSize + ", hash " + expectedHash);
    String actualHash = onRunner.map(RunnerAggregate::hash).orElseGet(() -> hash(values));
    long size = onRunner.map(RunnerAggregate::size).orElse((long) values.size());
    if (actualHash.equals(expectedHash) && size == expectedSize) {
      return;
    }
    List<Fact> facts = Listing.start(observation);
    facts.add(fact("expected", "size " + expectedSize + ", hash " + expectedHash));
    facts.add(fact("but was", "size " + size + ", hash " + actualHash));
    facts.add(
        fact(
            "hashed as",
            "Beam Go passert.Hash: base64 MD5 of the UTF-8 elements sorted byte-wise, concatenated"));
    Listing.elements(facts, "element", output, Listing.earliest(observation, onRunner), size);
    throw Failures.failure(
        Listing.outputAndScope(observation) + " does not have the expected size and hash",
        facts,
        "size " + expectedSize + ", hash " + expectedHash,
        "size " + size + ", hash " + actualHash);
  }
}
