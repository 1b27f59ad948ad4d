package io.pipespec.processor;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static io.pipespec.architecture.ArchitectureRules.mainClassesOf;
import static io.pipespec.architecture.ArchitectureRules.noPackageCycles;
import static io.pipespec.architecture.ArchitectureRules.noPackageUsesItsSubpackages;
import static io.pipespec.architecture.ArchitectureRules.usesOfPipespecOnly;

import com.tngtech.archunit.core.domain.JavaClasses;
import io.pipespec.processor.rounds.PipespecProcessor;
import org.junit.jupiter.api.Test;

/** The processor's packages: the rounds on top, the names a leaf, no cycles. */
class ProcessorArchitectureTest {

  private static final JavaClasses PROCESSOR = mainClassesOf(PipespecProcessor.class);

  @Test
  void theRoundsAreOnTop() {
    noClasses()
        .that()
        .resideOutsideOfPackage("io.pipespec.processor.rounds..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.pipespec.processor.rounds..")
        .because(
            "processor.rounds is what javac loads: it runs validation and writing for each round,"
                + " and neither knows it")
        .check(PROCESSOR);
  }

  @Test
  void theNamesAreALeaf() {
    noClasses()
        .that()
        .resideInAPackage("io.pipespec.processor.names..")
        .should()
        .dependOnClassesThat(
            resideInAPackage("io.pipespec.processor..")
                .and(not(resideInAPackage("io.pipespec.processor.names..")))
                .as("are in another package of the processor"))
        .because(
            "PipespecNames is the one place that spells the names generated code calls; every"
                + " package of the processor reads it, so it reads none of them")
        .check(PROCESSOR);
  }

  @Test
  void theProcessorUsesOfPipespecOnlyTheGrammar() {
    usesOfPipespecOnly(
            "the processor reads annotations as javax.lang.model mirrors: the api, the harness,"
                + " the runtime and Beam are not on its class path",
            new String[] {"io.pipespec.processor.."},
            "io.pipespec.grammar..")
        .check(PROCESSOR);
  }

  @Test
  void noPackageCyclesInTheProcessor() {
    noPackageCycles().check(PROCESSOR);
    noPackageUsesItsSubpackages().check(PROCESSOR);
  }
}
