package io.pipespec.processor.expectation;

import org.apiguardian.api.API;

/** {@code @ExpectPendingTimers}: exactly these timers are set and have not fired. */
@API(status = API.Status.INTERNAL)
public final class ExpectPendingTimersKind extends TimersKind {

  ExpectPendingTimersKind() {
    super("io.pipespec.ExpectPendingTimers", "pendingTimers");
  }
}
