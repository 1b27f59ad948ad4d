package io.pipespec.flink;

import static io.pipespec.architecture.ArchitectureRules.mainClassesOf;
import static io.pipespec.architecture.ArchitectureRules.noPackageCycles;
import static io.pipespec.architecture.ArchitectureRules.noPackageUsesItsSubpackages;
import static io.pipespec.architecture.ArchitectureRules.usesOfPipespecOnly;

import com.tngtech.archunit.core.domain.JavaClasses;
import io.pipespec.flink.support.FlinkRunnerSupport;
import org.junit.jupiter.api.Test;

/** What the Flink module uses of the runtime, and its own packages (docs/architecture.md). */
class FlinkArchitectureTest {

  private static final JavaClasses FLINK = mainClassesOf(FlinkRunnerSupport.class);

  @Test
  void flinkUsesTheRuntimeOnlyThroughTheRunnerSpi() {
    usesOfPipespecOnly(
            "a runner module plugs into the runtime through its SPI (and the take-over options"
                + " the SPI hands over): the rest of the runtime may change without it",
            new String[] {"io.pipespec.flink.."},
            "io.pipespec.runtime.spi..",
            "io.pipespec.runtime.takeover..",
            "io.pipespec.beam")
        .check(FLINK);
  }

  @Test
  void noPackageCyclesInFlink() {
    noPackageCycles().check(FLINK);
    noPackageUsesItsSubpackages().check(FLINK);
  }
}
