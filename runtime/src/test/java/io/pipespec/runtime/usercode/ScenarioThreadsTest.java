package io.pipespec.runtime.usercode;

import static com.google.common.truth.Truth.assertThat;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * How a run on a runner whose threads may not be interrupted (Flink's) finds its threads that are
 * still in user code after a cancel: by the classes of its functions, in every thread of the JVM,
 * leaving out those that an earlier run left there.
 */
class ScenarioThreadsTest {

  private static final Set<String> USER_CLASSES = Set.of(StuckFunction.class.getName());

  private final StuckFunction earlierRun = new StuckFunction("earlier-run-task");
  private final StuckFunction thisRun = new StuckFunction("this-run-task");

  @AfterEach
  void release() throws InterruptedException {
    earlierRun.release();
    thisRun.release();
  }

  @Test
  void aThreadAnEarlierRunLeftInTheSameFunctionIsNeitherNamedNorAwaited() throws Exception {
    earlierRun.startAndAwaitEntry();
    Set<Thread> earlier = ScenarioThreads.inUserCode(USER_CLASSES);
    assertThat(earlier).containsExactly(earlierRun.thread);

    thisRun.startAndAwaitEntry();
    assertThat(ScenarioThreads.awaitUserCode(USER_CLASSES, earlier, Duration.ofMillis(100)))
        .containsExactly("this-run-task");

    // Once this run's thread left, nothing is left of the run: the earlier one is not waited for.
    thisRun.release();
    assertThat(ScenarioThreads.awaitUserCode(USER_CLASSES, earlier, Duration.ofSeconds(30)))
        .isEmpty();
    assertThat(earlierRun.thread.isAlive()).isTrue();
  }

  @Test
  void withoutAnEarlierRunEveryThreadInTheFunctionsIsTheRuns() throws Exception {
    earlierRun.startAndAwaitEntry();
    thisRun.startAndAwaitEntry();

    assertThat(ScenarioThreads.awaitUserCode(USER_CLASSES, Set.of(), Duration.ofMillis(100)))
        .containsExactly("earlier-run-task", "this-run-task");
  }

  /** A user's function that does not return until released, in a thread of its own. */
  private static final class StuckFunction {
    private final CountDownLatch entered = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);
    private final Thread thread;

    StuckFunction(String threadName) {
      this.thread = new Thread(this::process, threadName);
      thread.setDaemon(true);
    }

    void startAndAwaitEntry() throws InterruptedException {
      thread.start();
      assertThat(entered.await(30, TimeUnit.SECONDS)).isTrue();
    }

    private void process() {
      entered.countDown();
      try {
        release.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }

    void release() throws InterruptedException {
      release.countDown();
      thread.join(TimeUnit.SECONDS.toMillis(30));
    }
  }
}
