package io.pipespec.beam;

import static java.util.stream.Collectors.joining;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.apiguardian.api.API;

/**
 * The Beam versions Pipespec supports, and what is wrong with the Beam on a class path: jars of
 * different versions, which fail in every test with an {@code AbstractMethodError} or a {@code
 * NoSuchMethodError}, or a version outside the supported range. Either is said once, naming every
 * jar and the lines that fix it.
 */
@API(status = INTERNAL)
public final class SupportedBeam {

  /** The lowest Beam Pipespec supports, tested in CI. */
  public static final BeamVersion LOWEST;

  /** The highest Beam Pipespec supports, tested in CI. */
  public static final BeamVersion HIGHEST;

  /**
   * The Beam Pipespec is built with: pipespec-flink's {@code beam-runners-flink-1.19} is at this
   * version, the only Flink runner Pipespec is tested on.
   */
  public static final BeamVersion BUILT;

  static {
    Properties range = load();
    LOWEST = BeamVersion.parse(range.getProperty("lowest"));
    HIGHEST = BeamVersion.parse(range.getProperty("highest"));
    BUILT = BeamVersion.parse(range.getProperty("built"));
  }

  private SupportedBeam() {}

  /** What is wrong with the Beam that {@code loader} sees; empty when nothing is. */
  public static Optional<String> problem(ClassLoader loader) {
    return problem(BeamJar.onClassPath(loader));
  }

  /** What is wrong with a class path holding these Beam jars; empty when nothing is. */
  static Optional<String> problem(List<BeamJar> jars) {
    List<BeamVersion> versions = jars.stream().map(BeamJar::version).distinct().sorted().toList();
    if (versions.size() > 1) {
      BeamVersion target = userVersion(jars);
      if (onlyTheFlinkRunnerDiffers(jars, target)) {
        // Beam's BOM may be what asks for a Flink runner of the user's Beam that does not exist:
        // what to do about the Flink runner comes first, the BOM only where that runner exists.
        return Optional.of(
            "Beam's jars on the test class path are of different versions, and Beam's classes of"
                + " different versions do not work together: every test would fail with an"
                + " AbstractMethodError or a NoSuchMethodError.\n"
                + listing(jars)
                + flinkRunner(jars, target)
                + "Where Beam releases that Flink runner at "
                + target
                + ", importing Beam's BOM in your pom's <dependencyManagement><dependencies>"
                + " aligns it instead (untested by Pipespec):\n"
                + bomImport(target)
                + rangeSentence());
      }
      return Optional.of(
          "Beam's jars on the test class path are of different versions, and Beam's classes of"
              + " different versions do not work together: every test would fail with an"
              + " AbstractMethodError or a NoSuchMethodError.\n"
              + listing(jars)
              + "Align them all to your Beam "
              + target
              + " by importing Beam's BOM in your pom's <dependencyManagement><dependencies>"
              + " (Pipespec brings the DirectRunner and runner-core at the version it was built"
              + " with, and the BOM makes them follow yours):\n"
              + bomImport(target)
              + pinned(jars, target)
              + flinkRunner(jars, target)
              + rangeSentence());
    }
    if (versions.size() == 1 && !isSupported(versions.get(0))) {
      BeamVersion version = versions.get(0);
      BeamVersion nearest = version.isBefore(LOWEST) ? LOWEST : HIGHEST;
      return Optional.of(
          "Beam "
              + version
              + " is on the test class path, and Pipespec supports Beam "
              + LOWEST
              + " to "
              + HIGHEST
              + " only: it drives Beam's runner-core, whose classes change between releases.\n"
              + listing(jars)
              + "Use a Beam from "
              + LOWEST
              + " to "
              + HIGHEST
              + ", for example "
              + nearest
              + ", and align every Beam artifact to it by importing Beam's BOM in your pom's"
              + " <dependencyManagement><dependencies>:\n"
              + bomImport(nearest)
              + rangeSentence());
    }
    return Optional.empty();
  }

  static boolean isSupported(BeamVersion version) {
    return !version.isBefore(LOWEST) && !HIGHEST.isBefore(version);
  }

  /**
   * The version the user chose: that of {@code beam-sdks-java-core}'s own jar when it is supported
   * (the project's own Beam dependency), else the highest supported version on the class path, else
   * the highest supported one.
   */
  private static BeamVersion userVersion(List<BeamJar> jars) {
    Optional<BeamVersion> core =
        jars.stream()
            .filter(jar -> jar.artifactId().equals("beam-sdks-java-core") && jar.isOwnJar())
            .map(BeamJar::version)
            .filter(SupportedBeam::isSupported)
            .findFirst();
    return core.orElseGet(
        () ->
            jars.stream()
                .map(BeamJar::version)
                .filter(SupportedBeam::isSupported)
                .max(BeamVersion::compareTo)
                .orElse(HIGHEST));
  }

  /** Whether the Flink runner's jars are the only ones not at {@code target}. */
  private static boolean onlyTheFlinkRunnerDiffers(List<BeamJar> jars, BeamVersion target) {
    List<BeamJar> behind = jars.stream().filter(jar -> !jar.version().equals(target)).toList();
    return !behind.isEmpty()
        && behind.stream().allMatch(jar -> jar.artifactId().startsWith("beam-runners-flink"));
  }

  /**
   * What to remove when the BOM is imported already: the version written on each Beam artifact
   * whose own jar is not at {@code target}, which wins over the BOM's.
   */
  private static String pinned(List<BeamJar> jars, BeamVersion target) {
    List<String> pins =
        jars.stream()
            .filter(jar -> jar.isOwnJar() && !jar.version().equals(target))
            // A Flink runner behind the target is not a pin (pipespec-bom manages it): the
            // Flink runner's own sentence says what to do.
            .filter(jar -> !jar.artifactId().startsWith("beam-runners-flink"))
            .map(jar -> jar.artifactId() + " (" + jar.version() + ")")
            .distinct()
            .toList();
    if (pins.isEmpty()) {
      return "";
    }
    String named =
        pins.size() == 1
            ? pins.get(0)
            : String.join(", ", pins.subList(0, pins.size() - 1))
                + " and "
                + pins.get(pins.size() - 1);
    return "If your pom imports it already, a version written on a Beam dependency (or in"
        + " <dependencyManagement> before the import) wins over it: remove the <version> of "
        + named
        + ".\n";
  }

  /**
   * Why Beam's BOM cannot align a Flink runner behind {@code target}, and what to do: Beam does not
   * release a Flink runner of every Flink version at every Beam version (there is no {@code
   * beam-runners-flink-1.19:2.73.0}), and Pipespec is tested with its own only.
   */
  private static String flinkRunner(List<BeamJar> jars, BeamVersion target) {
    return jars.stream()
        .filter(jar -> jar.artifactId().startsWith("beam-runners-flink"))
        .filter(jar -> !jar.version().equals(target))
        .map(BeamJar::artifactId)
        .findFirst()
        .map(
            runner ->
                "The Flink runner is the exception: pipespec-flink is built and tested with "
                    + runner
                    + " "
                    + BUILT
                    + ", the only Flink runner it is known to run on, and Beam's BOM at "
                    + target
                    + " asks for "
                    + runner
                    + " "
                    + target
                    + ", which Pipespec has not tested (at Beam 2.73.0 it does not exist, and Maven"
                    + " fails to resolve it). Run the Flink tests at Beam "
                    + BUILT
                    + ": a Maven profile that imports beam-sdks-java-bom at "
                    + BUILT
                    + " and adds pipespec-flink (docs/beam-versions.md shows one), and keep Beam "
                    + target
                    + " for the other tests.\n")
        .orElse("");
  }

  private static String listing(List<BeamJar> jars) {
    return jars.stream().map(jar -> "  " + jar + "\n").collect(joining());
  }

  private static String bomImport(BeamVersion version) {
    return "  <dependency>\n"
        + "    <groupId>org.apache.beam</groupId>\n"
        + "    <artifactId>beam-sdks-java-bom</artifactId>\n"
        + "    <version>"
        + version
        + "</version>\n"
        + "    <type>pom</type>\n"
        + "    <scope>import</scope>\n"
        + "  </dependency>\n";
  }

  private static String rangeSentence() {
    return "Pipespec supports Beam "
        + LOWEST
        + " to "
        + HIGHEST
        + "; see docs/beam-versions.md in Pipespec's repository.";
  }

  private static Properties load() {
    try (InputStream in = SupportedBeam.class.getResourceAsStream("supported-beam.properties")) {
      if (in == null) {
        throw new IllegalStateException(
            "supported-beam.properties is missing from pipespec-harness's jar; the jar is damaged");
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
