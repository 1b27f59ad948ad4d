package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.verdict.expect.MultisetComparison.Tally;
import java.text.Normalizer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.util.CoderUtils;
import org.jspecify.annotations.Nullable;

/**
 * The unexpected elements of a {@link MultisetComparison} by how a message renders them, to tell a
 * missing element that arrived nowhere from an unexpected one written the same way but not equal to
 * it, and how they differ. Such pairs otherwise read as "never produced" next to an unexpected
 * element of the same text. Built when first asked for, of at most {@link #LOOK_ALIKES_SCANNED}
 * unexpected elements.
 */
final class LookAlikes {

  /** How many unexpected elements are rendered to find one that reads like a missing one. */
  static final int LOOK_ALIKES_SCANNED = 100_000;

  /** How many bytes of an encoding a message shows. */
  static final int HEX_BYTES = 32;

  private static final Pattern FORMAT_CHARACTERS = Pattern.compile("\\p{Cf}");

  private final MultisetComparison comparison;
  private final CapturedOutput<?> output;
  private final boolean byBytes;
  private @Nullable Map<String, Tally> unexpectedByRendering;

  /**
   * @param byBytes whether {@code comparison} compared encodings (else {@code equals})
   */
  LookAlikes(MultisetComparison comparison, CapturedOutput<?> output, boolean byBytes) {
    this.comparison = comparison;
    this.output = output;
    this.byBytes = byBytes;
  }

  /**
   * For a missing element, the unexpected element that is written the same way but is not equal to
   * it, and how they differ: their encodings, or their classes, or that {@code equals} says no.
   * Empty when no unexpected element renders alike.
   */
  Optional<String> of(Tally missingTally) {
    if (missingTally.expected() == 0) {
      return Optional.empty();
    }
    Object expected = comparison.valueOf(missingTally);
    String rendered = Rendering.value(expected);
    if (unexpectedByRendering == null) {
      unexpectedByRendering = new HashMap<>();
      List<Tally> unexpected = comparison.unexpected();
      for (int i = 0; i < unexpected.size() && i < LOOK_ALIKES_SCANNED; i++) {
        unexpectedByRendering.putIfAbsent(
            toTheEye(Rendering.value(comparison.valueOf(unexpected.get(i)))), unexpected.get(i));
      }
    }
    Tally twin = unexpectedByRendering.get(toTheEye(rendered));
    if (twin == null) {
      return Optional.empty();
    }
    String twinRendered = Rendering.value(comparison.valueOf(twin));
    String difference;
    if (!twinRendered.equals(rendered)) {
      // Alike to the eye only: another normal form, an invisible character. Escapes tell them
      // apart.
      difference = ": written " + escaped(rendered) + ", it arrived as " + escaped(twinRendered);
      rendered = twinRendered;
    } else if (byBytes) {
      difference =
          ": encoded "
              + hex(encode(expected))
              + ", it arrived encoded "
              + hex(requireNonNull(twin.firstArrival(), "an unexpected element arrived").encoded());
    } else {
      Object actual = comparison.valueOf(twin);
      difference =
          expected != null && actual != null && expected.getClass() != actual.getClass()
              ? " (a "
                  + expected.getClass().getName()
                  + ", it is a "
                  + actual.getClass().getName()
                  + ")"
              : " (equals is false)";
    }
    return Optional.of(
        "renders like the unexpected " + rendered + ", but is not equal to it" + difference);
  }

  /**
   * How {@code text} looks: in Unicode's compatibility composition (NFKC), without the invisible
   * format characters (a byte-order mark, a zero-width space), so that "caf&#233;" composed and
   * decomposed, or with a byte-order mark before it, look alike.
   */
  private static String toTheEye(String text) {
    return FORMAT_CHARACTERS
        .matcher(Normalizer.normalize(text, Normalizer.Form.NFKC))
        .replaceAll("");
  }

  /** {@code text} with every character outside printable ASCII as its Java escape. */
  private static String escaped(String text) {
    StringBuilder escaped = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 0x20 && c < 0x7f) {
        escaped.append(c);
      } else {
        escaped.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
      }
    }
    return escaped.toString();
  }

  private byte[] encode(@Nullable Object value) {
    @SuppressWarnings("unchecked")
    Coder<Object> coder = (Coder<Object>) output.coder();
    try {
      return CoderUtils.encodeToByteArray(coder, value);
    } catch (CoderException e) {
      // It was encoded once already, as its comparison key.
      throw new IllegalStateException("The expected value no longer encodes", e);
    }
  }

  /** Bytes in hex, the first {@link #HEX_BYTES} of them. */
  private static String hex(byte[] bytes) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < bytes.length && i < HEX_BYTES; i++) {
      text.append(Character.forDigit((bytes[i] >> 4) & 0xf, 16))
          .append(Character.forDigit(bytes[i] & 0xf, 16));
    }
    if (bytes.length > HEX_BYTES) {
      text.append("... (").append(bytes.length).append(" bytes)");
    }
    return text.toString();
  }
}
