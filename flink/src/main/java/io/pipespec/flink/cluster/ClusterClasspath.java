package io.pipespec.flink.cluster;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.util.common.ReflectHelpers;
import org.apache.beam.sdk.util.construction.resources.PipelineResources;

/**
 * The test JVM's class path, split the way a Flink cluster takes it: the jars go on the cluster
 * JVMs' own class path, as the libraries of a cluster's {@code lib/} folder would, and the class
 * directories (the test classes, and the main classes of the project under test) are staged with
 * each job, as Beam stages them on any cluster: zipped into jars and uploaded to the JobManager.
 *
 * <p>The entries are found as Beam finds the files it stages (ClassGraph over the class loader), so
 * a Surefire manifest-only jar or the console launcher's class loader are read through.
 */
record ClusterClasspath(List<Path> libraries, List<Path> directories) {

  ClusterClasspath {
    libraries = List.copyOf(libraries);
    directories = List.copyOf(directories);
  }

  /** The class path of this JVM's class loader. */
  static ClusterClasspath ofThisJvm() {
    List<String> entries =
        PipelineResources.detectClassPathResourcesToStage(
            ReflectHelpers.findClassLoader(), PipelineOptionsFactory.create());
    Set<Path> jars = new LinkedHashSet<>();
    Set<Path> directories = new LinkedHashSet<>();
    for (String entry : entries) {
      Path path = Path.of(entry).toAbsolutePath().normalize();
      if (Files.isDirectory(path)) {
        directories.add(path);
      } else if (Files.isRegularFile(path)) {
        jars.add(path);
      }
    }
    // The cluster JVMs' main class must be on their own class path, whatever holds it.
    Path watchdog = codeSource(ParentWatchdog.class);
    jars.add(watchdog);
    return new ClusterClasspath(new ArrayList<>(jars), new ArrayList<>(directories));
  }

  /** The cluster JVMs' class path, as {@code -cp} takes it. */
  String clusterClassPath() {
    List<String> parts = new ArrayList<>();
    libraries.forEach(library -> parts.add(library.toString()));
    return String.join(File.pathSeparator, parts);
  }

  /** The files a job stages: the class directories, which Beam zips into jars. */
  List<String> filesToStage() {
    List<String> files = new ArrayList<>();
    directories.forEach(directory -> files.add(directory.toString()));
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
