package io.pipespec.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The rules every module's architecture test states about its own packages (docs/contributing.md,
 * "Architecture rules"). In the runtime's test jar, so that the engine, the processor and the
 * runner modules check their packages with the same rules.
 */
public final class ArchitectureRules {

  private ArchitectureRules() {}

  /**
   * The main classes of the module that holds {@code anyMainClass}: its target/classes, or its jar.
   * A module checks its own classes, not the (possibly older) jars of the modules it depends on.
   */
  public static JavaClasses mainClassesOf(Class<?> anyMainClass) {
    try {
      var location = anyMainClass.getProtectionDomain().getCodeSource().getLocation().toURI();
      return new ClassFileImporter().importLocations(Set.of(Location.of(location)));
    } catch (URISyntaxException e) {
      throw new IllegalStateException("no location for " + anyMainClass, e);
    }
  }

  /** No two packages under {@code io.pipespec} depend on each other, directly or around a ring. */
  public static ArchRule noPackageCycles() {
    return slices()
        .matching("io.pipespec.(**)")
        .should()
        .beFreeOfCycles()
        .because(
            "a package is understood, tested and changed on its own only if the arrows between"
                + " packages go one way");
  }

  /**
   * A package with classes does not use its own subpackages: the subpackages are its parts or its
   * neighbours above, and they use it (python3 /work/shared/tools/package_cycles.py counts such a
   * pair as a cycle).
   */
  public static ArchRule noPackageUsesItsSubpackages() {
    return classes()
        .should(notUseTheirOwnSubpackages())
        .because(
            "a package's subpackages build on it: a root package that used them would make a"
                + " cycle with them");
  }

  /**
   * The rooms of a module, bottom first: no class of a room depends on a class of a room above it.
   * Each room is one or more package identifiers ({@code "io.pipespec.runtime.suite.."}).
   */
  public static ArchRule bottomToTop(String because, String[]... rooms) {
    List<ArchRule> rules = new ArrayList<>();
    for (int i = 0; i < rooms.length - 1; i++) {
      String[] above =
          Arrays.stream(rooms, i + 1, rooms.length).flatMap(Arrays::stream).toArray(String[]::new);
      rules.add(
          noClasses()
              .that()
              .resideInAnyPackage(rooms[i])
              .should()
              .dependOnClassesThat()
              .resideInAnyPackage(above)
              .because(because));
    }
    return CompositeArchRule.of(rules);
  }

  /**
   * The module's classes use Pipespec's packages only through the ones named: {@code own} are the
   * module's packages, {@code allowed} what it may use of the others.
   */
  public static ArchRule usesOfPipespecOnly(String because, String[] own, String... allowed) {
    String[] permitted =
        Stream.concat(Arrays.stream(own), Arrays.stream(allowed)).toArray(String[]::new);
    return noClasses()
        .should()
        .dependOnClassesThat(
            resideInAPackage("io.pipespec..")
                .and(not(resideInAnyPackage(permitted)))
                .as("are in io.pipespec but outside " + String.join(", ", permitted)))
        .because(because);
  }

  private static ArchCondition<JavaClass> notUseTheirOwnSubpackages() {
    return new ArchCondition<>("not use their own package's subpackages") {
      @Override
      public void check(JavaClass origin, ConditionEvents events) {
        String below = origin.getPackageName() + ".";
        for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
          if (dependency.getTargetClass().getPackageName().startsWith(below)) {
            events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()));
          }
        }
      }
    };
  }
}
