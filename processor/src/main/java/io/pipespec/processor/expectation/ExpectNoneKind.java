package io.pipespec.processor.expectation;

import org.apiguardian.api.API;

/** {@code @ExpectNone}: no element satisfies the predicate; the failure lists those that do. */
@API(status = API.Status.INTERNAL)
public final class ExpectNoneKind extends PredicateKind {

  ExpectNoneKind() {
    super("io.pipespec.ExpectNone", "none");
  }
}
