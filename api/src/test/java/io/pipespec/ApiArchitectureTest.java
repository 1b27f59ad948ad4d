package io.pipespec;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * pipespec-api depends on nothing of Pipespec or Beam (docs/architecture.md); its build also
 * refuses any org.apache.beam artifact in its dependency tree (the enforcer in api/pom.xml).
 */
class ApiArchitectureTest {

  private static final JavaClasses API =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
          .importPackages("io.pipespec");

  @Test
  void theApiUsesOnlyTheJdkAndJUnitsMarks() {
    classes()
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "io.pipespec",
            "io.pipespec.generate",
            "java..",
            "org.apiguardian..",
            "org.junit.platform.commons..",
            "org.opentest4j..",
            "org.jspecify.annotations")
        .because(
            "users write their test classes against pipespec-api, as against junit-jupiter-api:"
                + " it must not bring Beam, the runtime or anything else of Pipespec with it"
                + " (org.jspecify's @Nullable is a class-file mark nobody needs at run time)")
        .check(API);
  }
}
