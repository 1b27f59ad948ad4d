package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.flink.effects.UpsertOnFlinkTest;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * Flink runs every task thread of the JVM in one thread group, made when Flink's {@code Task} class
 * is first loaded, under the group of the thread that loads it. Were that a scenario run's group,
 * every later Flink run's calls to fake external systems would be that run's whenever it is open
 * (scenarios run in parallel): one run judged on another's effects, the other on none. The group
 * must belong to no run.
 */
class FlinkTaskThreadsTest {

  @Test
  void flinksTaskThreadsBelongToNoScenarioRun() throws ReflectiveOperationException {
    EngineTestKit.engine("pipespec").selectors(selectClass(UpsertOnFlinkTest.class)).execute();

    Field field =
        Class.forName("org.apache.flink.runtime.taskmanager.Task")
            .getDeclaredField("TASK_THREADS_GROUP");
    field.setAccessible(true);
    List<String> ancestors = new ArrayList<>();
    for (ThreadGroup at = (ThreadGroup) field.get(null); at != null; at = at.getParent()) {
      ancestors.add(at.getName());
    }
    assertThat(ancestors).contains("Flink Task Threads");
    assertThat(ancestors.stream().filter(name -> name.startsWith("pipespec-")).toList()).isEmpty();
  }
}
