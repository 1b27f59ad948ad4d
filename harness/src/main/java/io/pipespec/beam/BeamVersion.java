package io.pipespec.beam;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.Comparator;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.sdk.util.ReleaseInfo;
import org.apiguardian.api.API;

/**
 * A Beam release, {@code major.minor.patch}; a suffix such as {@code -SNAPSHOT} is not part of it.
 */
@API(status = INTERNAL)
public record BeamVersion(int major, int minor, int patch) implements Comparable<BeamVersion> {

  private static final Pattern RELEASE = Pattern.compile("(\\d+)\\.(\\d+)\\.(\\d+)(?:[-.].*)?");

  private static final Comparator<BeamVersion> ORDER =
      Comparator.comparingInt(BeamVersion::major)
          .thenComparingInt(BeamVersion::minor)
          .thenComparingInt(BeamVersion::patch);

  /** The release {@code text} names, such as {@code 2.73.0} or {@code 2.74.0-SNAPSHOT}. */
  public static BeamVersion parse(String text) {
    Matcher matcher = RELEASE.matcher(text.strip());
    if (!matcher.matches()) {
      throw new IllegalArgumentException("\"" + text + "\" is not a Beam version such as 2.73.0");
    }
    return new BeamVersion(
        Integer.parseInt(matcher.group(1)),
        Integer.parseInt(matcher.group(2)),
        Integer.parseInt(matcher.group(3)));
  }

  /**
   * The Beam whose runner-core runs here: the version of the jar that {@code DoFnRunner} was loaded
   * from (runner-core's own, or the DirectRunner's, which bundles it), or the SDK's own version
   * when that jar carries no Maven metadata.
   */
  public static BeamVersion ofRunnerCore() {
    return ofJarOf(DoFnRunner.class, "beam-runners-core-java")
        .orElseGet(() -> parse(ReleaseInfo.getReleaseInfo().getSdkVersion()));
  }

  /** Whether this release comes before {@code other}. */
  public boolean isBefore(BeamVersion other) {
    return compareTo(other) < 0;
  }

  @Override
  public int compareTo(BeamVersion other) {
    return ORDER.compare(this, other);
  }

  @Override
  public String toString() {
    return major + "." + minor + "." + patch;
  }

  private static Optional<BeamVersion> ofJarOf(Class<?> type, String artifactId) {
    String classFile = type.getName().replace('.', '/') + ".class";
    URL url = type.getClassLoader().getResource(classFile);
    if (url == null) {
      return Optional.empty();
    }
    String root = url.toString().substring(0, url.toString().length() - classFile.length());
    try (InputStream in =
        URI.create(root + BeamJar.pomProperties(artifactId)).toURL().openStream()) {
      Properties properties = new Properties();
      properties.load(in);
      return Optional.ofNullable(properties.getProperty("version")).map(BeamVersion::parse);
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
