package io.pipespec.spark;

import static io.pipespec.architecture.ArchitectureRules.mainClassesOf;
import static io.pipespec.architecture.ArchitectureRules.noPackageCycles;
import static io.pipespec.architecture.ArchitectureRules.noPackageUsesItsSubpackages;
import static io.pipespec.architecture.ArchitectureRules.usesOfPipespecOnly;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.Test;

/** What the Spark module uses of the runtime, and its own packages (docs/architecture.md). */
class SparkArchitectureTest {

  private static final JavaClasses SPARK = mainClassesOf(SparkRunnerSupport.class);

  @Test
  void sparkUsesTheRuntimeOnlyThroughTheRunnerSpi() {
    usesOfPipespecOnly(
            "a runner module plugs into the runtime through its SPI (and the take-over options"
                + " the SPI hands over): the rest of the runtime may change without it",
            new String[] {"io.pipespec.spark.."},
            "io.pipespec.runtime.spi..",
            "io.pipespec.runtime.takeover..",
            "io.pipespec.beam")
        .check(SPARK);
  }

  @Test
  void noPackageCyclesInSpark() {
    noPackageCycles().check(SPARK);
    noPackageUsesItsSubpackages().check(SPARK);
  }
}
