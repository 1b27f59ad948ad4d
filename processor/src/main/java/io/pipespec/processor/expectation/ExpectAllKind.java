package io.pipespec.processor.expectation;

import io.pipespec.processor.PipespecNames;
import org.apiguardian.api.API;

/** {@code @ExpectAll}: every element satisfies the predicate; the failure lists the others. */
@API(status = API.Status.INTERNAL)
public final class ExpectAllKind extends PredicateKind {

  ExpectAllKind() {
    super(PipespecNames.EXPECT_ALL, "all");
  }
}
