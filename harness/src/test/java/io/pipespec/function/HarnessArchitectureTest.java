package io.pipespec.function;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The harness sits on the grammar and the Beam adapters only (docs/architecture.md). */
class HarnessArchitectureTest {

  private static final JavaClasses HARNESS =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
          .importPackages("io.pipespec.function", "io.pipespec.beam", "io.pipespec.effects");

  @Test
  void theHarnessUsesOfPipespecOnlyTheGrammarAndTheBeamAdapters() {
    noClasses()
        .that()
        .resideInAnyPackage("io.pipespec.function", "io.pipespec.beam", "io.pipespec.effects")
        .should()
        .dependOnClassesThat(
            resideInAPackage("io.pipespec..")
                .and(
                    not(
                        resideInAnyPackage(
                            "io.pipespec.function",
                            "io.pipespec.beam",
                            "io.pipespec.effects",
                            "io.pipespec.grammar..",
                            "io.pipespec.beam.v2_65..",
                            "io.pipespec.beam.v2_73..")))
                .as("are in io.pipespec outside the harness, the grammar and the Beam adapters"))
        .because(
            "the stateful-function harness runs without the runtime (users may call it alone),"
                + " and the runtime builds on it")
        .check(HARNESS);
  }

  @Test
  void noPackageCyclesInTheHarness() {
    slices()
        .matching("io.pipespec.(**)")
        .should()
        .beFreeOfCycles()
        .because("io.pipespec.function builds on io.pipespec.beam, never the other way")
        .check(HARNESS);
  }
}
