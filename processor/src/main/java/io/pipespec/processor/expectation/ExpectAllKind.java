package io.pipespec.processor.expectation;

import org.apiguardian.api.API;

/** {@code @ExpectAll}: every element satisfies the predicate; the failure lists the others. */
@API(status = API.Status.INTERNAL)
public final class ExpectAllKind extends PredicateKind {

  ExpectAllKind() {
    super("io.pipespec.ExpectAll", "all");
  }
}
