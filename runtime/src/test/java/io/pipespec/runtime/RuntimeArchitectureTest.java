package io.pipespec.runtime;

import static io.pipespec.architecture.ArchitectureRules.bottomToTop;
import static io.pipespec.architecture.ArchitectureRules.mainClassesOf;
import static io.pipespec.architecture.ArchitectureRules.noPackageCycles;
import static io.pipespec.architecture.ArchitectureRules.noPackageUsesItsSubpackages;
import static io.pipespec.architecture.ArchitectureRules.usesOfPipespecOnly;

import com.tngtech.archunit.core.domain.JavaClasses;
import io.pipespec.runtime.suite.ScenarioSpec;
import org.junit.jupiter.api.Test;

/** The runtime's rooms and their arrows, bottom to top (docs/architecture.md). */
class RuntimeArchitectureTest {

  private static final JavaClasses RUNTIME = mainClassesOf(ScenarioSpec.class);

  private static final String RUNTIME_ROOT = "io.pipespec.runtime";

  @Test
  void roomsDependOnlyOnRoomsBelowThem() {
    bottomToTop(
            "the runtime is built bottom to top: capturing and user code know nothing of"
                + " judging, judging nothing of the scenario model, the model nothing of runners,"
                + " and generated suites call the suite room only",
            room("capture", "usercode", "takeover"),
            room("verdict"),
            room("suite"),
            room("spi"),
            room("build"),
            room("runner"),
            room("run"),
            room("explore"),
            room("generate"))
        .check(RUNTIME);
  }

  @Test
  void verdictRoomsDependOnlyOnVerdictRoomsBelowThem() {
    bottomToTop(
            "what judges builds on literals, scopes and snapshot files; the expectations build on"
                + " those, and judging on the runner, shapes and metrics on top",
            new String[] {RUNTIME_ROOT + ".verdict.literal.."},
            new String[] {RUNTIME_ROOT + ".verdict.scope.."},
            new String[] {RUNTIME_ROOT + ".verdict.snapshot.."},
            new String[] {RUNTIME_ROOT + ".verdict.expect.."},
            new String[] {
              RUNTIME_ROOT + ".verdict.shape..",
              RUNTIME_ROOT + ".verdict.metrics..",
              RUNTIME_ROOT + ".verdict.effects..",
              RUNTIME_ROOT + ".verdict.onrunner.."
            })
        .check(RUNTIME);
  }

  @Test
  void theRuntimeUsesOfPipespecOnlyTheHarnessAndTheGrammar() {
    usesOfPipespecOnly(
            "the runtime sits on the grammar, the harness and the Beam adapters; the engine and"
                + " the runner modules sit on it, never the other way",
            new String[] {RUNTIME_ROOT + ".."},
            "io.pipespec",
            "io.pipespec.generate..",
            "io.pipespec.grammar..",
            "io.pipespec.function..",
            "io.pipespec.effects..",
            "io.pipespec.beam..")
        .check(RUNTIME);
  }

  @Test
  void noPackageCyclesInTheRuntime() {
    noPackageCycles().check(RUNTIME);
    noPackageUsesItsSubpackages().check(RUNTIME);
  }

  /** One room: the named packages of the runtime with their subpackages. */
  private static String[] room(String... names) {
    String[] room = new String[names.length];
    for (int i = 0; i < names.length; i++) {
      room[i] = RUNTIME_ROOT + "." + names[i] + "..";
    }
    return room;
  }
}
