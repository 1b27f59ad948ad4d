package io.pipespec.flink.cluster;

/**
 * The main class of a test JVM of {@link OrphanClusterTest}: starts the shared local cluster,
 * prints the process ids of its JVMs and its directory, and waits to be killed.
 */
public final class ClusterOwner {

  static final String READY = "CLUSTER";

  private ClusterOwner() {}

  public static void main(String[] args) throws InterruptedException {
    LocalFlinkCluster cluster = LocalFlinkCluster.shared();
    StringBuilder line = new StringBuilder(READY);
    cluster.processes().forEach(process -> line.append(' ').append(process.pid()));
    line.append(' ').append(cluster.directory());
    System.out.println(line);
    System.out.flush();
    Thread.sleep(Long.MAX_VALUE);
  }
}
