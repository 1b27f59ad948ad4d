package io.pipespec.spark;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.lang.reflect.InaccessibleObjectException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.beam.sdk.Pipeline;
import org.junit.jupiter.api.Test;

/** What the Spark support says of a failed run: the setup's fault or the pipeline's. */
class SparkRunnerSupportTest {

  private final SparkRunnerSupport support = new SparkRunnerSupport();
  private final Pipeline pipeline = Pipeline.create();

  @Test
  void aJdkPackageClosedToSparkGetsTheFlagsThatOpenIt() {
    IllegalAccessError closed =
        new IllegalAccessError(
            "class org.apache.spark.storage.StorageUtils$ (in unnamed module @0x69eee410) cannot"
                + " access class sun.nio.ch.DirectBuffer (in module java.base) because module"
                + " java.base does not export sun.nio.ch to unnamed module @0x69eee410");

    assertThat(
            support.failureAdvice(new RuntimeException("wrapped", closed), pipeline).orElseThrow())
        .contains(SparkRunnerSupport.JVM_FLAGS);
    assertThat(
            support
                .failureAdvice(
                    new InaccessibleObjectException(
                        "Unable to make field long java.nio.Buffer.address accessible: module"
                            + " java.base does not \"opens java.nio\" to unnamed module @5f2c"),
                    pipeline)
                .orElseThrow())
        .contains("<argLine>");
  }

  @Test
  void aLaterRunInTheSameJvmGetsTheFlagsToo() {
    // Spark's class failed to initialise in the first run; later runs get this chain.
    NoClassDefFoundError later =
        new NoClassDefFoundError(
            "Could not initialize class org.apache.spark.storage.StorageUtils$");
    later.initCause(
        new ExceptionInInitializerError(
            "Exception java.lang.IllegalAccessError: class org.apache.spark.storage.StorageUtils$"
                + " cannot access class sun.nio.ch.DirectBuffer (in module java.base) because"
                + " module java.base does not export sun.nio.ch to unnamed module @0x69eee410"
                + " [in thread \"pipespec-TwoLines-1-start\"]"));

    assertThat(support.failureAdvice(later, pipeline).orElseThrow())
        .contains(SparkRunnerSupport.JVM_FLAGS);
  }

  @Test
  void aFailureOfThePipelineItselfGetsNoAdvice() {
    assertThat(support.failureAdvice(new IllegalStateException("cannot handle 3"), pipeline))
        .isEmpty();
    assertThat(
            support.failureAdvice(
                new IllegalAccessError("tried to access a private method"), pipeline))
        .isEmpty();
    RuntimeException loop = new RuntimeException("a cause that points back");
    RuntimeException outer = new RuntimeException(loop);
    loop.initCause(outer);
    assertThat(support.failureAdvice(outer, pipeline)).isEmpty();
  }

  @Test
  void theFlagsAreTheOnesThisModulesTestsRunWith() throws IOException {
    String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8);
    Matcher argLine =
        Pattern.compile("snippet:spark-argline -->\\s*<argLine>([^<]*)</argLine>").matcher(pom);

    assertThat(argLine.find()).isTrue();
    assertThat(argLine.group(1)).isEqualTo(SparkRunnerSupport.JVM_FLAGS);
  }
}
