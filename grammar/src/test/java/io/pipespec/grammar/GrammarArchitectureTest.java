package io.pipespec.grammar;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The grammar is Pipespec's floor (docs/architecture.md). */
class GrammarArchitectureTest {

  private static final JavaClasses GRAMMAR =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
          .importPackages("io.pipespec.grammar");

  @Test
  void theGrammarDependsOnNothingOfPipespec() {
    noClasses()
        .should()
        .dependOnClassesThat(
            resideInAPackage("io.pipespec..")
                .and(not(resideInAPackage("io.pipespec.grammar..")))
                .as("are in io.pipespec outside the grammar"))
        .because(
            "the processor and the runtime read literals, times and windows with the same"
                + " grammar, so it can depend on neither")
        .check(GRAMMAR);
  }
}
