import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Checks the bundle that {@code mvn -Prelease verify} writes for Maven Central's Portal against
 * the project's own poms: every published module (the root, the BOM and each module that does not
 * set {@code maven.deploy.skip} to true) is there with its pom and, unless it is a pom, its jar,
 * -sources.jar and -javadoc.jar; every file has a .md5 and a .sha1 that match it; nothing else is
 * there (no test-only module, no stray file); each bundled pom is the module's pom.xml, with the
 * metadata Central requires; each jar opens and holds what its kind needs.
 *
 * <p>Run with the JDK alone: {@code java .ci/CheckReleaseBundle.java <project root> <bundle>
 * [--signed]}. With {@code --signed} (after signing, docs/releasing.md) every file but the
 * checksums must also have its {@code .asc}; the signatures themselves are gpg's to verify. Prints
 * every problem, one a line, and exits with 1 when there is any; .ci/check-release runs it.
 */
public final class CheckReleaseBundle {

  private static final String GROUP_PATH = "io/pipespec";

  private final List<String> problems = new ArrayList<>();
  private final boolean signed;

  private CheckReleaseBundle(boolean signed) {
    this.signed = signed;
  }

  public static void main(String[] args) throws Exception {
    boolean signed = args.length == 3 && args[2].equals("--signed");
    if (args.length != 2 && !signed) {
      System.err.println(
          "usage: java .ci/CheckReleaseBundle.java <project root> <bundle directory> [--signed]");
      System.exit(2);
    }
    Path root = Path.of(args[0]);
    Path bundle = Path.of(args[1]);
    CheckReleaseBundle check = new CheckReleaseBundle(signed);
    Map<String, Module> published = check.publishedModules(root);
    check.check(bundle, published);
    if (!check.problems.isEmpty()) {
      System.out.println("The release bundle " + bundle + " is not what Maven Central needs:");
      check.problems.forEach(problem -> System.out.println("  " + problem));
      System.exit(1);
    }
    System.out.println(
        "The release bundle "
            + bundle
            + " holds the "
            + published.size()
            + " published modules with valid checksums: "
            + String.join(", ", published.keySet()));
  }

  /** A module that is published: its artifactId, version, packaging and pom.xml. */
  record Module(String artifactId, String version, String packaging, Path pom) {

    List<String> files() {
      String base = artifactId + "-" + version;
      if (packaging.equals("pom")) {
        return List.of(base + ".pom");
      }
      return List.of(base + ".pom", base + ".jar", base + "-sources.jar", base + "-javadoc.jar");
    }

    String directory() {
      return GROUP_PATH + "/" + artifactId + "/" + version;
    }
  }

  /** The root and every module it lists (the BOM among them) that does not skip deploy. */
  private Map<String, Module> publishedModules(Path root) throws Exception {
    Map<String, Module> published = new LinkedHashMap<>();
    Document rootPom = parse(root.resolve("pom.xml"));
    String rootVersion = child(rootPom.getDocumentElement(), "version");
    List<Path> poms = new ArrayList<>();
    poms.add(root.resolve("pom.xml"));
    Element modules = element(rootPom.getDocumentElement(), "modules");
    for (Node node = modules.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element module && module.getTagName().equals("module")) {
        poms.add(root.resolve(module.getTextContent().strip()).resolve("pom.xml"));
      }
    }
    for (Path pom : poms) {
      Element project = parse(pom).getDocumentElement();
      Element properties = element(project, "properties");
      String skip = properties == null ? null : child(properties, "maven.deploy.skip");
      if ("true".equals(skip)) {
        continue;
      }
      String version = child(project, "version");
      if (version == null) {
        version = child(element(project, "parent"), "version");
      }
      if (!rootVersion.equals(version)) {
        problems.add(pom + " has version " + version + ", the root " + rootVersion);
      }
      String groupId = child(project, "groupId");
      if (groupId == null) {
        groupId = child(element(project, "parent"), "groupId");
      }
      if (!GROUP_PATH.equals(groupId.replace('.', '/'))) {
        problems.add(
            pom + " has groupId " + groupId + "; the release profile bundles " + GROUP_PATH + " only");
      }
      String packaging = child(project, "packaging");
      Module module =
          new Module(
              child(project, "artifactId"), version, packaging == null ? "jar" : packaging, pom);
      published.put(module.artifactId(), module);
    }
    return published;
  }

  private void check(Path bundle, Map<String, Module> published) throws Exception {
    if (!Files.isDirectory(bundle)) {
      problems.add("no bundle at " + bundle + "; build it with mvn -B -Prelease verify");
      return;
    }
    TreeSet<String> present = new TreeSet<>();
    try (Stream<Path> files = Files.walk(bundle)) {
      files
          .filter(Files::isRegularFile)
          .forEach(file -> present.add(bundle.relativize(file).toString().replace('\\', '/')));
    }
    TreeSet<String> expected = new TreeSet<>();
    for (Module module : published.values()) {
      for (String name : module.files()) {
        String file = module.directory() + "/" + name;
        expected.add(file);
        expected.add(file + ".md5");
        expected.add(file + ".sha1");
        if (signed) {
          expected.add(file + ".asc");
          if (!present.contains(file + ".asc")) {
            problems.add("missing " + file + ".asc: sign it (docs/releasing.md)");
          }
        }
        if (!present.contains(file)) {
          problems.add("missing " + file + " of " + module.artifactId());
          continue;
        }
        Path path = bundle.resolve(file);
        checkChecksum(path, "MD5", ".md5");
        checkChecksum(path, "SHA-1", ".sha1");
        checkContent(module, path, name);
      }
    }
    for (String file : present) {
      if (expected.contains(file)) {
        continue;
      }
      String[] parts = file.split("/");
      String artifactId = parts.length > 2 ? parts[2] : file;
      problems.add(
          published.containsKey(artifactId)
              ? "unexpected file " + file
              : "unexpected file " + file + " of " + artifactId + ", which is not published");
    }
  }

  private void checkChecksum(Path file, String algorithm, String extension) throws Exception {
    Path sum = file.resolveSibling(file.getFileName() + extension);
    if (!Files.isRegularFile(sum)) {
      problems.add("missing " + sum.getFileName());
      return;
    }
    String actual =
        HexFormat.of()
            .formatHex(MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file)));
    String[] written = Files.readString(sum).strip().split("\\s+");
    if (written.length == 0 || !written[0].equalsIgnoreCase(actual)) {
      problems.add(
          sum.getFileName()
              + " says "
              + String.join(" ", written)
              + " but the "
              + algorithm
              + " of "
              + file.getFileName()
              + " is "
              + actual);
    }
  }

  private void checkContent(Module module, Path file, String name) throws IOException {
    if (name.endsWith(".pom")) {
      if (!Files.readString(file).equals(Files.readString(module.pom()))) {
        problems.add(name + " is not " + module.pom());
      }
      Element project;
      try {
        project = parse(file).getDocumentElement();
      } catch (Exception e) {
        problems.add(name + " is not a readable pom: " + e.getMessage());
        return;
      }
      List<String> required = new ArrayList<>(List.of("name", "description"));
      if (element(project, "parent") == null) {
        // Central reads the rest from the parent, which is in the bundle too.
        required.addAll(List.of("url", "licenses", "developers", "scm"));
      }
      for (String tag : required) {
        if (element(project, tag) == null) {
          problems.add(name + " has no <" + tag + ">, which Maven Central requires");
        }
      }
      return;
    }
    try (ZipFile zip = new ZipFile(file.toFile())) {
      List<String> entries = zip.stream().map(ZipEntry::getName).toList();
      String needed;
      if (name.endsWith("-sources.jar")) {
        needed = entries.stream().anyMatch(e -> !e.startsWith("META-INF/")) ? null : "a source";
      } else if (name.endsWith("-javadoc.jar")) {
        needed = entries.contains("index.html") ? null : "index.html";
      } else {
        needed = entries.contains("META-INF/MANIFEST.MF") ? null : "META-INF/MANIFEST.MF";
      }
      if (needed != null) {
        problems.add(name + " holds no " + needed + ": " + entries);
      }
    } catch (IOException e) {
      problems.add(name + " is not a jar: " + e.getMessage());
    }
  }

  private static Document parse(Path pom) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
  }

  /** The direct child element of this name, or null. */
  private static Element element(Element parent, String name) {
    for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element element && element.getTagName().equals(name)) {
        return element;
      }
    }
    return null;
  }

  private static String child(Element parent, String name) {
    Element element = element(parent, name);
    return element == null ? null : element.getTextContent().strip();
  }
}
