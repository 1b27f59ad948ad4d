package io.pipespec.flink.cluster;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.util.common.ReflectHelpers;
import org.apache.beam.sdk.util.construction.resources.PipelineResources;

/**
 * The test JVM's class path, split the way a Flink cluster takes it. The cluster JVMs run with its
 * jars on their own class path, as Flink's {@code lib/} folder, since Flink's jars and their
 * dependencies cannot be told apart from the rest. Each job stages, as a fat jar on any cluster
 * would hold them, the class directories (the test classes, the project's classes), which Beam zips
 * into jars, and the jars that hold or use Beam's classes (Beam's own, Pipespec's, a user's library
 * built on Beam). Flink loads a job's classes child-first, in a class loader of the job's, so each
 * job initialises Beam and the user's classes afresh, as on a real cluster; the other libraries
 * (Jackson, Joda-Time, Guava...) come from the cluster's class path, one copy for every job, which
 * is safe because none of their classes refers to one of Beam's.
 *
 * <p>Staging Beam with each job matters: with Beam loaded once for all jobs from the cluster's
 * class path, a {@code static final TupleTag} of a user's class gets a new id in each job (Beam
 * numbers the tags a class initialiser makes, in a counter of Beam's) and the second job fails with
 * "Unknown output tag". Staging every jar instead (Beam's default for a remote cluster) uploads
 * some 120 MB with each job, which took 20 s a scenario on a loaded machine.
 *
 * <p>The entries are found as Beam finds the files it stages (ClassGraph over the class loader), so
 * a Surefire manifest-only jar or the console launcher's class loader are read through.
 */
record ClusterClasspath(List<Path> libraries, List<Path> staged) {

  private static final byte[] BEAM = "org/apache/beam/".getBytes(StandardCharsets.US_ASCII);

  ClusterClasspath {
    libraries = List.copyOf(libraries);
    staged = List.copyOf(staged);
  }

  /** The class path of this JVM's class loader. */
  static ClusterClasspath ofThisJvm() {
    List<String> entries =
        PipelineResources.detectClassPathResourcesToStage(
            ReflectHelpers.findClassLoader(), PipelineOptionsFactory.create());
    Set<Path> libraries = new LinkedHashSet<>();
    Set<Path> staged = new LinkedHashSet<>();
    for (String entry : entries) {
      Path path = Path.of(entry).toAbsolutePath().normalize();
      if (Files.isDirectory(path)) {
        staged.add(path);
      } else if (Files.isRegularFile(path)) {
        libraries.add(path);
        if (holdsOrUsesBeam(path)) {
          staged.add(path);
        }
      }
    }
    // The cluster JVMs' main class must be on their own class path, whatever holds it.
    libraries.add(codeSource(ParentWatchdog.class));
    return new ClusterClasspath(new ArrayList<>(libraries), new ArrayList<>(staged));
  }

  /** Whether {@code jar} has a class of Beam's, or a class that names one of Beam's. */
  static boolean holdsOrUsesBeam(Path jar) {
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      Enumeration<? extends ZipEntry> entries = zip.entries();
      List<ZipEntry> classes = new ArrayList<>();
      while (entries.hasMoreElements()) {
        ZipEntry entry = entries.nextElement();
        if (entry.getName().endsWith(".class")) {
          if (entry.getName().startsWith("org/apache/beam/")) {
            return true;
          }
          classes.add(entry);
        }
      }
      for (ZipEntry entry : classes) {
        try (InputStream in = zip.getInputStream(entry)) {
          if (contains(in.readAllBytes(), BEAM)) {
            return true;
          }
        }
      }
      return false;
    } catch (IOException e) {
      return true; // not a jar this can read: stage it, as Beam would
    }
  }

  private static boolean contains(byte[] bytes, byte[] part) {
    outer:
    for (int i = 0; i <= bytes.length - part.length; i++) {
      for (int j = 0; j < part.length; j++) {
        if (bytes[i + j] != part[j]) {
          continue outer;
        }
      }
      return true;
    }
    return false;
  }

  /** The cluster JVMs' class path, as {@code -cp} takes it. */
  String clusterClassPath() {
    List<String> parts = new ArrayList<>();
    libraries.forEach(library -> parts.add(library.toString()));
    return String.join(File.pathSeparator, parts);
  }

  /** The files a job stages ({@code --filesToStage}); Beam zips the directories into jars. */
  List<String> filesToStage() {
    List<String> files = new ArrayList<>();
    staged.forEach(file -> files.add(file.toString()));
    return files;
  }

  private static Path codeSource(Class<?> type) {
    CodeSource source = type.getProtectionDomain().getCodeSource();
    if (source == null) {
      throw new IllegalStateException("Cannot find where " + type.getName() + " is loaded from");
    }
    try {
      return Path.of(source.getLocation().toURI()).toAbsolutePath().normalize();
    } catch (URISyntaxException e) {
      throw new IllegalStateException("Cannot read the location of " + type.getName(), e);
    }
  }
}
