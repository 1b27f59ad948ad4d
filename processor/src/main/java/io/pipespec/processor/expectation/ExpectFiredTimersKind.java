package io.pipespec.processor.expectation;

import org.apiguardian.api.API;

/** {@code @ExpectFiredTimers}: exactly these timers fired, in this order. */
@API(status = API.Status.INTERNAL)
public final class ExpectFiredTimersKind extends TimersKind {

  ExpectFiredTimersKind() {
    super("io.pipespec.ExpectFiredTimers", "firedTimers");
  }
}
