package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.io.StringReader;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.xml.sax.InputSource;

/**
 * Elements that hold characters which damage where a failure message goes (a Surefire XML report, a
 * terminal) are written escaped in the message, as the timeline page escapes them.
 */
class HostileTextTest {

  private static final String NUL = "nul\u0000";
  private static final String ESC = "esc\u001B[31mred";
  private static final String NONCHARACTER = "fffe\uFFFE";
  private static final String LONE_SURROGATE = "half\uD800";
  private static final String OVERRIDE = "abc\u202Edef";
  private static final String PAIRED = "smile\uD83D\uDE00";

  @Test
  void controlCharactersSurrogatesAndBidiOverridesAreEscapedInMessages() throws Exception {
    // A lone surrogate does not survive StringUtf8Coder, so it is an expected (missing) element.
    List<String> hostile = List.of(NUL, ESC, NONCHARACTER, OVERRIDE, PAIRED);
    ScenarioSpec scenario =
        ScenarioSpec.builder("Hostile", HostileTextTest.class)
            .input(
                InputSpec.ofValues(
                    "texts", "HostileTextTest.texts", () -> hostile, TypeDescriptors.strings()))
            .transform(inputs -> Outputs.single("texts", inputs.<String>get("texts")))
            .build();
    ScenarioResult result = ScenarioRunner.run(scenario, settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "texts",
                        "texts",
                        Expectations.containsInAnyOrder(List.of("plain", LONE_SURROGATE)))));

    String message = failure.getMessage();
    assertThat(message).contains("nul\\u0000");
    assertThat(message).contains("esc\\u001B[31mred");
    assertThat(message).contains("fffe\\uFFFE");
    assertThat(message).contains("half\\uD800");
    assertThat(message).contains("abc\\u202Edef");
    assertThat(message).contains(PAIRED); // a pair is a character like any other
    for (String raw : List.of("\u0000", "\u001B", "\uFFFE", "\u202E")) {
      assertThat(message).doesNotContain(raw);
    }
    // What Surefire writes into its XML report parses.
    DocumentBuilderFactory.newInstance()
        .newDocumentBuilder()
        .parse(new InputSource(new StringReader("<failure>" + xmlText(message) + "</failure>")));
  }

  private static String xmlText(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
