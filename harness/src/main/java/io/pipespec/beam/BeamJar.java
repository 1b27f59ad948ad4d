package io.pipespec.beam;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.Properties;
import org.apiguardian.api.API;

/**
 * One Beam artifact found on the class path, as its Maven metadata ({@code
 * META-INF/maven/org.apache.beam/ARTIFACT/pom.properties}) names it, and the jar (or folder) that
 * holds that metadata. A jar may hold another artifact's metadata: Beam's DirectRunner jar bundles
 * copies of {@code beam-sdks-java-core} and {@code beam-runners-core-java}, so each of those is
 * found twice, once in its own jar and once in the DirectRunner's.
 *
 * @param artifactId the artifact, such as {@code beam-sdks-java-core}
 * @param version its version
 * @param location the file name of the jar holding the metadata, or the folder's path
 */
@API(status = INTERNAL)
public record BeamJar(String artifactId, BeamVersion version, String location) {

  /**
   * The artifacts whose versions must agree: the ones Pipespec runs on (the SDK, the DirectRunner,
   * runner-core) and the runners Pipespec's runner modules bring.
   */
  static final List<String> CHECKED =
      List.of(
          "beam-sdks-java-core",
          "beam-runners-direct-java",
          "beam-runners-core-java",
          "beam-runners-flink-1.17",
          "beam-runners-flink-1.18",
          "beam-runners-flink-1.19",
          "beam-runners-flink-1.20",
          "beam-runners-flink-2.0",
          "beam-runners-spark-3");

  private static final Comparator<BeamJar> ORDER =
      Comparator.comparingInt((BeamJar jar) -> CHECKED.indexOf(jar.artifactId()))
          .thenComparing(BeamJar::version)
          .thenComparing(BeamJar::location);

  /** Every copy of the metadata of the {@link #CHECKED} artifacts that {@code loader} sees. */
  public static List<BeamJar> onClassPath(ClassLoader loader) {
    List<BeamJar> found = new ArrayList<>();
    for (String artifactId : CHECKED) {
      try {
        Enumeration<URL> copies = loader.getResources(pomProperties(artifactId));
        for (URL copy : Collections.list(copies)) {
          String version = versionIn(copy);
          if (version != null) {
            found.add(new BeamJar(artifactId, BeamVersion.parse(version), location(copy)));
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("Could not read the Beam jars' metadata", e);
      }
    }
    found.sort(ORDER);
    return List.copyOf(found);
  }

  /** Whether this is the artifact's own jar, not a copy of its metadata inside another. */
  public boolean isOwnJar() {
    return location.startsWith(artifactId + "-");
  }

  @Override
  public String toString() {
    return artifactId + " " + version + " in " + location;
  }

  static String pomProperties(String artifactId) {
    return "META-INF/maven/org.apache.beam/" + artifactId + "/pom.properties";
  }

  private static String versionIn(URL pomProperties) throws IOException {
    try (InputStream in = pomProperties.openStream()) {
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version");
    }
  }

  /**
   * {@code jar:file:/repo/a-1.jar!/META-INF/...} is {@code a-1.jar}; {@code
   * file:/classes/META-INF/...} is {@code /classes}.
   */
  private static String location(URL pomProperties) {
    String url = pomProperties.toString();
    int bang = url.indexOf("!/");
    if (bang >= 0) {
      String jar = url.substring(0, bang);
      return jar.substring(jar.lastIndexOf('/') + 1);
    }
    String folder = url.substring(0, url.lastIndexOf("META-INF/"));
    return folder.startsWith("file:") ? Path.of(URI.create(folder)).toString() : folder;
  }
}
