package io.pipespec.runtime.takeover;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.util.CoderUtils;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * One phase of a take-over's timeline: its elements (kept encoded, so that the phase serializes
 * whatever their type) and watermark moves, in order, with the coder of the elements.
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class TimelinePhase<T> implements Serializable {

  private static final long serialVersionUID = 1L;

  /** An element with its event time, or a move of the watermark ({@code element} null). */
  public static final class Step implements Serializable {
    private static final long serialVersionUID = 1L;

    private final byte @Nullable [] element;
    private final long millis;

    Step(byte @Nullable [] element, long millis) {
      this.element = element;
      this.millis = millis;
    }

    public boolean isElement() {
      return element != null;
    }

    public byte @Nullable [] element() {
      return element;
    }

    public long millis() {
      return millis;
    }
  }

  private final Coder<T> coder;
  private final List<Step> steps = new ArrayList<>();

  /** An empty phase of elements encoded with {@code coder}. */
  public TimelinePhase(Coder<T> coder) {
    this.coder = coder;
  }

  /** Adds an element with its event time. */
  public TimelinePhase<T> element(T value, long timestampMillis) {
    try {
      steps.add(new Step(CoderUtils.encodeToByteArray(coder, value), timestampMillis));
    } catch (CoderException e) {
      throw new IllegalArgumentException(
          "The timeline element " + value + " cannot be encoded with " + coder, e);
    }
    return this;
  }

  /** Adds a move of the watermark. */
  public TimelinePhase<T> watermark(long millis) {
    steps.add(new Step(null, millis));
    return this;
  }

  public Coder<T> coder() {
    return coder;
  }

  public List<Step> steps() {
    return steps;
  }

  public T decode(Step step) throws CoderException {
    return CoderUtils.decodeFromByteArray(coder, Objects.requireNonNull(step.element()));
  }

  /** This phase as text that travels in a pipeline option. */
  public String encode() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(this);
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "The second phase of the timeline cannot be serialized (its coder " + coder + ")", e);
    }
    return Base64.getEncoder().encodeToString(bytes.toByteArray());
  }

  /** The phase {@link #encode()} wrote. */
  @SuppressWarnings("unchecked") // what encode() wrote: a TimelinePhase of the source's type
  public static <T> TimelinePhase<T> decode(String text) {
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(text))) {
          @Override
          protected Class<?> resolveClass(java.io.ObjectStreamClass desc)
              throws IOException, ClassNotFoundException {
            // The user's coders live in the job's class loader, not necessarily this class's.
            ClassLoader job = Thread.currentThread().getContextClassLoader();
            if (job != null) {
              try {
                return Class.forName(desc.getName(), false, job);
              } catch (ClassNotFoundException e) {
                // not the job's: this class's loader below
              }
            }
            return super.resolveClass(desc);
          }
        }) {
      return (TimelinePhase<T>) in.readObject();
    } catch (IOException | ClassNotFoundException | RuntimeException e) {
      throw new IllegalStateException(
          "Pipespec could not read the second phase of the take-over's timeline from the run's"
              + " options: "
              + e,
          e);
    }
  }
}
