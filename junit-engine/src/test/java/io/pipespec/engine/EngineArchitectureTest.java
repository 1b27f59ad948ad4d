package io.pipespec.engine;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static io.pipespec.architecture.ArchitectureRules.mainClassesOf;
import static io.pipespec.architecture.ArchitectureRules.noPackageCycles;
import static io.pipespec.architecture.ArchitectureRules.noPackageUsesItsSubpackages;

import com.tngtech.archunit.core.domain.JavaClasses;
import io.pipespec.engine.platform.PipespecTestEngine;
import org.junit.jupiter.api.Test;

/** The engine's packages: the JUnit Platform's entry on top, no cycles (docs/architecture.md). */
class EngineArchitectureTest {

  private static final JavaClasses ENGINE = mainClassesOf(PipespecTestEngine.class);

  @Test
  void thePlatformEntryIsOnTop() {
    noClasses()
        .that()
        .resideOutsideOfPackage("io.pipespec.engine.platform..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.pipespec.engine.platform..")
        .because(
            "engine.platform is what the JUnit Platform loads: it wires discovery, descriptors and"
                + " execution together, and none of them knows it")
        .check(ENGINE);
  }

  @Test
  void noPackageCyclesInTheEngine() {
    noPackageCycles().check(ENGINE);
    noPackageUsesItsSubpackages().check(ENGINE);
  }
}
