package io.pipespec.engine.descriptor;

import io.pipespec.grammar.ShapeName;
import io.pipespec.grammar.SnapshotName;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The snapshot, shape and golden effects files in a test class's snapshot directory that none of
 * its {@code @ExpectSnapshot} or {@code @ExpectShape} expectations reads: left behind by a renamed
 * or removed expectation, scenario or output. They change no verdict; the class's node names them
 * once its scenarios ran.
 */
final class StaleSnapshots {

  /** How the golden file of an {@code @ExpectEffects(snapshot = ...)} is named. */
  private static final String GOLDEN_EFFECTS = ".effects";

  private StaleSnapshots() {}

  /**
   * The {@code .snapshot}, {@code .shape} and {@code .effects} files directly in {@code
   * testClass}'s directory below {@code root} that no expectation of {@code scenarios} reads,
   * sorted; none when the directory does not exist or cannot be listed.
   */
  static List<Path> of(Class<?> testClass, List<ScenarioSpec> scenarios, Path root) {
    Path directory =
        root.resolve(
            SnapshotName.classDirectory(testClass.getPackageName(), testClass.getSimpleName()));
    if (!Files.isDirectory(directory)) {
      return List.of();
    }
    Set<Path> used = new HashSet<>();
    for (ScenarioSpec scenario : scenarios) {
      for (ExpectationSpec expectation : scenario.expectations()) {
        if (expectation.target() instanceof ExpectationSpec.Target.Output output) {
          output.expectation().snapshotFile().ifPresent(file -> used.add(root.resolve(file)));
        } else if (expectation.target() instanceof ExpectationSpec.Target.Shape shape) {
          used.add(root.resolve(shape.expectation().path()));
        } else if (expectation.target() instanceof ExpectationSpec.Target.Effects effects) {
          effects.expectation().goldenFile().ifPresent(file -> used.add(root.resolve(file)));
        }
      }
    }
    try (Stream<Path> files = Files.list(directory)) {
      return files
          .filter(
              file ->
                  isShape(file)
                      || file.toString().endsWith(SnapshotName.EXTENSION)
                      || isGoldenEffects(file))
          .filter(file -> !used.contains(file))
          .sorted()
          .toList();
    } catch (IOException e) {
      return List.of();
    }
  }

  /** Whether {@code file} is a golden file of effects, read by {@code @ExpectEffects}. */
  static boolean isGoldenEffects(Path file) {
    return file.getFileName().toString().endsWith(GOLDEN_EFFECTS);
  }

  /** Whether {@code file} is a shape file, read by {@code @ExpectShape}. */
  static boolean isShape(Path file) {
    return file.getFileName().toString().endsWith(ShapeName.EXTENSION);
  }
}
