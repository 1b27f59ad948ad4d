package io.pipespec.processor.expectation;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

class EffectFormsTest {

  @Test
  void aCallIsWrittenAsTheFakeRecordsItWhateverTheSpaces() {
    assertThat(EffectForms.call("charge(alice,100)")).isEqualTo("charge(alice, 100)");
    assertThat(EffectForms.call(" charge( alice ,  100 ) ")).isEqualTo("charge(alice, 100)");
    assertThat(EffectForms.call("charge(\"carol, jr\", 100)"))
        .isEqualTo("charge(\"carol, jr\", 100)");
    assertThat(EffectForms.call("flush()")).isEqualTo("flush()");
  }

  @Test
  void anEntryIsAKeyAndAValueOutsideQuotes() {
    assertThat(EffectForms.entry("alice = 100")).isEqualTo(Map.entry("alice", "100"));
    assertThat(EffectForms.entry("\"a=b\"=1")).isEqualTo(Map.entry("\"a=b\"", "1"));
  }

  @Test
  void whatDoesNotReadIsRefusedWithTheFormToWrite() {
    assertThat(assertThrows(IllegalArgumentException.class, () -> EffectForms.call("charge")))
        .hasMessageThat()
        .contains("such as \"charge(alice, 100)\"");
    assertThat(assertThrows(IllegalArgumentException.class, () -> EffectForms.call("c(\"a, 1)")))
        .hasMessageThat()
        .contains("does not close");
    assertThat(assertThrows(IllegalArgumentException.class, () -> EffectForms.entry("alice")))
        .hasMessageThat()
        .contains("key=value");
    assertThrows(IllegalArgumentException.class, () -> EffectForms.entry("a=1=2"));
  }
}
