package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.shape.ShapeExpectation;
import org.apiguardian.api.API;

/** The {@code @ExpectShape} a generated suite declares: the door to {@link ShapeExpectation}. */
@API(status = INTERNAL)
public final class ShapeExpectations {

  private ShapeExpectations() {}

  /** The shape matches the file at {@code path}, relative to the snapshots' directory. */
  public static ShapeExpectation of(String path, String subject) {
    return ShapeExpectation.of(path, subject);
  }
}
