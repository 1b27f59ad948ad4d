package io.pipespec.grammar;

import org.apiguardian.api.API;

/**
 * Where the shape file of an {@code @ExpectShape} is, relative to the snapshots' directory ({@code
 * src/test/resources} by default), beside the snapshot files of the same class ({@link
 * SnapshotName#classDirectory}): the file of method {@code shapeKept} of scenario {@code Bursts} of
 * {@code com.example.BatcherTest} is {@code com/example/BatcherTest/Bursts.shapeKept.shape}; a
 * class that is its own scenario gives its own name as the scenario's. One rule for the processor,
 * which writes each path into the suite, and anyone who looks for the files.
 */
@API(status = API.Status.INTERNAL)
public final class ShapeName {

  /** How every shape file's name ends. */
  public static final String EXTENSION = ".shape";

  private ShapeName() {}

  /** The path of one shape file, {@code '/'}-separated. */
  public static String file(String packageName, String testClass, String scenario, String method) {
    return SnapshotName.classDirectory(packageName, testClass)
        + "/"
        + scenario
        + "."
        + method
        + EXTENSION;
  }
}
