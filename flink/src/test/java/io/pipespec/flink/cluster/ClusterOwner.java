package io.pipespec.flink.cluster;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * The main class of a test JVM of {@link OrphanClusterTest}: starts the shared local cluster,
 * prints the process ids of its JVMs and its directory, and waits: to be killed, or for a line
 * {@value #EXIT} on its standard input, when it exits normally, as a test run ends.
 */
public final class ClusterOwner {

  static final String READY = "CLUSTER";
  static final String EXIT = "exit";

  private ClusterOwner() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    LocalFlinkCluster cluster = LocalFlinkCluster.start();
    StringBuilder line = new StringBuilder(READY);
    cluster.processes().forEach(process -> line.append(' ').append(process.pid()));
    line.append(' ').append(cluster.directory());
    System.out.println(line);
    System.out.flush();
    BufferedReader input =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String command;
    while ((command = input.readLine()) != null) {
      if (command.equals(EXIT)) {
        System.exit(0);
      }
    }
    Thread.sleep(Long.MAX_VALUE);
  }
}
