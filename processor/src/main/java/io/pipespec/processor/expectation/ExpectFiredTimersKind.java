package io.pipespec.processor.expectation;

import io.pipespec.processor.PipespecNames;
import org.apiguardian.api.API;

/** {@code @ExpectFiredTimers}: exactly these timers fired, in this order. */
@API(status = API.Status.INTERNAL)
public final class ExpectFiredTimersKind extends TimersKind {

  ExpectFiredTimersKind() {
    super(PipespecNames.EXPECT_FIRED_TIMERS, "firedTimers");
  }
}
