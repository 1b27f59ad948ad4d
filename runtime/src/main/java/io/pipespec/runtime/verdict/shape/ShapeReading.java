package io.pipespec.runtime.verdict.shape;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.function.Supplier;
import org.apiguardian.api.API;

/**
 * The shape of a scenario's pipeline as read once it was built, before anything of Pipespec's was
 * attached to it: the shape, or why it could not be read.
 */
@API(status = INTERNAL)
public sealed interface ShapeReading {

  /** The shape that was read. */
  record Read(JobShape shape) implements ShapeReading {
    public Read {
      requireNonNull(shape, "shape");
    }
  }

  /** Reading it threw {@code cause}. */
  record Unreadable(RuntimeException cause) implements ShapeReading {
    public Unreadable {
      requireNonNull(cause, "cause");
    }
  }

  /** What {@code read} gives, or the exception it threw. */
  static ShapeReading of(Supplier<JobShape> read) {
    try {
      return new Read(read.get());
    } catch (RuntimeException e) {
      return new Unreadable(e);
    }
  }
}
