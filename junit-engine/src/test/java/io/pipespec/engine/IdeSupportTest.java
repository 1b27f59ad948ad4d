package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectEmpty;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.Scenario;
import java.lang.annotation.Annotation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.commons.annotation.Testable;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.opentest4j.AssertionFailedError;

/** What IDEs rely on: run icons, navigation, and the diff viewer. */
class IdeSupportTest {

  @ParameterizedTest
  @ValueSource(
      classes = {
        PipelineTest.class,
        Scenario.class,
        ExpectContains.class,
        ExpectEmpty.class,
        Satisfies.class
      })
  void annotationsThatMarkATestAreMetaAnnotatedTestable(Class<? extends Annotation> type) {
    assertThat(type.isAnnotationPresent(Testable.class)).isTrue();
  }

  @Test
  void expectationsPointAtTheirMethodAndClassesAtTheirClass() {
    TestDescriptor engine =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass("io.pipespec.engine.fixtures.nested.WordCountTest"))
            .discover()
            .getEngineDescriptor();
    TestDescriptor testClass = engine.getChildren().iterator().next();
    TestDescriptor scenario = testClass.getChildren().iterator().next();
    TestDescriptor expectation = scenario.getChildren().iterator().next();

    assertThat(testClass.getSource())
        .hasValue(ClassSource.from("io.pipespec.engine.fixtures.nested.WordCountTest"));
    assertThat(scenario.getSource())
        .hasValue(ClassSource.from("io.pipespec.engine.fixtures.nested.WordCountTest$TwoLines"));
    MethodSource method = (MethodSource) expectation.getSource().orElseThrow();
    assertThat(method.getJavaMethod().getName()).isEqualTo("counts");
    assertThat(method.getJavaClass().getSimpleName()).isEqualTo("TwoLines");
  }

  @Test
  void failedContainsCarriesExpectedAndActualForTheDiffViewer() {
    Throwable failure =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass("io.pipespec.engine.fixtures.failing.WrongLengthsTest"))
            .execute()
            .testEvents()
            .failed()
            .list()
            .get(0)
            .getPayload(org.junit.platform.engine.TestExecutionResult.class)
            .orElseThrow()
            .getThrowable()
            .orElseThrow();

    assertThat(failure).isInstanceOf(AssertionFailedError.class);
    AssertionFailedError diff = (AssertionFailedError) failure;
    assertThat(diff.isExpectedDefined()).isTrue();
    assertThat(diff.isActualDefined()).isTrue();
    assertThat(diff.getExpected().getStringRepresentation()).contains("3");
    assertThat(diff.getActual().getStringRepresentation()).contains("2");
  }
}
