package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.opentest4j.AssertionFailedError;

/**
 * Differences by key end to end: {@code fixtures.keyed.KeyedOrdersTest}, compiled by the processor
 * and run by the engine, fails with the fields that changed for each key.
 */
class KeyedExecutionTest {

  private static final String FIXTURE = "io.pipespec.engine.fixtures.keyed.KeyedOrdersTest";
  private static final Map<String, Throwable> failures = new LinkedHashMap<>();
  private static final TreeSet<String> succeeded = new TreeSet<>();

  @BeforeAll
  static void run() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(FIXTURE))
            .configurationParameter("pipespec.reports", "none")
            .execute();
    for (Event event : results.testEvents().finished().list()) {
      String name = event.getTestDescriptor().getDisplayName();
      TestExecutionResult result = event.getPayload(TestExecutionResult.class).orElseThrow();
      if (result.getThrowable().isPresent()) {
        failures.put(name, result.getThrowable().get());
      } else {
        succeeded.add(name);
      }
    }
  }

  @Test
  void aKeyedExpectationPassesWhenTheElementsAreEqual() {
    assertThat(succeeded).containsExactly("okByCustomerFromCode");
    assertThat(failures.keySet()).containsExactly("byId", "byKvKey");
  }

  @Test
  void aRecordKeyedByAComponentShowsTheFieldsThatChanged() {
    Throwable failure = failures.get("byId");
    assertThat(failure).isInstanceOf(AssertionFailedError.class);
    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "Output 'orders' (all windows, all panes) does not contain exactly the expected"
                + " elements\n"
                + "output        : orders\n"
                + "scope         : all windows, all panes\n"
                + "key           : id\n"
                + "changed       : key 17: total 12.0 -> 12.5, status PAID -> <null>\n"
                + "missing key   : key 19: {id=19, customer={id=190, name=cid}, total=7.0,"
                + " status=OPEN}\n"
                + "unexpected key: key 20: {id=20, customer={id=200, name=dan}, total=1.0,"
                + " status=OPEN}: in global window, pane NO_FIRING, timestamp MIN\n"
                + "keys          : 1 changed, 1 missing, 1 unexpected, 1 equal\n"
                + "expected      : 3 elements\n"
                + "but got       : 3 elements\n"
                + "compared by   : equals/hashCode of the decoded values, because the output coder"
                + " is not deterministic: SerializableCoder(io.pipespec.engine.fixtures.keyed."
                + "KeyedOrdersTest$Order) is not deterministic because: Java Serialization may be"
                + " non-deterministic.\n"
                + "scenario 'KeyedOrdersTest', expectation byId");
  }

  @Test
  void aKvKeyedByItsKeyShowsTheChangesOfItsValue() {
    Throwable failure = failures.get("byKvKey");
    assertThat(failure)
        .hasMessageThat()
        .contains("changed       : key 17: total 12.0 -> 12.5, status PAID -> <null>\n");
    assertThat(failure).hasMessageThat().contains("missing key   : key 19: 19={id=19");
    assertThat(failure).hasMessageThat().contains("unexpected key: key 20: 20={id=20");
  }
}
